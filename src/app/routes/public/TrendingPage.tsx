import { TITLE } from '../../pages/trending.data';
import { HomeBannerFeed } from './HomeBannerFeed';

/**
 * `/trending`: the same list as home, under "Trending Posts", as a numbered list. It says what it
 * is (the newest posts): nothing here measures what readers open.
 */
export default function TrendingPage() {
  return (
    <HomeBannerFeed
      id="trending-heading"
      title={TITLE}
      subtitle="The newest posts from every category."
      layout="ranked"
    />
  );
}
