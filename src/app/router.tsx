/**
 * Every route of the spec: the reading pages of the route table (pages/table.ts) under the
 * public layout, and the admin area. Pages are lazy chunks, so a reader's first load carries
 * only the layout and the page it opened; the admin area is one lazy subtree a reader never
 * downloads. `preloadPage` loads a page's chunk ahead of rendering it: before hydrating what
 * the server rendered, so the first render matches that HTML instead of a loading fallback.
 */
import { lazy, Suspense, use, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_ROOT, matchPublicPage, PUBLIC_PAGES } from './pages/table';
import type { PageData, PublicPage } from './pages/types';
import { usePageHead } from './pages/usePageHead';
import { PublicLayout } from './routes/public/PublicLayout';
import { RouteFallback } from './routes/RouteFallback';
import { PageAttempt, PageLoadBoundary } from './routes/PageLoadBoundary';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * A page that renders at once when its chunk is in (React.lazy takes a thenable that answers at
 * once for a module already loaded), and suspends (the fallback) until it is otherwise. A chunk
 * that failed to load stays failed (the boundary above says so) until the boundary's next attempt
 * (a retry, another page) asks for it again.
 */
export function lazyPage(load: Load): { Page: ComponentType; preload: () => Promise<void> } {
  type Module = Awaited<ReturnType<Load>>;
  let loaded: Module | undefined;
  let loading: Promise<void> | undefined;
  let failed = false;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  const fresh = () =>
    lazy(() => {
      if (loaded) {
        const module = loaded;
        return { then: (resolve: (value: Module) => void) => resolve(module) } as Promise<Module>;
      }
      return preload().then(() => loaded!);
    });
  let Lazy = fresh();
  let madeFor = 0;
  function Page() {
    const attempt = use(PageAttempt);
    if (failed && attempt !== madeFor) {
      failed = false;
      loading = undefined;
      Lazy = fresh();
    }
    madeFor = attempt;
    return <Lazy />;
  }
  return { Page, preload };
}

/** A page's component with its head (from its data module, what the server wrote for it). */
function withHead(Component: ComponentType, data: PageData): ComponentType {
  return function PageWithHead() {
    usePageHead(data);
    return <Component />;
  };
}

// One lazy component per page (three paths share the post page): its component's module and its
// data module, loaded together.
type Entry = Pick<PublicPage, 'load' | 'loadData'>;
const byLoad = new Map<Entry['load'], ReturnType<typeof lazyPage>>();
const pageOf = ({ load, loadData }: Entry) => {
  let page = byLoad.get(load);
  if (!page) {
    const both = () =>
      Promise.all([load(), loadData()]).then(([module, data]) => ({
        default: withHead(module.default, data),
      }));
    byLoad.set(load, (page = lazyPage(both)));
  }
  return page;
};
const PAGES = PUBLIC_PAGES.map((entry) => ({ ...entry, ...pageOf(entry) }));
const admin = lazyPage(() => import('./routes/admin/AdminApp'));

/** Loads the chunk of the page at `pathname`, so it renders without a fallback. */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchPublicPage(pathname);
  await (match ? pageOf(match.page).preload() : admin.preload());
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<PublicLayout />}>
        {PAGES.map(({ path, Page }) => {
          const element = <Page />;
          return path ? (
            <Route key={path} path={path} element={element} />
          ) : (
            <Route key="index" index element={element} />
          );
        })}
      </Route>
      {/* The whole admin area (login included) is one lazy chunk with its own <Routes>. */}
      <Route
        path={`/${ADMIN_ROOT}/*`}
        element={
          <PageLoadBoundary page={ADMIN_ROOT}>
            <Suspense fallback={<RouteFallback />}>
              <admin.Page />
            </Suspense>
          </PageLoadBoundary>
        }
      />
    </Routes>
  );
}
