/**
 * Answers started before the app: on a page the server did not render (a static or PHP host), a
 * small script loaded by index.html starts the page's first API reads while the app's code is
 * still on its way (boot/earlyStart.ts). They wait in `window.__earlyAnswers`, by URL, for
 * the app's fetch layer (baseApi.ts), which takes each one once in place of sending the same
 * request, and reads it exactly as it reads its own.
 */

/**
 * How long an early answer waits to be taken. It belongs to the page's first view: a call the
 * app makes only later (a menu opened a minute on) asks the backend afresh.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

interface EarlyAnswer {
  response: Promise<Response>;
  /** `performance.now()` when the request was sent. */
  sentAt: number;
}

declare global {
  interface Window {
    /** Reads started before the app, by URL (see api/earlyAnswers.ts). */
    __earlyAnswers?: Record<string, EarlyAnswer>;
  }
}

/** Sends the read of `url` as the app sends it (apiBaseQuery: a GET for JSON, with credentials). */
export function startEarlyAnswer(url: string): Promise<Response> {
  const response = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' });
  // A failure is the app's to read (as its own failed fetch); never an unhandled rejection.
  response.catch(() => undefined);
  const answers = (window.__earlyAnswers ??= {});
  answers[url] = { response, sentAt: performance.now() };
  return response;
}

/** The early answer to a GET of `url`, once: undefined when there is none (or it is too old). */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answers = globalThis.window?.__earlyAnswers;
  const early = answers?.[url];
  if (!answers || !early) return undefined;
  delete answers[url];
  return performance.now() - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS ? early.response : undefined;
}
