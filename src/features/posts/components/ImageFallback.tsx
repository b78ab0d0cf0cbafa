/** Stands in for a missing post image: a branded block the same size as the image would be. */
export function ImageFallback({ label }: { label?: string }) {
  return (
    <div
      aria-hidden="true"
      className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-600 via-brand-700 to-brand-950 text-white"
    >
      <span className="flex flex-col items-center gap-2">
        <svg
          viewBox="0 0 24 24"
          className="h-10 w-10 opacity-80"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M3 12h4l3-8 4 16 3-8h4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label && (
          <span className="text-xs font-semibold uppercase tracking-[0.2em] opacity-80">
            {label}
          </span>
        )}
      </span>
    </div>
  );
}
