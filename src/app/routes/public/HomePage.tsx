import { BannerSlot } from '../../../features/banners/components/BannerSlot';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostsFeed } from '../../../features/posts/components/PostsFeed';

/** `/`, also the All category: the home banner, then every post, newest first, the newest leading. */
export default function HomePage() {
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
