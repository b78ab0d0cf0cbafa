import { Link } from 'react-router-dom';
import { EmptyPosts } from './EmptyPosts';

/** Shown when the backend has no post for the address (a 404, an empty answer or a failure). */
export function PostNotFound() {
  return (
    <div className="flex flex-col items-center gap-6 py-10 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Post not found
      </h1>
      <EmptyPosts message="It may have been moved or removed." />
      <Link
        to="/"
        className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-bold text-white transition-colors hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
      >
        Back to latest posts
      </Link>
    </div>
  );
}
