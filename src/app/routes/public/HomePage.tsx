import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { BannerSlot } from '../../../features/banners/components/BannerSlot';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostsFeed } from '../../../features/posts/components/PostsFeed';
import { askBanners, askFeed } from '../../pages/ask';
import { feedHead } from '../../pages/head';
import type { FirstView, PageHeadFields } from '../../pages/types';

/** `/`, also the All category: the home banner, then every post, newest first, the newest leading. */
/** The home banner and the first page(s) of posts. */
export async function firstView({ store, search, site }: FirstView): Promise<PageHeadFields> {
  const [posts] = await Promise.all([askFeed(store, {}, search), askBanners(store)]);
  return feedHead({ title: null, canonicalPath: '/' }, posts, site.brand, 'lead');
}

export default function HomePage() {
  useDocumentTitle(null);
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <BannerSlot type="home" priority />
      <section aria-labelledby="home-heading" className="flex flex-col gap-6">
        <FeedHeading
          id="home-heading"
          title="Latest posts"
          subtitle="Previews, odds, strategy and news from every category."
        />
        <PostsFeed label="Latest posts" layout="front" />
      </section>
    </div>
  );
}
