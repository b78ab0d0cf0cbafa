/**
 * Admin session calls (additions to the seed's contract): `POST q=login` {username, password},
 * `POST q=logout`, `GET q=session` → {authenticated, username?}. The server sets and clears an
 * HttpOnly cookie; the app only keeps the spec's session-storage flag (authSlice.ts).
 *
 * When the backend has no q=login (any answer outside the login contract, see loginAnswer.ts) and
 * the legacy setting is on, the login is checked in the browser instead (legacyLogin.ts, which
 * explains why that protects nothing). With the setting off, the form says the backend has none.
 */
import { baseApi, type ApiError } from '../../../api/baseApi';
import { normaliseSession } from '../../../contract/normaliseAdmin';
import type { Role } from '../../../contract/roles';
import { CALLS } from '../../../contract/calls';
import type { LoginInput, SessionAnswer, StatusAnswer } from '../../../contract/schemas';
import type { LoginCodeInput } from '../../../contract/twoFactorCalls';
import { checkedAnswer } from '../lib/checkedAnswer';
import { env } from '../../../config/env';
import { checkLegacyCredentials } from './legacyLogin';
import { readLoginAnswer } from './loginAnswer';
import { LOGIN_MESSAGES } from './messages';

export type LoginMode = 'server' | 'legacy';
/** What a login leads to: signed in, or (2FA, an addition) the code step with its challenge. */
export type LoginOutcome = { mode: LoginMode } | { mode: 'two_factor'; challenge: string };

/** The backend could not be reached or failed: not an answer about the session at all. */
const isDown = (error: ApiError) => error.status === 'FETCH_ERROR' || error.status >= 500;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginOutcome, LoginInput>({
      queryFn: async (credentials, _api, _extra, baseQuery) => {
        const result = await baseQuery({ q: 'login', method: 'POST', json: credentials });
        const answer = readLoginAnswer(result);
        switch (answer.kind) {
          case 'success':
            return { data: { mode: 'server' } };
          case 'two_factor':
            return { data: { mode: 'two_factor', challenge: answer.challenge } };
          case 'refused':
            return { error: { status: 401, message: LOGIN_MESSAGES.invalid, data: null } };
          case 'locked':
            return { error: { status: 429, message: answer.message, data: null } };
          case 'error':
            return { error: { ...result.error!, message: answer.message } };
          case 'unreachable':
            return { error: result.error! };
          case 'no-login':
            if (!env.legacyAdmin) {
              // 501 Not Implemented: what the backend told us, in the form's own words.
              return {
                error: { status: 501, message: LOGIN_MESSAGES.noLoginEndpoint, data: null },
              };
            }
            return (await checkLegacyCredentials(credentials, env))
              ? { data: { mode: 'legacy' } }
              : { error: { status: 401, message: LOGIN_MESSAGES.invalid, data: null } };
        }
      },
      invalidatesTags: ['Session'],
    }),
    /** The login's second step (2FA): a code from the app, or a recovery code. */
    loginCode: build.mutation<StatusAnswer, LoginCodeInput>({
      query: (json) => ({ q: 'login-code', method: 'POST', json }),
      responseSchema: CALLS['POST login-code'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    /**
     * Always ends the local session. Only a backend that is down is an error: one without
     * q=logout (any answer outside the contract) or with the session already gone (401) is not.
     */
    logout: build.mutation<null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ q: 'logout', method: 'POST' });
        return result.error && isDown(result.error) ? { error: result.error } : { data: null };
      },
      invalidatesTags: ['Session'],
    }),
    /**
     * null when the backend gave no session answer (a seed backend's `{error}` default, say);
     * an HTML page or an empty body is an error. Either way: no server session to restore.
     */
    getSession: build.query<SessionAnswer | null, void>({
      query: () => ({ q: 'session' }),
      transformResponse: (raw: unknown) =>
        typeof raw === 'object' &&
        raw !== null &&
        typeof (raw as { authenticated?: unknown }).authenticated === 'boolean'
          ? normaliseSession(raw)
          : null,
      providesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation, useLoginCodeMutation, useLogoutMutation, useGetSessionQuery } =
  authApi;

/**
 * The signed-in person's role and account id (staff, an addition); nulls on a backend without
 * roles.
 */
export function useSessionStaff(): { role: Role | null; userId: number | null } {
  const { data } = authApi.useGetSessionQuery();
  if (!data?.authenticated) return { role: null, userId: null };
  return { role: data.role ?? null, userId: data.user_id ?? null };
}
