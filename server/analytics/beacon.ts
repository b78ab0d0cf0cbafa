/**
 * A beacon's body: `navigator.sendBeacon` sends a string as `text/plain` (no preflight), a fetch
 * may send `application/json`; either way a small JSON object. Anything else is refused before
 * much is read: another type (415), a body over `maxBytes` (413), not JSON or not an object (400).
 */
import type { Context } from 'hono';
import { HIT_MAX_BYTES } from '../../src/contract/analyticsCalls';
import { HttpError } from '../http/errors';

const TYPES = new Set(['text/plain', 'application/json']);

export async function readBeacon(
  c: Context,
  maxBytes = HIT_MAX_BYTES,
): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!TYPES.has(type)) {
    throw new HttpError(415, 'The body must be JSON, sent as text/plain or application/json');
  }
  const tooLarge = () => new HttpError(413, `The body must be at most ${maxBytes} bytes`);
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge();
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
