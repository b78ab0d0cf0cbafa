import { useEffect, useRef } from 'react';
import type { EditorProps } from './editorProps';
import { EDITOR_HEIGHT } from './editorProps';
import { insertionPoint } from './insertionPoint';

/**
 * HTML typed into a plain text area: what the form falls back to when the rich-text editor
 * cannot load, and what component tests (where TinyMCE cannot run) type into.
 */
export function PlainEditor({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  handleRef,
}: EditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  // Whether the author has put the caret somewhere (else an insertion goes at the end).
  const placed = useRef(false);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    if (!handleRef) return;
    handleRef.current = {
      insert: (html) => {
        const { value: current, onChange: change } = latest.current;
        const caret = placed.current ? (area.current?.selectionEnd ?? null) : null;
        const at = insertionPoint(current, caret);
        change(current.slice(0, at) + html + current.slice(at));
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef]);
  return (
    <textarea
      ref={area}
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onSelect={() => {
        placed.current = true;
      }}
      spellCheck
      style={{ height: EDITOR_HEIGHT }}
      className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-ink-900 dark:text-slate-100"
    />
  );
}
