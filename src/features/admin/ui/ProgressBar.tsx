/**
 * How far a long task is: a labelled progress bar (assistive tech reads `text` as its value) and
 * the same words under it. Without `max` (not known yet) the bar is indeterminate.
 *   <ProgressBar label="Import progress" value={1200} max={5000}
 *     text="1,200 of 5,000 posts, about 3 min left" />
 */
export function ProgressBar({
  label,
  value,
  max,
  text,
}: {
  label: string;
  value: number;
  max: number | null;
  text: string;
}) {
  const share = max ? Math.min(1, Math.max(0, value / max)) : null;
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max ?? undefined}
        aria-valuenow={max ? value : undefined}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-ink-700"
      >
        <div
          className={`h-full rounded-full bg-brand-700 transition-[width] duration-500 motion-reduce:transition-none dark:bg-brand-400 ${share === null ? 'w-1/3 animate-pulse' : ''}`}
          style={share === null ? undefined : { width: `${(share * 100).toFixed(1)}%` }}
        />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{text}</p>
    </div>
  );
}
