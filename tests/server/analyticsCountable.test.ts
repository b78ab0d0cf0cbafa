/**
 * Who is counted (server/analytics/countable.ts): a person's browser; not bots, not a request
 * without a user agent, not DNT or GPC, not a prefetch or prerender, not staff signed in.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { countable } from '../../server/analytics/countable';
import { freshTestApp } from './helpers';

const t = freshTestApp();

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function counted(headers: Record<string, string>): Promise<boolean> {
  const app = new Hono();
  app.get('/', async (c) => c.json(await countable(c, t.deps)));
  return (await app.request('/', { headers })).json() as Promise<boolean>;
}

describe('countable', () => {
  it('counts a normal browser', async () => {
    expect(await counted({ 'User-Agent': BROWSER })).toBe(true);
  });

  it('does not count bots, nor a request without a user agent', async () => {
    expect(await counted({ 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).toBe(
      false,
    );
    expect(await counted({ 'User-Agent': 'curl/8.5.0' })).toBe(false);
    expect(await counted({ 'User-Agent': 'HeadlessChrome/120.0' })).toBe(false);
    expect(await counted({})).toBe(false);
    expect(await counted({ 'User-Agent': '  ' })).toBe(false);
  });

  it('honours Do Not Track and Global Privacy Control', async () => {
    expect(await counted({ 'User-Agent': BROWSER, DNT: '1' })).toBe(false);
    expect(await counted({ 'User-Agent': BROWSER, 'Sec-GPC': '1' })).toBe(false);
    expect(await counted({ 'User-Agent': BROWSER, DNT: '0' })).toBe(true);
  });

  it('does not count prefetches and prerenders', async () => {
    expect(await counted({ 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' })).toBe(false);
    expect(await counted({ 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch;prerender' })).toBe(
      false,
    );
    expect(await counted({ 'User-Agent': BROWSER, Purpose: 'prefetch' })).toBe(false);
    expect(await counted({ 'User-Agent': BROWSER, 'X-Moz': 'prefetch' })).toBe(false);
  });

  it('does not count staff with a valid session, but counts a stale or forged cookie', async () => {
    const cookie = await t.login();
    expect(await counted({ 'User-Agent': BROWSER, Cookie: cookie })).toBe(false);
    expect(await counted({ 'User-Agent': BROWSER, Cookie: `sid=${'a'.repeat(43)}` })).toBe(true);
    await t.request('POST', 'logout', { cookie });
    expect(await counted({ 'User-Agent': BROWSER, Cookie: cookie })).toBe(true);
  });
});
