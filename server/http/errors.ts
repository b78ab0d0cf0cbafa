/** Errors a handler throws; turned into `{status:"error", message}` JSON in one place (app.ts). */
import type { ZodError } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    /** Extra fields for the JSON body (e.g. `{error}` for category-delete) and headers. */
    readonly extra: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

/** Seconds a client is asked to wait when the database is not answering. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_DOWN_MESSAGE =
  'The database is not answering right now. Please try again in a few seconds.';

/** A 400 naming the first field that failed. */
export function badInput(error: ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid input';
  // Messages from the contract already name their field ("title is required").
  const named = field && !message.toLowerCase().includes(field.toLowerCase());
  return new HttpError(400, named ? `${field}: ${message}` : message);
}

/**
 * Adds fields to every refusal a handler answers, for calls whose seed shape differs
 * (`{success:false}` for adding a category, `{error}` for deleting one).
 */
export function withErrorFields<C, D>(
  handler: (c: C, deps: D) => Promise<Response> | Response,
  fields: (error: HttpError) => Record<string, unknown>,
): (c: C, deps: D) => Promise<Response> {
  return async (c, deps) => {
    try {
      return await handler(c, deps);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      throw new HttpError(error.status, error.message, {
        ...error.extra,
        body: { ...error.extra.body, ...fields(error) },
      });
    }
  };
}
