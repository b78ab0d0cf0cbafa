import { HomeBannerFeed } from './HomeBannerFeed';

/** `/`, also the All category: the home banner, then every post, newest first, the newest leading. */
export default function HomePage() {
  return (
    <HomeBannerFeed
      id="home-heading"
      title="Latest posts"
      subtitle="Previews, odds, strategy and news from every category."
      layout="front"
    />
  );
}
