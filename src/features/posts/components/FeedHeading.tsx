/** The title of a list of posts: the page's h1, with a short line under it. */
export function FeedHeading({
  title,
  subtitle,
  id,
  hidden = false,
}: {
  title: string;
  subtitle?: string;
  id?: string;
  hidden?: boolean;
}) {
  if (hidden) {
    return (
      <h1 id={id} className="sr-only">
        {title}
      </h1>
    );
  }
  return (
    <header className="flex items-end justify-between gap-4 border-b border-slate-200 pb-3 dark:border-ink-700">
      <div>
        <h1
          id={id}
          className="flex items-center gap-3 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          <span aria-hidden="true" className="h-7 w-1.5 rounded-full bg-accent-500" />
          {title}
        </h1>
        {subtitle && (
          <p className="mt-1 pl-[1.125rem] text-sm text-slate-600 dark:text-slate-400">
            {subtitle}
          </p>
        )}
      </div>
    </header>
  );
}
