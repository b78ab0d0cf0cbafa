/**
 * The responsible-gambling texts (q=site-texts): public to read and cached, the admin's to set;
 * a refused field changes nothing; each save empties the public cache.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '../../src/contract/calls';
import { NO_SITE_TEXTS } from '../../src/contract/siteTexts';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const read = async () => {
  const res = await t.request('GET', 'site-texts');
  expect(res.status).toBe(200);
  return CALLS['GET site-texts'].answer.parse(await res.json());
};

describe('q=site-texts', () => {
  it("answers every text empty (the app's defaults) until the admin sets one", async () => {
    expect(await read()).toEqual(NO_SITE_TEXTS);
  });

  it('keeps what the admin sets, trimmed, leaves the fields not sent alone, and answers them', async () => {
    await t.admin('POST', 'site-texts', { json: { strip_note: 'Old note' } });
    const res = await t.admin('POST', 'site-texts', {
      json: { help_label: '  Get help now ', help_url: 'https://help.example/gambling' },
    });
    expect(res.status).toBe(200);
    const expected = {
      ...NO_SITE_TEXTS,
      help_label: 'Get help now',
      help_url: 'https://help.example/gambling',
      strip_note: 'Old note',
    };
    expect(CALLS['POST site-texts'].answer.parse(await res.json())).toEqual({
      status: 'success',
      message: 'Texts saved',
      texts: expected,
    });
    expect(await read()).toEqual(expected);
  });

  it('serves the texts from the public cache, and a save empties it', async () => {
    await read();
    expect((await t.request('GET', 'site-texts')).headers.get('x-cache')).toBe('HIT');
    await t.admin('POST', 'site-texts', { json: { box_note: 'Bet with care.' } });
    const after = await t.request('GET', 'site-texts');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(((await after.json()) as { box_note: string }).box_note).toBe('Bet with care.');
  });

  it.each([
    [
      { help_url: 'javascript:alert(1)' },
      'Help link address must be an http:// or https:// address',
    ],
    [
      { helpline_url: 'ftp://files.example/' },
      'Helpline link address must be an http:// or https:// address',
    ],
    [{ help_label: 'x'.repeat(61) }, 'Help link text must be at most 60 characters'],
    [{ box_note: 'x'.repeat(401) }, 'Post disclaimer note must be at most 400 characters'],
    [{ strip_note: 'two\nlines' }, 'Footer note must be a single line of plain text'],
    [{ strip_note: 42 }, 'Footer note must be text'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses %j with a 400 naming the problem, and changes nothing', async (json, message) => {
    await t.admin('POST', 'site-texts', { json: { help_label: 'Kept' } });
    const res = await t.admin('POST', 'site-texts', {
      json: { helpline_label: 'Not saved', ...json },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
    expect(await read()).toEqual({ ...NO_SITE_TEXTS, help_label: 'Kept' });
  });

  it('needs the admin to set them', async () => {
    const res = await t.request('POST', 'site-texts', { json: { help_label: 'Defaced' } });
    expect(res.status).toBe(401);
    expect(await read()).toEqual(NO_SITE_TEXTS);
  });
});
