/**
 * Reading the answers of admin writes. The seed's backends answer HTTP 200 with a failure inside
 * (`{status: 'error'}`, `{success: false}`, `{error}`), so a write succeeds only when the answer
 * says so; anything else becomes an `ApiError` carrying the server's message (or '').
 */
import type { ApiError } from '../../../api/baseApi';
import { normaliseStatus } from '../../../api/normalise';
import type { StatusAnswer } from '../../../api/schemas';

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

/** The text to show for a failed write: the server's message, else the spec's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
