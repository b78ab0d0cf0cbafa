/** The opening of the Promotion page: who we are for advertisers, and the two main actions. */
export function PromotionHero({ brand }: { brand: string }) {
  return (
    <section
      aria-labelledby="promotion-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-900 to-ink-900 px-6 py-14 text-white shadow-xl sm:px-12 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-accent-500/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 left-1/3 h-72 w-72 rounded-full bg-brand-400/20 blur-3xl"
      />
      <div className="relative max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">
          Advertise with {brand}
        </p>
        <h1
          id="promotion-title"
          className="mt-3 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl"
        >
          Put your brand in front of fans who follow every match, market and hand
        </h1>
        <p className="mt-5 text-base leading-relaxed text-brand-50/90 sm:text-lg">
          Sponsored articles, display slots, social and newsletter placements across sports,
          predictions, crypto and games. Clear prices, real editorial care, and a campaign live
          within days.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href="#quote"
            className="inline-flex items-center justify-center rounded-full bg-accent-400 px-6 py-3 text-sm font-bold text-ink-900 shadow-lg shadow-black/20 transition hover:bg-accent-500"
          >
            Get a quote
          </a>
          <a
            href="#plans"
            className="inline-flex items-center justify-center rounded-full border border-white/40 px-6 py-3 text-sm font-bold text-white transition hover:bg-white/10"
          >
            See plans
          </a>
        </div>
      </div>
    </section>
  );
}
