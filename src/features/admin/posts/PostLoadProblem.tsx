/**
 * Why a post's admin screen (edit, preview, history) has nothing to show: the admin's "Post not
 * found", or "Something went wrong." with "Try again"; "Back to posts" either way.
 */
import { Link } from 'react-router-dom';
import { POST_MESSAGES } from './messages';
import { POSTS_PATH } from './paths';
import { AdminError } from '../ui/AdminError';
import { buttonClass } from '../ui/styles';

/** A 404 (or no id at all) is "not found"; anything else may pass on a second try. */
export function isNotFound(error: unknown): boolean {
  return !error || (error as { status?: unknown }).status === 404;
}

export function PostLoadProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <AdminError
      message={notFound ? POST_MESSAGES.postNotFound : POST_MESSAGES.networkFailed}
      onRetry={notFound ? undefined : onRetry}
    >
      <Link to={POSTS_PATH} className={buttonClass('primary')}>
        Back to posts
      </Link>
    </AdminError>
  );
}
