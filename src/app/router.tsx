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
import type { PageData } from './pages/types';
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

// One lazy component per module (three paths share the post page).
const byLoad = new Map<Load, ReturnType<typeof lazyPage>>();
const pageOf = (load: Load) => {
  let page = byLoad.get(load);
  if (!page) byLoad.set(load, (page = lazyPage(load)));
  return page;
};
const PAGES = PUBLIC_PAGES.map((entry) => ({ ...entry, ...pageOf(entry.load) }));
const admin = lazyPage(() => import('./routes/admin/AdminApp'));

/** Loads the chunk of the page at `pathname`, so it renders without a fallback. */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchPublicPage(pathname);
  await (match ? pageOf(match.page.load).preload() : admin.preload());
}

/** The head of the page on screen, from its data module (what the server wrote for it). */
function PageHead({ data }: { data: PageData }) {
  usePageHead(data);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<PublicLayout />}>
        {PAGES.map(({ path, data, Page }) => {
          const element = (
            <>
              <PageHead data={data} />
              <Page />
            </>
          );
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
