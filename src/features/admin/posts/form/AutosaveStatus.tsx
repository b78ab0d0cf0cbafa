import { clockInZone } from './clockInZone';
import { autosavedAt, EDITORIAL_FORM } from './formMessages';
import type { AutosavePhase } from './useServerAutosave';

/**
 * The server autosave's state, in the form's action bar. The region is always there (empty until
 * the first autosave) so that each change is announced.
 */
export function AutosaveStatus({
  phase,
  savedAt,
  timeZone,
  className = 'text-right',
}: {
  phase: AutosavePhase;
  savedAt: string | null;
  timeZone: string;
  className?: string;
}) {
  let text = '';
  if (phase === 'saving') text = EDITORIAL_FORM.autosaving;
  else if (phase === 'saved' && savedAt) text = autosavedAt(clockInZone(savedAt, timeZone));
  else if (phase === 'failed') text = EDITORIAL_FORM.autosaveFailed;
  return (
    <p
      role="status"
      className={`min-h-5 text-sm ${className} ${
        phase === 'failed'
          ? 'font-medium text-amber-800 dark:text-amber-300'
          : 'text-slate-600 dark:text-slate-400'
      }`}
    >
      {text}
    </p>
  );
}
