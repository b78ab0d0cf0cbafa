/** A calm note where a list of posts would be. */
export function EmptyPosts({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-ink-700">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
        >
          <path
            d="M5 4h10l4 4v12H5z M14 4v5h5 M8 13h8 M8 17h5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <p className="text-base font-medium text-slate-700 dark:text-slate-200">{message}</p>
    </div>
  );
}
