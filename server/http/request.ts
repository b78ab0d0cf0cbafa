/** What the auth code needs to know about a request: its scheme, its own origin, its sender. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

import type { Settings } from '../settings';

type ProxySetting = Pick<Settings, 'trustProxyHttps'>;

/** First value of a possibly comma-separated forwarding header, trimmed and lower-cased. */
function firstForwarded(c: Context, name: string): string | undefined {
  const value = c.req.header(name)?.split(',')[0]?.trim().toLowerCase();
  return value || undefined;
}

/** Served over https, directly or (when the proxy is trusted) behind a TLS-terminating proxy. */
export function isHttps(c: Context, settings?: ProxySetting): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return Boolean(settings?.trustProxyHttps) && firstForwarded(c, 'x-forwarded-proto') === 'https';
}

/**
 * The origin (scheme://host[:port]) the browser believes it is talking to. Behind a trusted proxy
 * that is the forwarded scheme and host, not the proxy-to-server hop.
 */
export function ownOrigin(c: Context, settings?: ProxySetting): string {
  const url = new URL(c.req.url);
  if (settings?.trustProxyHttps) {
    const proto = firstForwarded(c, 'x-forwarded-proto');
    const host = firstForwarded(c, 'x-forwarded-host');
    if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
    if (host) {
      // Setting `host` without a port keeps the old one (the proxy-to-server hop's): clear it.
      url.port = '';
      url.host = host;
    }
  }
  return url.origin;
}

/**
 * The address failed logins are counted against. Behind a trusted proxy the socket's peer is the
 * proxy itself (every client would share one lockout), so the address the proxy appended to
 * X-Forwarded-For (the last entry; earlier ones are whatever the client claimed) is used instead.
 * In-process tests have no socket: 'unknown'.
 */
export function clientAddress(c: Context, settings: ProxySetting): string {
  if (settings.trustProxyHttps) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests: no node socket behind the context.
    return 'unknown';
  }
}
