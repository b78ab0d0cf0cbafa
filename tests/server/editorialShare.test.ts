/**
 * Editorial workflow, previews and share links: the admin previews any post; a share link lets
 * someone without an account read one post until it expires (by the clock) or is revoked, never
 * cached and never indexed.
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  editorialPostSchema,
  postSchema,
  shareLinkCreatedAnswer,
  shareLinkSchema,
} from '../../src/contract/schemas';
import { addSponsoredDraft, clockedTestApp, DAY, snapshot, START } from './helpers';

const t = clockedTestApp();
let draft: number;

beforeEach(async () => {
  draft = await addSponsoredDraft(t, {
    content: '<p>For the advertiser.</p>',
    meta_title: 'Sponsored',
  });
});

type Json = Record<string, unknown>;

async function share(json: Record<string, unknown> = { post_id: draft }) {
  const res = await t.admin('POST', 'share-links', { json });
  return { res, body: (await res.json()) as Json };
}

const read = (token: string) => t.request('GET', 'shared-post', { params: { token } });

describe('GET q=post-preview', () => {
  it('answers a draft in the public shape plus its status, to the admin only', async () => {
    const res = await t.admin('GET', 'post-preview', { params: { id: draft } });
    expect(res.status).toBe(200);
    const post = editorialPostSchema.parse(await res.json());
    expect(post).toMatchObject({
      title: 'Sponsored preview',
      status: 'draft',
      category_slug: 'football',
      meta_title: 'Sponsored',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.request('GET', 'post-preview', { params: { id: draft } })).status).toBe(401);
    expect((await t.admin('GET', 'post-preview', { params: { id: 99 } })).status).toBe(404);
  });
});

describe('share links', () => {
  it('lets anyone with the token read the draft, never cached and never indexed', async () => {
    const { res, body } = await share();
    expect(res.status).toBe(200);
    const created = shareLinkCreatedAnswer.parse(body);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(created.expires_at).toBe(new Date(START + 7 * DAY).toISOString());

    const shared = await read(created.token);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    expect(shared.headers.get('x-robots-tag')).toBe('noindex');
    expect(shared.headers.get('etag')).toBeNull();
    const post = postSchema.parse(await shared.json());
    expect(post).toMatchObject({ id: draft, title: 'Sponsored preview' });
    // Readers still do not see it anywhere else.
    expect((await t.request('GET', 'post', { params: { slug: 'sponsored-preview' } })).status).toBe(
      404,
    );
  });

  it('keeps only a hash of the token', async () => {
    const { body } = await share();
    const { rows } = await t.deps.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM share_links',
    );
    const token = String(body.token);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('expires after the given number of days, by the clock', async () => {
    const token = String((await share({ post_id: draft, days: 2 })).body.token);
    t.clock = START + 2 * DAY - 1000;
    expect((await read(token)).status).toBe(200);
    t.clock = START + 2 * DAY;
    const expired = await read(token);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({ status: 'error', message: 'Post not found' });
    expect(expired.headers.get('x-robots-tag')).toBe('noindex');
    expect(expired.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 once revoked, and lists the links with their state', async () => {
    const first = shareLinkCreatedAnswer.parse((await share()).body);
    t.clock += 1000;
    const second = shareLinkCreatedAnswer.parse((await share({ post_id: draft, days: 30 })).body);
    const revoke = await t.admin('DELETE', 'share-link-delete', { params: { id: first.id } });
    expect(revoke.status).toBe(200);
    expect((await read(first.token)).status).toBe(404);
    expect((await read(second.token)).status).toBe(200);

    const res = await t.admin('GET', 'share-links', { params: { post_id: draft } });
    const links = shareLinkSchema.array().parse(await res.json());
    expect(links).toEqual([
      {
        id: second.id,
        created_at: new Date(START + 1000).toISOString(),
        expires_at: new Date(START + 1000 + 30 * DAY).toISOString(),
        revoked: false,
      },
      {
        id: first.id,
        created_at: new Date(START).toISOString(),
        expires_at: new Date(START + 7 * DAY).toISOString(),
        revoked: true,
      },
    ]);
    expect((await t.admin('DELETE', 'share-link-delete', { params: { id: 99 } })).status).toBe(404);
  });

  it('answers 404 for unknown and malformed tokens, in the usual error shape', async () => {
    await share();
    for (const token of ['', 'x', 'A'.repeat(43), 'A'.repeat(44), '../../etc', '%00']) {
      const res = await read(token);
      expect(res.status, token).toBe(404);
      expect(await res.json()).toEqual({ status: 'error', message: 'Post not found' });
    }
    expect((await t.request('GET', 'shared-post')).status).toBe(404);
  });

  it('dies with its post', async () => {
    const token = String((await share()).body.token);
    await t.admin('DELETE', 'post-delete', { params: { id: draft } });
    expect((await read(token)).status).toBe(404);
  });

  it.each([
    [{ post_id: 1, days: 0 }, 400, 'days must be a whole number from 1 to 30'],
    [{ post_id: 1, days: 31 }, 400, 'days must be a whole number from 1 to 30'],
    [{ post_id: 1, days: 1.5 }, 400, 'days must be a whole number from 1 to 30'],
    [{ days: 3 }, 400, 'post_id'],
    [{ post_id: 999 }, 404, 'Post not found'],
  ])('refuses %j and stores nothing', async (json, status, message) => {
    const before = await snapshot(t);
    const { res, body } = await share(json);
    expect(res.status).toBe(status);
    expect(String(body.message)).toContain(message);
    expect(await snapshot(t)).toEqual(before);
    expect((await t.deps.db.query('SELECT * FROM share_links')).rows).toEqual([]);
  });

  it('needs a session to make, list or revoke links', async () => {
    expect((await t.request('POST', 'share-links', { json: { post_id: draft } })).status).toBe(401);
    expect((await t.request('GET', 'share-links', { params: { post_id: draft } })).status).toBe(
      401,
    );
    expect((await t.request('DELETE', 'share-link-delete', { params: { id: 1 } })).status).toBe(
      401,
    );
  });
});
