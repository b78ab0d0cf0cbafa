/**
 * Every route of the spec: the reading pages of the route table (pages/table.ts) under the
 * public layout, and the admin area. Pages are lazy chunks, so a reader's first load carries
 * only the layout and the page it opened; the admin area is one lazy subtree a reader never
 * downloads.
 */
import type { RouteObject } from 'react-router-dom';
import { ADMIN_ROOT, PUBLIC_PAGES } from './pages/table';
import { PublicLayout } from './routes/public/PublicLayout';
import { RouteFallback } from './routes/RouteFallback';

const page =
  (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    HydrateFallback: RouteFallback,
    children: PUBLIC_PAGES.map(({ path, load }) =>
      path ? { path, lazy: page(load) } : { index: true, lazy: page(load) },
    ),
  },
  {
    // The whole admin area (login included) is one lazy chunk with its own <Routes>.
    path: `/${ADMIN_ROOT}/*`,
    HydrateFallback: RouteFallback,
    lazy: page(() => import('./routes/admin/AdminApp')),
  },
];
