import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';
import { makeStore } from './store';
import { Providers } from './providers';

export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
