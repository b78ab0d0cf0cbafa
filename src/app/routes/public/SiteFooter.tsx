/**
 * The footer with its picks and category counts, composed here so the whole footer is one lazy
 * chunk: it sits below the fold, so a reader's first view neither waits for it nor fetches it
 * (the layout asks for it as the reader scrolls near).
 */
import type { Post } from '../../../contract/schemas';
import { env } from '../../../config/env';
import { Footer } from '../../../features/layout/components/Footer';
import { FooterCategories } from '../../../features/categories/components/FooterCategories';
import { FooterPicks } from '../../../features/popular/components/FooterPicks';
import { ResponsibleStrip } from '../../../features/responsible/components/ResponsibleStrip';

export default function SiteFooter({
  posts,
  postsLoading,
}: {
  posts: Post[] | undefined;
  postsLoading: boolean;
}) {
  return (
    <Footer
      brand={env.brandName}
      contactEmail={env.contactEmail}
      picks={<FooterPicks />}
      categories={<FooterCategories posts={posts} postsLoading={postsLoading} />}
      notice={<ResponsibleStrip />}
    />
  );
}
