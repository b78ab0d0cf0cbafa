/**
 * "Preview width": the screen the preview is drawn for (a phone, a tablet, a desktop), as a
 * radio group (arrow keys move between the choices, as in any radio group).
 */
import { useId } from 'react';

export const PREVIEW_WIDTHS = {
  phone: { label: 'Phone', px: 375 },
  tablet: { label: 'Tablet', px: 820 },
  desktop: { label: 'Desktop', px: 1280 },
} as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** The widest choice that fits a window `width` px wide (the frame keeps a margin). */
export function widthFor(width: number): PreviewWidth {
  if (width < 640) return 'phone';
  return width < 1200 ? 'tablet' : 'desktop';
}

export function PreviewWidthToggle({
  value,
  onChange,
}: {
  value: PreviewWidth;
  onChange: (width: PreviewWidth) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Preview width</legend>
      <span aria-hidden="true" className="text-xs font-bold uppercase tracking-wider">
        Width
      </span>
      <div className="inline-flex rounded-lg bg-white/70 p-0.5 ring-1 ring-current/25 dark:bg-ink-900/60">
        {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((key) => {
          const { label, px } = PREVIEW_WIDTHS[key];
          return (
            <label
              key={key}
              className="cursor-pointer rounded-md px-2.5 py-1 text-sm font-semibold has-checked:bg-slate-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 dark:has-checked:bg-white dark:has-checked:text-slate-900"
            >
              <input
                type="radio"
                name={name}
                value={key}
                checked={value === key}
                onChange={() => onChange(key)}
                className="sr-only"
              />
              {label}
              <span className="sr-only">{` (${px} pixels)`}</span>
              <span
                aria-hidden="true"
                className="ml-1 text-xs font-normal opacity-75 max-sm:hidden"
              >
                {px}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
