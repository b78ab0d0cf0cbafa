import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { AuthorProfile as Profile } from '../../../contract/authorCalls';

/**
 * An author's page head: their photo (when they have one), name (the page's h1) and bio, plain
 * text as they wrote it (React escapes it; line breaks kept).
 */
export function AuthorProfile({ author, id }: { author: Profile; id?: string }) {
  return (
    <header className="flex flex-col items-start gap-5 border-b border-slate-200 pb-6 sm:flex-row sm:items-center dark:border-ink-700">
      {author.avatar_path && (
        <ResponsiveImage
          path={author.avatar_path}
          // Beside the name, which says who it is.
          alt=""
          fixedWidth={320}
          width={320}
          height={320}
          priority
          className="h-24 w-24 shrink-0 rounded-full object-cover ring-1 ring-slate-900/10 dark:ring-white/10"
        />
      )}
      <div className="flex flex-col gap-2">
        <h1
          id={id}
          className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {author.name}
        </h1>
        {author.bio && (
          <p className="max-w-prose whitespace-pre-line text-slate-700 dark:text-slate-300">
            {author.bio}
          </p>
        )}
      </div>
    </header>
  );
}
