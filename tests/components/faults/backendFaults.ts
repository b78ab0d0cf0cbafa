/**
 * A broken backend, for the fault tests: every call to the backend script (any q, any method)
 * gets the same bad answer. `server.use(backendFault(kind))` breaks it; `backendReturns()` lets
 * the calls through to the handlers below again, as when the real backend comes back.
 */
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { API_URL } from '../../msw/handlers';

const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head>' +
  '<body><h1>Internal Server Error</h1><p>The server encountered an internal error.</p></body></html>';

const NGINX_502 =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1>' +
  '</center><hr><center>nginx</center></body></html>';

const html = (body: string, status: number) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/** The ways a backend goes wrong, by a name that reads well in a test title. */
export const FAULTS = {
  'the backend is down (network error)': () => HttpResponse.error(),
  'an HTML error page (500)': () => html(HTML_ERROR_PAGE, 500),
  'an HTML page with status 200': () =>
    html('<!DOCTYPE html><html><body>Welcome</body></html>', 200),
  'an empty body': () => new HttpResponse(null, { status: 200 }),
  'invalid JSON': () =>
    new HttpResponse('{"posts": [{"id": 1, "slug": "roulette', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  '502 Bad Gateway': () => html(NGINX_502, 502),
} as const;

export type FaultName = keyof typeof FAULTS;
export const FAULT_NAMES = Object.keys(FAULTS) as FaultName[];

/** Faults the browser sees as a failed request (no answer, or a non-2xx status). */
export const FAILED_REQUEST_FAULTS: FaultName[] = [
  'the backend is down (network error)',
  'an HTML error page (500)',
  '502 Bad Gateway',
];

let broken = false;

/** Every backend call answers with this fault, until `backendReturns()`. */
export function backendFault(name: FaultName) {
  broken = true;
  return http.all(API_URL, () => (broken ? FAULTS[name]() : undefined));
}

/** The backend is back: calls reach the normal handlers again. */
export function backendReturns(): void {
  broken = false;
}

/**
 * The spec logs failed fetches to the console (and shows nothing there); the tests keep that
 * noise out of their output and can assert on it.
 */
export function silenceConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
