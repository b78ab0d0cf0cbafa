import { BannerSlot } from '../../../features/banners/components/BannerSlot';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostsFeed } from '../../../features/posts/components/PostsFeed';
import { TITLE } from '../../pages/trending.data';

/** `/trending`: the same list as home, under "Trending Posts", as a numbered list. */
export default function TrendingPage() {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <BannerSlot type="home" priority />
      <section aria-labelledby="trending-heading" className="flex flex-col gap-6">
        <FeedHeading
          id="trending-heading"
          title={TITLE}
          subtitle="What readers are opening right now."
        />
        <PostsFeed label={TITLE} layout="ranked" />
      </section>
    </div>
  );
}
