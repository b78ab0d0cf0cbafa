/** Renders routes of the app with a fresh store, as a user would reach them. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type RootState } from '../../src/app/store';
import { Providers } from '../../src/app/providers';
import { routes as appRoutes } from '../../src/app/router';

export function renderRoute(
  path: string,
  options: { routes?: RouteObject[]; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(options.preloadedState);
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const utils = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, store, router };
}
