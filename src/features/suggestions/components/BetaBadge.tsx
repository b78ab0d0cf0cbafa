/** The "Beta" pill next to the page title; a button that opens the beta info dialog. */
export function BetaBadge({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      className="inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-3 py-1 text-xs font-extrabold tracking-widest text-ink-900 uppercase shadow-sm transition hover:bg-accent-500"
    >
      Beta
      <span className="sr-only">: what this means</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-3.5 w-3.5"
        fill="none"
        stroke="currentColor"
      >
        <circle cx="12" cy="12" r="9" strokeWidth={2.2} />
        <path d="M12 11v5M12 7.5v.01" strokeWidth={2.5} strokeLinecap="round" />
      </svg>
    </button>
  );
}
