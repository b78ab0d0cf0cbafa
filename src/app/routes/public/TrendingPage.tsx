import { useCountsViews } from '../../../features/analytics/counting';
import { TITLE, trendingList, trendingSubtitle } from '../../pages/trending.data';
import { HomeBannerFeed } from './HomeBannerFeed';

/**
 * `/trending`, as a numbered list under "Trending Posts": ranked by the last 48 hours of views
 * where the server counts them, else the newest posts (home's list), and it says which.
 */
export default function TrendingPage() {
  const counting = useCountsViews();
  return (
    <HomeBannerFeed
      id="trending-heading"
      title={TITLE}
      subtitle={trendingSubtitle(counting)}
      layout="ranked"
      list={trendingList(counting)}
    />
  );
}
