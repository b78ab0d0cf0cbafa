import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostsFeed } from '../../../features/posts/components/PostsFeed';
import { DESCRIPTION, newestFirst, TITLE } from '../../pages/blogs.data';

/** /blogs: the latest posts from the API, newest first, whatever order the backend sent. */
export default function BlogsPage() {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <FeedHeading title={TITLE} subtitle={DESCRIPTION} />
      <PostsFeed label={TITLE} compare={newestFirst} />
    </div>
  );
}
