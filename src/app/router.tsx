/**
 * Every route of the spec. Static paths (/about, /policy, /promotion, …) outrank the dynamic
 * /:categorySlug by react-router's ranking, whatever their order here. Pages are lazy chunks,
 * so a reader's first load carries only the layout and the page it opened; the admin area is
 * one lazy subtree a reader never downloads.
 */
import type { RouteObject } from 'react-router-dom';
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
    children: [
      { index: true, lazy: page(() => import('./routes/public/HomePage')) },
      { path: 'trending', lazy: page(() => import('./routes/public/TrendingPage')) },
      { path: 'about', lazy: page(() => import('./routes/public/AboutPage')) },
      { path: 'policy', lazy: page(() => import('./routes/public/PolicyPage')) },
      { path: 'blogs', lazy: page(() => import('./routes/public/BlogsPage')) },
      { path: 'promotion', lazy: page(() => import('./routes/public/PromotionPage')) },
      { path: 'categories', lazy: page(() => import('./routes/public/CategoriesPage')) },
      { path: 'suggestions', lazy: page(() => import('./routes/public/SuggestionsPage')) },
      { path: 'posts/:slug', lazy: page(() => import('./routes/public/PostPage')) },
      { path: 'popular/:slug', lazy: page(() => import('./routes/public/PostPage')) },
      { path: ':categorySlug', lazy: page(() => import('./routes/public/CategoryPage')) },
      { path: ':categorySlug/:postSlug', lazy: page(() => import('./routes/public/PostPage')) },
      { path: '*', lazy: page(() => import('./routes/public/NotFoundPage')) },
    ],
  },
  {
    // The whole admin area (login included) is one lazy chunk with its own <Routes>.
    path: '/admin/*',
    HydrateFallback: RouteFallback,
    lazy: page(() => import('./routes/admin/AdminApp')),
  },
];
