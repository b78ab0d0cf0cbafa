/** The heading of a Promotion page section: a small eyebrow line above an h2. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      {intro && <p className="mt-3 text-slate-600 dark:text-slate-300">{intro}</p>}
    </div>
  );
}
