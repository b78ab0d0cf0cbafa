/**
 * Renders the real public layout around simple stand-in pages, so layout tests do not depend on
 * what the pages themselves fetch. The layout, its data and its links are the app's own.
 */
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../../../src/app/routes/public/PublicLayout';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderRoute } from '../../utils/render';

const stand = (name: string) => <h1>{name}</h1>;

/** The site's fixed pages (home and the pages the navigation links to), with their stand-ins. */
export const FIXED_PAGES = {
  '/': 'Home page',
  '/about': 'About page',
  '/trending': 'Trending page',
  '/policy': 'Policy page',
  '/promotion': 'Promotion page',
  '/categories': 'Categories page',
  '/suggestions': 'Suggestions page',
  '/blogs': 'Blogs page',
};

export const layoutRoutes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    children: [
      ...Object.entries(FIXED_PAGES).map(([path, name]): RouteObject =>
        path === '/' ? { index: true, element: stand(name) } : { path, element: stand(name) },
      ),
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

/**
 * The popular list in `region` (the rail, or the phones' "Editors’ picks"): the fixtures' popular
 * posts, ranked from 01, each linking to /popular/{slug}.
 */
export async function expectRankedPopular(region: HTMLElement): Promise<void> {
  const links = await within(region).findAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['01Roulette Odds Explained', '/popular/roulette-odds-explained'],
    ['02Derby Day Preview', '/popular/derby-day-preview'],
  ]);
}
