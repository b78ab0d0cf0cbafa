import type { ComponentProps } from 'react';
import { BannerSlot } from '../../../features/banners/components/BannerSlot';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostsFeed } from '../../../features/posts/components/PostsFeed';

/**
 * The home banner over a headed feed of every post: the home page (newest first) and trending
 * (numbered, ranked by views where they are counted) differ in their heading, the feed's layout
 * and its order.
 */
export function HomeBannerFeed({
  id,
  title,
  subtitle,
  layout,
  list,
}: {
  id: string;
  title: string;
  subtitle: string;
  layout: ComponentProps<typeof PostsFeed>['layout'];
  list?: ComponentProps<typeof PostsFeed>['list'];
}) {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <BannerSlot type="home" priority />
      <section aria-labelledby={id} className="flex flex-col gap-6">
        <FeedHeading id={id} title={title} subtitle={subtitle} />
        <PostsFeed label={title} layout={layout} list={list} />
      </section>
    </div>
  );
}
