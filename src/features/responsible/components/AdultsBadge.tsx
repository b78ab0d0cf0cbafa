/** The round "18+" mark; the text beside it says what it means, so screen readers skip it. */
export function AdultsBadge({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full border-2 border-accent-400 bg-ink-900 font-extrabold text-accent-400 ${className}`}
    >
      18+
    </span>
  );
}
