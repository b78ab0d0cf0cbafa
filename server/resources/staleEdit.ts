/** The guard against a lost edit: a save from a form opened before the post last changed is refused. */
import { HttpError } from '../http/errors';

/** The `updated_at` the form was opened with; none (a client that sends none) skips the guard. */
export function parseUpdatedAt(value: string | undefined): Date | null {
  if (value === undefined || value.trim() === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, 'updated_at must be a date and time');
  return date;
}

/** 409 when the stored post changed after the form was opened (`loadedAt`). */
export function refuseStaleEdit(loadedAt: Date | null, storedAt: Date): void {
  if (loadedAt && new Date(storedAt).getTime() > loadedAt.getTime()) {
    throw new HttpError(
      409,
      'This post was changed by someone else since you opened it. Reload to see the latest version.',
    );
  }
}
