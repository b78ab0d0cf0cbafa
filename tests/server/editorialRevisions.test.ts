/**
 * Editorial workflow, revision history: every save keeps a revision (at most 50 per post), a
 * restore is itself a new revision, and the server's autosave never changes what readers see.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  autosaveAnswer,
  editorialPostSchema,
  revisionRestoreAnswer,
  revisionSchema,
  revisionSummarySchema,
} from '../../src/contract/schemas';
import { REVISIONS_KEPT } from '../../server/resources/revisions';
import { addCategory, file, makeTestApp, pngBytes, snapshot, type TestApp } from './helpers';

const START = Date.parse('2026-03-01T10:00:00.000Z');
let clock: number;
let t: TestApp;
let football: number;

beforeEach(async () => {
  clock = START;
  t = await makeTestApp({}, { now: () => new Date((clock += 1000)) });
  football = await addCategory(t, 'Football', 'football');
});
afterEach(() => t.close());

type Json = Record<string, unknown>;

const base = () => ({
  title: 'Derby preview',
  slug: 'derby-preview',
  excerpt: 'Who wins?',
  content: '<p>First words.</p>',
  category_id: String(football),
});

async function create(extra: Record<string, string | Blob> = {}) {
  const res = await t.admin('POST', 'posts', { form: { ...base(), ...extra } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

async function update(id: number, extra: Record<string, string | Blob> = {}) {
  const res = await t.admin('POST', 'post-update', {
    form: { ...base(), id: String(id), ...extra },
  });
  expect(res.status).toBe(200);
}

async function revisions(postId: number) {
  const res = await t.admin('GET', 'post-revisions', { params: { post_id: postId } });
  expect(res.status).toBe(200);
  return revisionSummarySchema.array().parse(await res.json());
}

async function revision(id: number) {
  const res = await t.admin('GET', 'post-revision', { params: { id } });
  expect(res.status).toBe(200);
  return revisionSchema.parse(await res.json());
}

const readerView = async () =>
  (await t.request('GET', 'post', { params: { slug: 'derby-preview' } })).json() as Promise<Json>;

describe('revisions of saves', () => {
  it('keeps one per save, newest first, saying what changed since the one before', async () => {
    const id = await create();
    await update(id, { title: 'Derby preview: updated' });
    await update(id, {
      title: 'Derby preview: updated',
      content: '<p>Second words.</p>',
      meta_title: 'Derby meta',
    });
    const list = await revisions(id);
    expect(list.map((r) => [r.kind, r.changed])).toEqual([
      ['save', ['content', 'meta_title']],
      ['save', ['title']],
      ['save', ['title', 'excerpt', 'content', 'category_id', 'status', 'published_at']],
    ]);
    expect(list[0]!.status).toBe('published');
    const first = await revision(list[2]!.id);
    expect(first).toMatchObject({
      post_id: id,
      kind: 'save',
      title: 'Derby preview',
      content: '<p>First words.</p>',
      category_id: football,
      status: 'published',
    });
  });

  it(`keeps at most ${REVISIONS_KEPT} per post, dropping the oldest`, async () => {
    const id = await create();
    for (let i = 1; i <= REVISIONS_KEPT + 4; i++) await update(id, { title: `Title ${i}` });
    const list = await revisions(id);
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect((await revision(list[0]!.id)).title).toBe(`Title ${REVISIONS_KEPT + 4}`);
    expect((await revision(list.at(-1)!.id)).title).toBe('Title 5');
  });

  it('answers 404 for an unknown post or revision, and 401 without a session', async () => {
    expect((await t.admin('GET', 'post-revisions', { params: { post_id: 99 } })).status).toBe(404);
    expect((await t.admin('GET', 'post-revision', { params: { id: 99 } })).status).toBe(404);
    expect((await t.request('GET', 'post-revisions', { params: { post_id: 1 } })).status).toBe(401);
  });
});

describe('POST q=post-revision-restore', () => {
  it('gives the post an old revision back, slug and status kept, as a new revision', async () => {
    const id = await create();
    await update(id, {
      title: 'Rewritten',
      slug: 'derby-preview',
      content: '<p>Other words.</p>',
      status: 'draft',
    });
    const oldest = (await revisions(id)).at(-1)!;
    const res = await t.admin('POST', 'post-revision-restore', { json: { id: oldest.id } });
    expect(res.status).toBe(200);
    const answer = revisionRestoreAnswer.parse(await res.json());
    expect(answer.image_kept).toBe(false);

    const post = editorialPostSchema.parse(
      await (await t.admin('GET', 'post', { params: { id } })).json(),
    );
    expect(post).toMatchObject({
      title: 'Derby preview',
      content: '<p>First words.</p>',
      slug: 'derby-preview',
      status: 'draft',
    });
    const list = await revisions(id);
    expect(list.map((r) => r.kind)).toEqual(['restore', 'save', 'save']);
    expect(list[0]!.id).toBe(answer.revision_id);
    expect(list[0]!.changed).toEqual(['title', 'content']);
    // The rewritten version is still there to go back to.
    expect((await revision(list[1]!.id)).title).toBe('Rewritten');
  });

  it("keeps the post's image when the revision's image was deleted since", async () => {
    const id = await create({ image: file(await pngBytes()) });
    await update(id, { image: file(await pngBytes(10, 10)) });
    const current = ((await readerView()).image_path as string) ?? '';
    const oldest = (await revisions(id)).at(-1)!;
    const res = await t.admin('POST', 'post-revision-restore', { json: { id: oldest.id } });
    expect(revisionRestoreAnswer.parse(await res.json()).image_kept).toBe(true);
    expect((await readerView()).image_path).toBe(current);
  });

  it('refuses an unknown revision and changes nothing', async () => {
    await create();
    const before = await snapshot(t);
    const res = await t.admin('POST', 'post-revision-restore', { json: { id: 999 } });
    expect(res.status).toBe(404);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('POST q=post-autosave', () => {
  it('keeps the latest autosave since the last save and never changes what readers see', async () => {
    const id = await create();
    const reader = await readerView();
    const admin = await (await t.admin('GET', 'post', { params: { id } })).json();
    const before = await snapshot(t);

    for (const words of ['Draft one', 'Draft two']) {
      const res = await t.admin('POST', 'post-autosave', {
        json: { post_id: id, title: words, excerpt: '', content: `<p>${words}</p>` },
      });
      expect(res.status).toBe(200);
      const answer = autosaveAnswer.parse(await res.json());
      expect(answer).toMatchObject({ post_id: id, created: false });
      expect(Date.parse(answer.saved_at)).toBeGreaterThan(START);
    }
    expect(await snapshot(t)).toEqual(before);
    expect(await readerView()).toEqual(reader);
    // The admin form's post, and its updated_at (the conflict check), are unchanged too.
    expect(await (await t.admin('GET', 'post', { params: { id } })).json()).toEqual(admin);

    const list = await revisions(id);
    expect(list.map((r) => r.kind)).toEqual(['autosave', 'save']);
    expect((await revision(list[0]!.id)).title).toBe('Draft two');

    // After a save, the next autosave is a new one; the older one stays in the history.
    await update(id, { title: 'Saved' });
    await t.admin('POST', 'post-autosave', {
      json: { post_id: id, title: 'Draft three', content: '' },
    });
    expect((await revisions(id)).map((r) => r.kind)).toEqual([
      'autosave',
      'save',
      'autosave',
      'save',
    ]);
  });

  it('does not empty the public caches', async () => {
    const id = await create();
    await t.request('GET', 'posts');
    await t.admin('POST', 'post-autosave', { json: { post_id: id, title: 'x', content: '' } });
    expect((await t.request('GET', 'posts')).headers.get('x-cache')).toBe('HIT');
  });

  it('creates a never-saved post as a draft that readers cannot see, with a free slug', async () => {
    await create();
    const res = await t.admin('POST', 'post-autosave', {
      json: { title: 'Derby preview', content: '<p>Notes</p>', category_id: football },
    });
    expect(res.status).toBe(200);
    const answer = autosaveAnswer.parse(await res.json());
    expect(answer.created).toBe(true);
    const post = editorialPostSchema.parse(
      await (await t.admin('GET', 'post', { params: { id: answer.post_id } })).json(),
    );
    expect(post).toMatchObject({ slug: 'derby-preview-2', status: 'draft', published_at: null });
    expect((await t.request('GET', 'post', { params: { slug: 'derby-preview-2' } })).status).toBe(
      404,
    );
    expect((await revisions(answer.post_id)).map((r) => r.kind)).toEqual(['save']);
  });

  it.each([
    [{ content: '<p>x</p>', category_id: 1 }, 'title is required to save a new draft'],
    [{ title: 'New' }, 'category_id is required to save a new draft'],
    [{ title: 'New', category_id: 999 }, 'category_id does not match any category'],
    [{ post_id: 999, title: 'x' }, 'Post not found'],
    [{ post_id: 1, title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
  ])('refuses %j with a clear message and changes nothing', async (json, message) => {
    await create();
    const before = await snapshot(t);
    const revisionsBefore = (await t.deps.db.query('SELECT * FROM post_revisions')).rows;
    const res = await t.admin('POST', 'post-autosave', { json });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(((await res.json()) as Json).message).toContain(message);
    expect(await snapshot(t)).toEqual(before);
    expect((await t.deps.db.query('SELECT * FROM post_revisions')).rows).toEqual(revisionsBefore);
  });
});
