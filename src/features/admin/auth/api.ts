/**
 * Admin session calls (additions to the seed's contract): `POST q=login` {username, password},
 * `POST q=logout`, `GET q=session` → {authenticated, username?}. The server sets and clears an
 * HttpOnly cookie; the app only keeps the spec's session-storage flag (authSlice.ts).
 *
 * When the backend has no q=login (404/405) and the legacy setting is on, the login is checked in
 * the browser instead (legacyLogin.ts, which explains why that protects nothing).
 */
import { baseApi, type ApiError } from '../../../api/baseApi';
import { normaliseSession, normaliseStatus } from '../../../api/normalise';
import type { LoginInput, SessionAnswer } from '../../../api/schemas';
import { env } from '../../../config/env';
import { checkLegacyCredentials } from './legacyLogin';

export type LoginMode = 'server' | 'legacy';

const noSuchCall = (error: ApiError) => error.status === 404 || error.status === 405;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<{ mode: LoginMode }, LoginInput>({
      queryFn: async (credentials, _api, _extra, baseQuery) => {
        const result = await baseQuery({ q: 'login', method: 'POST', json: credentials });
        // Only the server's own success lets the admin in: a proxy's HTML page or an empty or
        // garbled 200 is no login.
        if (!result.error && normaliseStatus(result.data).status === 'success') {
          return { data: { mode: 'server' } };
        }
        if (!result.error) return { error: { status: 502, message: '', data: result.data } };
        if (env.legacyAdmin && noSuchCall(result.error)) {
          return (await checkLegacyCredentials(credentials, env))
            ? { data: { mode: 'legacy' } }
            : { error: { status: 401, message: 'Invalid credentials', data: null } };
        }
        return { error: result.error };
      },
      invalidatesTags: ['Session'],
    }),
    /** Always ends the local session; a backend without q=logout (legacy) is not an error. */
    logout: build.mutation<null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ q: 'logout', method: 'POST' });
        if (result.error && !noSuchCall(result.error) && result.error.status !== 401) {
          return { error: result.error };
        }
        return { data: null };
      },
      invalidatesTags: ['Session'],
    }),
    /** null when the backend gave no session answer (e.g. a seed backend echoing something else). */
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

export const { useLoginMutation, useLogoutMutation, useGetSessionQuery } = authApi;
