/**
 * A form's field errors from a failed parse of its input schema: the first message for each
 * top-level field, by name.
 *   const parsed = inviteInput.safeParse(values);
 *   if (!parsed.success) setErrors(fieldErrors(parsed.error));
 */
import type { z } from 'zod';

export function fieldErrors<K extends string = string>(
  error: z.ZodError,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    errors[field] ??= issue.message;
  }
  return errors;
}
