/**
 * The shared public layout: skip link, sticky header, category bar, the page, the popular list
 * (the POPULAR NOW rail from tablets up, a "Editors’ picks" block under the page on phones), the side
 * buttons and the footer. It composes features that must not know each other
 * (layout, search, theme, popular, categories, posts). The search overlay, the full-screen menu
 * and the popular list inside it are lazy chunks: they load the first time they open (the
 * overlay's files all at once, and often ahead: features/search/loadSearchOverlay.ts).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { env } from '../../../config/env';
import { Header } from '../../../features/layout/components/Header';
import { SkipLink } from '../../../features/layout/components/SkipLink';
import { NavigationProgress } from '../../../features/layout/components/NavigationProgress';
import { CategoryBar } from '../../../features/categories/components/CategoryBar';
import { SearchButton } from '../../../features/search/components/SearchButton';
import {
  loadSearchOverlay,
  preloadSearchOverlayLater,
} from '../../../features/search/loadSearchOverlay';
import { ThemeToggle } from '../../../features/theme/components/ThemeToggle';
import { PopularRail } from '../../../features/popular/components/PopularRail';
import { MostReadList } from '../../../features/popular/components/MostReadList';
import { SideDock } from '../../../features/layout/components/SideDock';
import { usePageViews } from '../../../features/analytics/usePageViews';
import { whenNear } from '../../../components/whenNear';
import { PageLoadBoundary } from '../PageLoadBoundary';
import { RouteFallback } from '../RouteFallback';
import { PUBLIC_MAIN_CLASS, useFooterPosts } from './useFooterPosts';

type SearchOverlayComponent = Awaited<ReturnType<typeof loadSearchOverlay>>['SearchOverlay'];
// The footer sits below the fold: its code is fetched as the reader scrolls towards it. On a page
// the server rendered, its HTML (plain links) is there from the start and comes alive then.
const FOOTER_ID = 'site-footer';
const SiteFooter = lazy(() =>
  whenNear(FOOTER_ID, { margin: '200px' }).then(() => import('./SiteFooter')),
);
const PopularMenuList = lazy(() =>
  import('../../../features/popular/components/PopularMenuList').then((mod) => ({
    default: mod.PopularMenuList,
  })),
);

export function PublicLayout() {
  const { posts, postsLoading } = useFooterPosts();
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  // The overlay is shown once its code is in, not through lazy() and Suspense: React holds back
  // a suspended part's reveal for up to 300 ms after its (empty) fallback went in.
  const [SearchOverlay, setSearchOverlay] = useState<SearchOverlayComponent | null>(null);
  useEffect(() => preloadSearchOverlayLater(), []);
  usePageViews();

  const openSearch = () => {
    loadSearchOverlay().then(
      (mod) => {
        setSearchOverlay(() => mod.SearchOverlay);
        setSearchOpen(true);
      },
      // The files could not be fetched (offline): nothing opens, as a link would not either.
      () => undefined,
    );
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <Header
        brand={env.brandName}
        actions={
          <>
            <SearchButton onOpen={openSearch} onPrefetch={loadSearchOverlay} />
            <ThemeToggle />
          </>
        }
      />
      <CategoryBar />
      <main id="main" tabIndex={-1} className={PUBLIC_MAIN_CLASS}>
        <PageLoadBoundary page={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </main>
      <MostReadList />
      <PopularRail avoidId={FOOTER_ID} />
      <SideDock popular={<PopularMenuList />} />
      <div id={FOOTER_ID}>
        <Suspense fallback={null}>
          <SiteFooter posts={posts} postsLoading={postsLoading} />
        </Suspense>
      </div>
      {SearchOverlay && <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />}
    </div>
  );
}
