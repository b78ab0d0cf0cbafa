import type { EditorProps } from './editorProps';
import { EDITOR_HEIGHT } from './editorProps';

/**
 * HTML typed into a plain text area: what the form falls back to when the rich-text editor
 * cannot load, and what component tests (where TinyMCE cannot run) type into.
 */
export function PlainEditor({ id, label, value, onChange, describedBy, invalid }: EditorProps) {
  return (
    <textarea
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      spellCheck
      style={{ height: EDITOR_HEIGHT }}
      className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-ink-900 dark:text-slate-100"
    />
  );
}
