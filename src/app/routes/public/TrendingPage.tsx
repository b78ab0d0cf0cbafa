import { TITLE } from '../../pages/trending.data';
import { HomeBannerFeed } from './HomeBannerFeed';

/** `/trending`: the same list as home, under "Trending Posts", as a numbered list. */
export default function TrendingPage() {
  return (
    <HomeBannerFeed
      id="trending-heading"
      title={TITLE}
      subtitle="What readers are opening right now."
      layout="ranked"
    />
  );
}
