import { useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { AppRouter, type AppHistory } from '../components/router/AppRouter';
import { ScrollRestoration } from '../components/router/ScrollRestoration';
import { AppRoutes } from './router';
import { makeStore, type AppStore } from './store';
import { Providers } from './providers';

/**
 * The app. `store` and `history` may come ready-made: start.tsx builds the store in a task of
 * its own before hydrating, and the server render and the tests bring a memory history.
 */
export function App(props: { store?: AppStore; history?: AppHistory }) {
  const [store] = useState(() => props.store ?? makeStore());
  const [history] = useState(() => props.history ?? createBrowserHistory({ v5Compat: true }));
  return (
    <Providers store={store}>
      <AppRouter history={history}>
        <ScrollRestoration />
        <AppRoutes />
      </AppRouter>
    </Providers>
  );
}
