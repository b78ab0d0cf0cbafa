import { useId } from 'react';
import { EDITORIAL_FORM } from './formMessages';

/** Roughly what a search engine shows before it cuts a title or a description. */
export const PREVIEW_TITLE_CHARS = 60;
export const PREVIEW_DESCRIPTION_CHARS = 160;

/** `text` cut at a word boundary near `max` characters, with "…" when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * How the post would look as a search result: its address, its title as a link and its
 * description, each as long as a search engine would show. Not interactive.
 */
export function SearchResultPreview({
  url,
  title,
  description,
}: {
  url: string;
  title: string;
  description: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-ink-700 dark:bg-ink-900"
    >
      <p
        id={headingId}
        className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
      >
        {EDITORIAL_FORM.preview}
      </p>
      <p className="truncate text-sm text-slate-700 dark:text-slate-300">{url}</p>
      <p className="mt-1 text-lg leading-snug text-blue-800 underline-offset-2 hover:underline dark:text-sky-300">
        {clip(title, PREVIEW_TITLE_CHARS)}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {clip(description, PREVIEW_DESCRIPTION_CHARS)}
      </p>
    </section>
  );
}
