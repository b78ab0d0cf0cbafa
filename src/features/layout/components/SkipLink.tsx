/** First stop for keyboard users: jumps past the header and category bar to the page content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-[60] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
    >
      Skip to content
    </a>
  );
}
