/** An accessible loading indicator: announced as a status with its label. */
export function Spinner({
  label = 'Loading',
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center ${className}`}
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none dark:border-ink-700 dark:border-t-brand-400"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
