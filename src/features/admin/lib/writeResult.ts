/**
 * Reading the answers of admin writes, for every admin screen (posts, categories, popular,
 * banners). The seed's backends answer HTTP 200 with a failure inside (`{status: 'error'}`,
 * `{success: false}`, `{error}`), so a write succeeds only when the answer says so; anything else
 * becomes an `ApiError` carrying the server's message (or ''). `failureMessage` turns a failed
 * write into the text to show, the same on every screen for the same failure.
 */
import type { ApiError } from '../../../api/baseApi';
import { normaliseStatus } from '../../../contract/normaliseAdmin';
import type { StatusAnswer } from '../../../contract/schemas';

type BaseResult = { data?: unknown; error?: ApiError };
export type WriteResult = { data: StatusAnswer } | { error: ApiError };

const asError = (data: unknown, message: string): { error: ApiError } => ({
  error: { status: 200, message, data },
});

/** `{status, message}` (or `{success, message}`): success only when it says so. */
export function statusResult(result: BaseResult): WriteResult {
  if (result.error) return { error: result.error };
  const answer = normaliseStatus(result.data);
  return answer.status === 'success' ? { data: answer } : asError(result.data, answer.message);
}

/**
 * Answers that only report failures (q=category-delete's `{error}`, q=popular-save's ignored
 * answer): a 2xx without an `error` field is a success.
 */
export function unlessErrorResult(result: BaseResult): WriteResult {
  if (result.error) return { error: result.error };
  const data = result.data;
  if (typeof data === 'object' && data !== null) {
    const rec = data as Record<string, unknown>;
    if (typeof rec.error === 'string' && rec.error) return asError(data, rec.error);
    if (rec.status === 'error' || rec.success === false) {
      return asError(data, typeof rec.message === 'string' ? rec.message : '');
    }
  }
  return { data: normaliseStatus({ status: 'success', ...(data as object | null) }) };
}

/** What every admin screen says when a write could not reach the backend. */
export const UNREACHABLE_MESSAGE = 'Something went wrong.';

/**
 * The text to show for a failed write: `UNREACHABLE_MESSAGE` when the backend could not be
 * reached, else the server's message, else the screen's fallback (the spec's text for a refusal
 * without a message).
 */
export function failureMessage(error: unknown, fallback: string): string {
  const { status, message } = (error ?? {}) as Partial<ApiError>;
  if (status === 'FETCH_ERROR') return UNREACHABLE_MESSAGE;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
