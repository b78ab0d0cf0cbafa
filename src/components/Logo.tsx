/** The brand mark (a pulse line in a rounded square) with the brand name beside it. */
export function Logo({
  name,
  className = '',
  onDark = false,
}: {
  name: string;
  className?: string;
  /** White text whatever the theme (for dark surfaces such as the footer). */
  onDark?: boolean;
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-brand-600 dark:fill-brand-500" />
        <path
          d="M5 17h5l2.5-6 4 11 3-8 1.8 3H27"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="text-white"
        />
        <circle cx="27" cy="17" r="2" className="fill-accent-400" />
      </svg>
      <span
        className={`font-display text-2xl font-bold tracking-wide ${onDark ? 'text-white' : 'text-slate-900 dark:text-white'}`}
      >
        {name}
      </span>
    </span>
  );
}
