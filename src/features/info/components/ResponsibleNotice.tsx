/** The 18+ responsible gambling note: a boxed reminder, amber to stand out in both themes. */
export function ResponsibleNotice() {
  return (
    <div className="mt-6 flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-400/30 dark:bg-amber-400/10">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-ink-900 text-base font-extrabold text-accent-400"
      >
        18+
      </span>
      <div className="text-sm leading-relaxed text-amber-950 dark:text-amber-100">
        <p className="mt-0! font-bold">
          <span className="sr-only">18+: </span>For adults aged 18 and over only.
        </p>
        <p className="mt-2!">
          Betting, casino games and crypto trading carry a real risk of losing money. Set a budget
          and a time limit before you start, only stake what you can afford to lose, and never chase
          losses. If it stops being fun, take a break and talk to someone you trust or to a local
          support service for problem gambling.
        </p>
      </div>
    </div>
  );
}
