/** A failure the reader should know about, announced as an alert, with an optional retry. */
export function ErrorMessage({
  message,
  onRetry,
  className = '',
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center dark:border-red-900/60 dark:bg-red-950/40 ${className}`}
    >
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-900/60 dark:text-red-200"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 8v5m0 3.5v.01" strokeLinecap="round" />
          <circle cx="12" cy="12" r="9.5" />
        </svg>
      </span>
      <p className="text-base font-semibold text-red-800 dark:text-red-100">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 transition-colors hover:bg-red-100 dark:border-red-800 dark:bg-transparent dark:text-red-100 dark:hover:bg-red-900/50"
        >
          Try again
        </button>
      )}
    </div>
  );
}
