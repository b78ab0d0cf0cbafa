import type { Post } from '../../../api/schemas';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostsFeed } from '../../../features/posts/components/PostsFeed';

const time = (post: Post) => {
  const t = Date.parse(post.created_at ?? '');
  return Number.isNaN(t) ? 0 : t;
};
const newestFirst = (a: Post, b: Post) => time(b) - time(a) || b.id - a.id;

/** /blogs: the latest posts from the API, newest first, whatever order the backend sent. */
export default function BlogsPage() {
  useDocumentTitle('Latest blogs');
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <FeedHeading
        title="Latest blogs"
        subtitle="Fresh previews, guides and analysis from every category, newest first."
      />
      <PostsFeed label="Latest blogs" compare={newestFirst} />
    </div>
  );
}
