import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';
import { makeStore, type AppStore } from './store';
import { Providers } from './providers';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app. `store` and `router` may come ready-made: start.tsx builds them in tasks of their own
 * before hydrating, so no single task keeps the page from answering.
 */
export function App(props: { store?: AppStore; router?: Router }) {
  const [store] = useState(() => props.store ?? makeStore());
  const [router] = useState(() => props.router ?? createBrowserRouter(routes));
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
