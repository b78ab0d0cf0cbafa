import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { BannerSlot } from '../../../features/banners/components/BannerSlot';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostsFeed } from '../../../features/posts/components/PostsFeed';
import { askBanners, askFeed } from '../../pages/ask';
import { feedHead } from '../../pages/head';
import type { FirstView, PageHeadFields } from '../../pages/types';

/** `/trending`: the same list as home, under "Trending Posts", as a numbered list. */
const TITLE = 'Trending Posts';

/** The home banner and the first page(s) of posts. */
export async function firstView({ store, search, site }: FirstView): Promise<PageHeadFields> {
  const [posts] = await Promise.all([askFeed(store, {}, search), askBanners(store)]);
  const description = `What ${site.brand} readers are opening right now.`;
  return feedHead(
    { title: TITLE, description, canonicalPath: '/trending' },
    posts,
    site.brand,
    null,
  );
}

export default function TrendingPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <BannerSlot type="home" priority />
      <section aria-labelledby="trending-heading" className="flex flex-col gap-6">
        <FeedHeading
          id="trending-heading"
          title="Trending Posts"
          subtitle="What readers are opening right now."
        />
        <PostsFeed label="Trending Posts" layout="ranked" />
      </section>
    </div>
  );
}
