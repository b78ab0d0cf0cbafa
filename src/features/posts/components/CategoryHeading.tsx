/** A category page's h1: the category's slug, as the spec asks, with its description if any. */
export function CategoryHeading({
  id,
  slug,
  description,
}: {
  id?: string;
  slug: string;
  description?: string;
}) {
  return (
    <header className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-ink-900 px-6 py-8 text-white shadow-sm sm:px-10 sm:py-10">
      <span
        aria-hidden="true"
        className="absolute -right-12 -top-12 h-48 w-48 rounded-full bg-accent-500/20 blur-2xl"
      />
      <p className="relative text-xs font-semibold uppercase tracking-[0.25em] text-accent-400">
        Category
      </p>
      <h1
        id={id}
        className="relative mt-2 text-3xl font-extrabold tracking-tight break-words sm:text-4xl"
      >
        {slug}
      </h1>
      {description && (
        <p className="relative mt-2 max-w-2xl text-sm text-brand-100 sm:text-base">{description}</p>
      )}
    </header>
  );
}
