/**
 * The reader's page around a previewed post: the public header, category bar, the post as its
 * page draws it (PostArticle with its prediction cards and closing box), the popular list and the
 * footer, as the public layout has them. Drawn inside the preview's frame (PreviewFrame), so its
 * parts that load as a reader scrolls near them (the footer, the closing box) are drawn at once
 * here: the frame is not the window they would watch.
 */
import { useMemo } from 'react';
import type { Post } from '../../../contract/schemas';
import { env } from '../../../config/env';
import { CategoryBar } from '../../../features/categories/components/CategoryBar';
import { Header } from '../../../features/layout/components/Header';
import { MostReadList } from '../../../features/popular/components/MostReadList';
import { PopularRail } from '../../../features/popular/components/PopularRail';
import { PostArticle } from '../../../features/posts/components/PostArticle';
import { usePredictionCards } from '../../../features/predictions/usePredictionCards';
import { BettingDisclaimer } from '../../../features/responsible/components/BettingDisclaimer';
import { ThemeToggle } from '../../../features/theme/components/ThemeToggle';
import { closesWithDisclaimer } from '../closesWithDisclaimer';
import SiteFooter from '../public/SiteFooter';
import { PUBLIC_MAIN_CLASS, useFooterPosts } from '../public/useFooterPosts';

export function PreviewSite({ post, date }: { post: Post; date: string }) {
  const { categories, posts, postsLoading } = useFooterPosts();
  const decorateBody = usePredictionCards(post.content, post.predictions);
  const betting = closesWithDisclaimer(post, categories);
  const closing = useMemo(() => betting && <BettingDisclaimer />, [betting]);
  return (
    <div className="flex min-h-dvh flex-col">
      <Header brand={env.brandName} actions={<ThemeToggle />} />
      <CategoryBar />
      <main id="main" tabIndex={-1} className={PUBLIC_MAIN_CLASS}>
        <div className="mx-auto w-full max-w-content px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
          <PostArticle {...{ post, decorateBody, closing, date }} share={false} />
        </div>
      </main>
      <MostReadList />
      <PopularRail />
      <SiteFooter posts={posts} postsLoading={postsLoading} />
    </div>
  );
}
