import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { Post } from '../../../contract/schemas';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { useGetSharedPostQuery } from '../../../features/posts/api';
import { ReaderPost } from '../ReaderPost';
import { readerDateOf } from '../../../features/posts/lib/readerDate';
import { PostLoading } from '../../../features/posts/components/PostLoading';
import { NOT_FOUND_TITLE, tokenOf } from '../../pages/sharedPost.data';

const NOT_FOUND_TEXT =
  'This share link has expired, was revoked or never existed. Ask whoever sent it for a new one.';
const UNPUBLISHED_NOTE = 'You are reading a shared preview of this post. It is not published yet.';
/** When the answer does not say whether the post is published (the public shape does not). */
const SHARED_NOTE = 'You are reading this post through a share link.';
const LOAD_FAILED = 'Could not load this post. Check your connection and try again.';

/**
 * `/shared/{token}`: a post opened through a share link, shown as readers see a post, whatever
 * its status, under a note saying how it is being read: dated when it goes out (readerDateOf),
 * with no share buttons (the link is not the post's address to pass on). A token unknown,
 * revoked or expired (or a backend without share links, which answers the call with an error or
 * no post) shows the site's not-found panel, whose button leads home. Only an unreachable or
 * failing backend offers a retry.
 */
export default function SharedPostPage() {
  const token = tokenOf(useParams());
  // `currentData` belongs to this token only: another link never shows the last one's post.
  const {
    currentData: post,
    error,
    isFetching,
    refetch,
  } = useGetSharedPostQuery(token, { skip: !token });
  const status = error && 'status' in error ? error.status : undefined;
  const failed = status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500);
  const isLoading = isFetching && !post;
  useNoIndex();

  if (!post && !isLoading && !failed) {
    return <NotFoundPanel heading={NOT_FOUND_TITLE} subtext={NOT_FOUND_TEXT} />;
  }
  return (
    <div className="mx-auto w-full max-w-content px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-8">
        {isLoading ? (
          <PostLoading />
        ) : post ? (
          <>
            <SharedNote post={post} />
            <ReaderPost post={post} date={readerDateOf(post)} share={false} />
          </>
        ) : (
          <ErrorMessage message={LOAD_FAILED} onRetry={() => void refetch()} />
        )}
      </div>
    </div>
  );
}

/**
 * How the post is being read, above it. On phones the article's headline is ordered first in this
 * column (see PostArticle): the note is ordered before it.
 */
function SharedNote({ post }: { post: Post }) {
  return (
    <p
      role="note"
      className="mx-auto flex w-full max-w-3xl items-start gap-3 rounded-xl border border-amber-700/30 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 max-sm:-order-2 dark:border-amber-300/30 dark:bg-amber-900/30 dark:text-amber-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 h-4 w-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
        <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      </svg>
      <span>{post.status && post.status !== 'published' ? UNPUBLISHED_NOTE : SHARED_NOTE}</span>
    </p>
  );
}

/**
 * Keeps the page out of search engines when the browser built it too (a static host's index.html
 * has no robots tag; the server's render of this page has one), until it is left.
 */
function useNoIndex() {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const before = existing?.content;
    const meta = existing ?? document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    if (!existing) document.head.append(meta);
    return () => {
      if (existing) existing.content = before ?? '';
      else meta.remove();
    };
  }, []);
}
