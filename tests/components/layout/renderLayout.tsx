/**
 * Renders the real public layout around simple stand-in pages, so layout tests do not depend on
 * what the pages themselves fetch. The layout, its data and its links are the app's own.
 */
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../../../src/app/routes/public/PublicLayout';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../utils/render';

const stand = (name: string) => <h1>{name}</h1>;

export const layoutRoutes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    children: [
      { index: true, element: stand('Home page') },
      { path: 'about', element: stand('About page') },
      { path: 'trending', element: stand('Trending page') },
      { path: 'policy', element: stand('Policy page') },
      { path: 'promotion', element: stand('Promotion page') },
      { path: 'categories', element: stand('Categories page') },
      { path: 'suggestions', element: stand('Suggestions page') },
      { path: 'blogs', element: stand('Blogs page') },
      { path: 'posts/:slug', element: stand('Post page') },
      { path: 'popular/:slug', element: stand('Popular post page') },
      { path: ':categorySlug', element: stand('Category page') },
      { path: ':categorySlug/:postSlug', element: stand('Category post page') },
    ],
  },
];

/** Renders and waits for the lazy parts of the layout (footer, side buttons) to mount. */
export async function renderLayout(path = '/') {
  const result = renderRoute(path, { routes: layoutRoutes });
  await screen.findByRole('contentinfo', {}, { timeout: 5000 });
  await screen.findByRole('button', { name: 'Menu' }, { timeout: 5000 });
  return result;
}
