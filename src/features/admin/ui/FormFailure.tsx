/**
 * What the server said when it refused a form (announced, role="alert"), above or under its
 * fields; nothing when there is nothing to say.
 *   <FormFailure message={error ? failureMessage(error, 'Could not save.') : null} />
 */
import type { ReactNode } from 'react';

export function FormFailure({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200"
    >
      {message}
    </p>
  );
}
