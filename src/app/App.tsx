import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { serverStateReceived } from '../api/baseApi';
import { routes } from './router';
import { makeStore } from './store';
import { Providers } from './providers';

/** `serverState`: the answers the server rendered this page with (see entry-server.tsx). */
export function App({ serverState }: { serverState?: unknown }) {
  const [store] = useState(() => {
    const created = makeStore();
    if (serverState !== undefined) created.dispatch(serverStateReceived(serverState));
    return created;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
