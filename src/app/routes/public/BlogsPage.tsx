import type { Post } from '../../../contract/schemas';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostsFeed } from '../../../features/posts/components/PostsFeed';
import { askFeed } from '../../pages/ask';
import { feedHead } from '../../pages/head';
import type { FirstView, PageHeadFields } from '../../pages/types';

const time = (post: Post) => {
  const t = Date.parse(post.created_at ?? '');
  return Number.isNaN(t) ? 0 : t;
};
const newestFirst = (a: Post, b: Post) => time(b) - time(a) || b.id - a.id;

/** /blogs: the latest posts from the API, newest first, whatever order the backend sent. */
const TITLE = 'Latest blogs';
const DESCRIPTION = 'Fresh previews, guides and analysis from every category, newest first.';

/** The first page(s) of posts, shown newest first. */
export async function firstView({ store, search, site }: FirstView): Promise<PageHeadFields> {
  const posts = (await askFeed(store, {}, search)).toSorted(newestFirst);
  return feedHead(
    { title: TITLE, description: DESCRIPTION, canonicalPath: '/blogs' },
    posts,
    site.brand,
  );
}

export default function BlogsPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <FeedHeading title={TITLE} subtitle={DESCRIPTION} />
      <PostsFeed label={TITLE} compare={newestFirst} />
    </div>
  );
}
