/**
 * Security headers on every answer (app HTML, API, images, errors) and the request body limits.
 *
 * The policy allows scripts from this origin only: the app's bundles and the self-hosted TinyMCE
 * need no inline script and no eval; the one inline script, the theme set before the first paint,
 * is allowed by its hash on the pages that carry it (pages/routes.ts). Inline styles stay allowed (the editor,
 * framer-motion and the posts' text alignment set style attributes). Uploaded images keep their
 * own stricter `sandbox` policy (uploads/serve.ts), which this middleware never replaces.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isHttps } from './request';
import type { Settings } from '../settings';
import { formatBytes } from '../../src/contract/bytes';
import { HttpError } from './errors';

/**
 * The policy; `apiOrigin` (the app built to call a backend elsewhere, VITE_API_ORIGIN) is allowed
 * for calls and for the images it serves; `scriptHashes` (`sha256-…`) allow exact inline scripts.
 */
export function contentSecurityPolicy(
  apiOrigin = '',
  scriptHashes: readonly string[] = [],
): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Powerful features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(
  settings: Pick<Settings, 'trustProxyHttps' | 'apiOrigin'>,
): MiddlewareHandler {
  const policy = contentSecurityPolicy(settings.apiOrigin);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // The same as frame-ancestors 'none', for browsers that predate it.
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    // Only over https: sent over plain http it would be ignored, or pin a wrong promise.
    if (isHttps(c, settings)) headers.set('Strict-Transport-Security', HSTS);
  };
}

/** Form bodies (multipart or URL-encoded) carry the image; everything else is JSON or nothing. */
function isForm(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

/** Room for the text fields of a post (up to 500 000 characters of HTML) beside its image. */
export const FORM_TEXT_ALLOWANCE = 4 * 1024 * 1024;

/** A call's own limit for its body, and what a body over it is told. */
export interface CallLimit {
  maxSize: number;
  message: string;
}

/**
 * Request body limits by kind: forms get the upload limit plus room for the post's text, any
 * other body (JSON) `jsonMaxBytes`, and a call in `callLimits` (by its `q`: a restore's archive,
 * an import's file) its own. A declared Content-Length over the limit is refused at once; a
 * streamed body is counted while it arrives and refused as soon as it passes the limit. Both
 * answer 413 JSON. GET and HEAD are not looked at: nothing reads their body.
 */
export function requestBodyLimit(
  settings: Pick<Settings, 'uploadMaxBytes' | 'jsonMaxBytes'>,
  callLimits: Record<string, CallLimit> = {},
): MiddlewareHandler {
  const tooLarge = (message: string) => () => {
    throw new HttpError(413, message, { headers: { 'Cache-Control': 'no-store' } });
  };
  const limit = (
    maxSize: number,
    message = `The request is too large (at most ${formatBytes(maxSize)})`,
  ) => ({
    maxSize,
    streamed: bodyLimit({ maxSize, onError: tooLarge(message) }),
    refuse: tooLarge(message),
  });
  const forForms = limit(settings.uploadMaxBytes + FORM_TEXT_ALLOWANCE);
  const forJson = limit(settings.jsonMaxBytes);
  const forCalls = new Map(
    Object.entries(callLimits).map(([q, own]) => [q, limit(own.maxSize, own.message)]),
  );
  return (c, next) => {
    // Reads carry no body; asking for one would build a full Request object (costly under load).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const own = forCalls.size > 0 ? forCalls.get(c.req.query('q') ?? '') : undefined;
    const { maxSize, streamed, refuse } =
      own ?? (isForm(c.req.header('content-type')) ? forForms : forJson);
    // A declared length is judged from the header alone: Node's parser reads exactly that many
    // bytes, and building the body to look at it costs more than the rest of a beacon's work.
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(declared, 10) > maxSize) refuse();
      return next();
    }
    return streamed(c, next);
  };
}
