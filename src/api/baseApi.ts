/**
 * The one RTK Query api. Features add their endpoints with `baseApi.injectEndpoints`, and each
 * endpoint normalises its answer in `transformResponse` (see normalise.ts), so components see one
 * clean shape whatever the backend sent.
 */
import { createAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { takeEarlyAnswer } from './earlyAnswers';
import { apiUrl } from './http';
import { parseJsonText } from '../contract/normalise';
import type { CallInput, CallKey, Calls } from '../contract/calls';

/** What a request may carry; each call allows only its own part (`CallInput`, contract/calls.ts). */
interface RequestParts {
  /** Sent in the query string. */
  params?: never;
  /** Sent as a JSON body. */
  json?: never;
  /** Sent as multipart/form-data. */
  form?: never;
}

/** The request for one call of the contract: its `q`, its method (GET when left out), its input. */
type CallRequest<K extends CallKey> = { q: Calls[K]['q'] } & (Calls[K]['method'] extends 'GET'
  ? { method?: 'GET' }
  : { method: Calls[K]['method'] }) &
  Omit<RequestParts, keyof CallInput<K>> &
  CallInput<K>;

/**
 * A request: one of the contract's calls (the calls table, contract/calls.ts) with the input its
 * schemas read, so a `q`, a method or a body the contract does not have does not compile.
 */
export type ApiRequest = { [K in CallKey]: CallRequest<K> }[CallKey];

export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' when the backend could not be reached. */
  status: number | 'FETCH_ERROR';
  /** The backend's own message (`message` or `error`), or '' when it gave none. */
  message: string;
  data: unknown;
}

export interface ApiMeta {
  headers: Headers;
}

/** Dispatched when the backend answers 401: the admin session is gone, whatever the app thought. */
export const sessionExpired = createAction('auth/sessionExpired');

/**
 * The server's render of a page hands its answers over with this action (its payload is the
 * server store's state), so the browser starts from the same data and shows the same page.
 */
export const serverStateReceived = createAction<unknown>('app/serverStateReceived');

/** What the store passes to every request: the server's render reads its own API in process. */
export interface ApiExtra {
  fetch?: typeof fetch;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function messageOf(data: unknown): string {
  if (typeof data === 'object' && data !== null) {
    const rec = data as Record<string, unknown>;
    if (typeof rec.message === 'string') return rec.message;
    if (typeof rec.error === 'string') return rec.error;
  }
  return '';
}

export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiMeta> = async (
  request,
  api,
) => {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const send = (api.extra as ApiExtra | undefined)?.fetch ?? fetch;
  const url = apiUrl(request.q, request.params);
  // A read the page's early script already sent (a page built in the browser): its answer, once.
  const early = method === 'GET' ? takeEarlyAnswer(url) : undefined;
  let response: Response;
  try {
    response = await (early ??
      send(url, { method, headers, body, credentials: 'include', signal: api.signal }));
  } catch (cause) {
    return {
      error: { status: 'FETCH_ERROR', message: '', data: String(cause) },
    };
  }
  // Read as text first: a backend may answer invalid JSON (or an HTML error page).
  const text = await response.text().catch(() => '');
  const data = parseJsonText(text);
  const meta = { headers: response.headers };
  if (response.status === 401) {
    api.dispatch(sessionExpired());
    // A session answer cached before is no longer true: never restore the flag from it.
    api.dispatch(baseApi.util.invalidateTags(['Session']));
  }
  if (!response.ok) {
    return { error: { status: response.status, message: messageOf(data), data }, meta };
  }
  // A read answered with something that is not JSON (a proxy's HTML page, an empty or cut-off
  // body) failed, as the seed's response.json() did: the screen shows its error or fallback, and
  // the query is tried again later instead of caching "nothing" as the answer. Writes still read
  // such a body as an answer without a message (some backends send nothing back).
  if (method === 'GET' && data === null && text.trim() !== 'null') {
    return { error: { status: response.status, message: '', data: text.slice(0, 200) }, meta };
  }
  return { data, meta };
};

export const TAGS = [
  'Post',
  'Category',
  'Popular',
  'Banner',
  'Session',
  'Capabilities',
  'Revision',
  'ShareLink',
  'Predictions',
  'SiteTexts',
  'Staff',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAGS,
  refetchOnReconnect: true,
  // A reader coming back to the tab gets what failed while the backend was away (the layout's
  // categories, picks and banners have no other way back without a reload).
  refetchOnFocus: true,
  extractRehydrationInfo(action, { reducerPath }) {
    if (!serverStateReceived.match(action)) return undefined;
    const slice = isRecord(action.payload) ? action.payload[reducerPath] : undefined;
    // Anything but the shape RTK Query reads is ignored (the page then loads as usual).
    if (
      !isRecord(slice) ||
      !isRecord(slice.queries) ||
      !isRecord(slice.mutations) ||
      !isRecord(slice.provided) ||
      !isRecord(slice.provided.tags) ||
      !isRecord(slice.provided.keys)
    ) {
      return undefined;
    }
    return slice as never;
  },
  endpoints: () => ({}),
});
