import { Link } from 'react-router-dom';

/** The default panel of an empty banner slot: an invitation to advertise. */
export function AdvertPanel() {
  return (
    <div className="relative flex h-full w-full items-center overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-ink-900 px-5 py-4 text-white sm:px-10">
      <span
        aria-hidden="true"
        className="absolute -right-10 -top-16 h-48 w-48 rounded-full bg-accent-500/20 blur-2xl sm:h-72 sm:w-72"
      />
      <span
        aria-hidden="true"
        className="absolute -bottom-20 left-1/3 h-40 w-40 rounded-full bg-brand-400/20 blur-2xl"
      />
      <div className="relative flex w-full flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-[0.65rem] font-semibold uppercase tracking-[0.25em] text-accent-400 sm:text-xs">
            Advertisement
          </p>
          <p className="mt-1 text-lg font-extrabold leading-tight tracking-tight sm:text-2xl lg:text-3xl">
            Promote your brand here
          </p>
          <p className="mt-1 hidden text-sm text-brand-100 sm:block">
            Reach thousands of sports and gaming fans every day.
          </p>
        </div>
        <Link
          to="/promotion"
          className="inline-flex w-fit shrink-0 items-center gap-2 rounded-full bg-accent-500 px-4 py-2 text-sm font-bold text-ink-900 shadow-sm transition-colors hover:bg-accent-400"
        >
          Advertise with us
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}
