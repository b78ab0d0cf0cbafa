/**
 * Who is counted, for views and banner events alike: a person's browser that did not ask not to
 * be. Not counted: bots (isbot's list, and a request naming no user agent at all), `DNT: 1` and
 * `Sec-GPC: 1` (Global Privacy Control), prefetches and prerenders (the page was not seen), and
 * staff with a valid admin session (the newsroom's own views). Views only come from the page's
 * script, so visitors without JS are never counted either.
 */
import type { Context } from 'hono';
import { isbot } from 'isbot';
import { findSessionUser, hasSessionCookie, type AuthDeps } from '../auth/sessions';

const PREFETCH = /\b(prefetch|prerender)\b/i;

/** The request's own headers say it is not to be counted (no database needed). */
export function refusedByHeaders(c: Context): boolean {
  const agent = c.req.header('user-agent')?.trim();
  if (!agent || isbot(agent)) return true;
  if (c.req.header('dnt')?.trim() === '1' || c.req.header('sec-gpc')?.trim() === '1') return true;
  const purpose = `${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''}`;
  if (PREFETCH.test(purpose)) return true;
  return c.req.header('x-moz')?.trim().toLowerCase() === 'prefetch';
}

/**
 * Whether this request's view or event counts. The session is looked up only when a session
 * cookie is sent (readers get none), so a reader's request never touches the database here.
 */
export async function countable(c: Context, deps: AuthDeps): Promise<boolean> {
  if (refusedByHeaders(c)) return false;
  if (hasSessionCookie(c) && (await findSessionUser(c, deps))) return false;
  return true;
}
