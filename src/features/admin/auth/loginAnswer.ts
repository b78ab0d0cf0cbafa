/**
 * Reads a backend's answer to `q=login` (or `q=logout`) as the login contract, or as "this
 * backend has no login". Real PHP backends answer a `q` they do not know in many ways: 404 or
 * 405, a 200 carrying `{error}` or `{message}` (a `switch` default), an HTML page, an empty or
 * non-JSON body. Only the contract's own answers keep their meaning:
 * - 2xx `{status: "success"}`: logged in;
 * - 2xx `{status: "two_factor", challenge}` (an addition): a code from the app is needed;
 * - 401 "Invalid credentials": the pair was refused;
 * - 429: locked out for a while;
 * - 400 or 403 `{status: "error", message}`: the server refused the request and says why.
 * A backend that cannot be reached (network failure, 5xx) is neither: it is down.
 */
import type { ApiError } from '../../../api/baseApi';
import { LOGIN_MESSAGES } from './messages';

export type LoginAnswer =
  | { kind: 'success' }
  /** Addition (2FA): the password was right; a code completes the login (q=login-code). */
  | { kind: 'two_factor'; challenge: string }
  | { kind: 'refused' }
  | { kind: 'locked'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'unreachable' }
  | { kind: 'no-login' };

function contractError(data: unknown): { message: string } | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  return record.status === 'error' && typeof record.message === 'string'
    ? { message: record.message }
    : null;
}

export function readLoginAnswer(result: { data?: unknown; error?: ApiError }): LoginAnswer {
  const { error } = result;
  if (!error) {
    const data = result.data;
    const success =
      typeof data === 'object' &&
      data !== null &&
      (data as Record<string, unknown>).status === 'success';
    if (success) return { kind: 'success' };
    const challenge = (data as Record<string, unknown> | null)?.challenge;
    if (
      (data as Record<string, unknown> | null)?.status === 'two_factor' &&
      typeof challenge === 'string' &&
      challenge
    ) {
      return { kind: 'two_factor', challenge };
    }
    return { kind: 'no-login' };
  }
  if (error.status === 'FETCH_ERROR' || error.status >= 500) return { kind: 'unreachable' };
  if (error.status === 429)
    return { kind: 'locked', message: error.message || LOGIN_MESSAGES.lockedOut };
  const answer = contractError(error.data);
  if (error.status === 401 && answer?.message === LOGIN_MESSAGES.invalid)
    return { kind: 'refused' };
  if ((error.status === 400 || error.status === 403) && answer) {
    return { kind: 'error', message: answer.message };
  }
  return { kind: 'no-login' };
}
