/** Renders routes of the app with a fresh store, as a user would reach them. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { makeStore, type RootState } from '../../src/app/store';
import { Providers } from '../../src/app/providers';
import { AppRoutes } from '../../src/app/router';
import { AppRouter } from '../../src/components/router/AppRouter';
import { ScrollRestoration } from '../../src/components/router/ScrollRestoration';

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderRoute(
  path: string,
  options: { routes?: RouteObject[]; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(options.preloadedState);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const utils = render(
    <Providers store={store}>
      <AppRouter history={history}>
        <ScrollRestoration />
        {options.routes ? <RoutesOf routes={options.routes} /> : <AppRoutes />}
      </AppRouter>
    </Providers>,
  );
  /** Where the app is, and a way to move it as the address bar or the back button would. */
  const router = {
    get state() {
      return { location: history.location };
    },
    navigate: async (to: string | number) => {
      await act(async () => {
        if (typeof to === 'number') history.go(to);
        else history.push(to);
        await Promise.resolve();
      });
    },
  };
  return { ...utils, store, router, history };
}

/** Renders `path` and opens the search from its header: the dialog, its keyword box, a user. */
export async function openSearchAt(path: string) {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  const box = within(dialog).getByRole('searchbox', { name: 'Keyword' });
  return { ...view, user, dialog, box };
}
