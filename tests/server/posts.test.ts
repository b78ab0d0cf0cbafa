import { describe, expect, it } from 'vitest';
import { postSchema } from '../../src/contract/schemas';
import { addCategory, addPost, file, freshTestApp, pngBytes, snapshot } from './helpers';

const t = freshTestApp();

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json & Json[];

function postForm(fields: Record<string, string | Blob> = {}) {
  return {
    title: 'Derby Day Preview',
    slug: 'derby-day-preview',
    excerpt: 'Who wins the derby?',
    content: '<p>It will be close.</p>',
    category_id: String(t.football),
    ...fields,
  };
}

describe('GET q=posts', () => {
  it('answers every post, newest first, in the contract shape with category name and slug', async () => {
    let clock = Date.parse('2026-01-01T10:00:00.000Z');
    await t.restart({}, { now: () => new Date((clock += 60_000)) });
    await addPost(t, { title: 'Older', category_id: t.football });
    await addPost(t, { title: 'Newer', category_id: t.football });

    const res = await t.request('GET', 'posts');
    expect(res.status).toBe(200);
    const posts = await json(res);
    expect(posts.map((p) => p.title)).toEqual(['Newer', 'Older']);
    for (const post of posts) expect(postSchema.parse(post)).toEqual(post);
    expect(posts[0]).toMatchObject({
      category_id: t.football,
      category_name: 'Football',
      category_slug: 'football',
      image_path: null,
    });
    expect(posts[0]!.created_at).toMatch(/^2026-01-01T10:\d\d:00\.000Z$/);
    expect(posts[0]!.posted_at).toBe(posts[0]!.created_at);
    expect(res.headers.get('x-total-count')).toBeNull();
  });

  it('answers an empty array when there are no posts', async () => {
    const res = await t.request('GET', 'posts');
    expect(await res.json()).toEqual([]);
  });

  it('answers one page and X-Total-Count with page and limit', async () => {
    for (let i = 1; i <= 5; i++) await addPost(t, { title: `Post ${i}`, category_id: t.football });
    const res = await t.request('GET', 'posts', { params: { page: 2, limit: 2 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('5');
    expect((await json(res)).map((p) => p.title)).toEqual(['Post 3', 'Post 2']);

    const beyond = await t.request('GET', 'posts', { params: { page: 9, limit: 2 } });
    expect(await beyond.json()).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('5');
  });

  it.each([
    [{ page: 0, limit: 2 }, 'page'],
    [{ page: 1, limit: 0 }, 'limit'],
    [{ page: 1, limit: 101 }, 'limit'],
    [{ page: 'two', limit: 2 }, 'page'],
  ])('refuses pagination %o with a 400 naming %s', async (params, field) => {
    const res = await t.request('GET', 'posts', { params });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ status: 'error' });
    expect((await t.request('GET', 'posts', { params })).status).toBe(400);
    const body = await json(await t.request('GET', 'posts', { params }));
    expect(String(body.message)).toContain(field);
  });
});

describe('GET q=post', () => {
  it('answers the post of a slug', async () => {
    await addPost(t, { title: 'Derby Day', slug: 'derby-day', category_id: t.football });
    const res = await t.request('GET', 'post', { params: { slug: 'derby-day' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ slug: 'derby-day', title: 'Derby Day' });
  });

  it('answers 404 "Post not found" for an unknown slug', async () => {
    const res = await t.request('GET', 'post', { params: { slug: 'nope' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'Post not found' });
  });

  it('refuses a missing slug with 400', async () => {
    const res = await t.request('GET', 'post');
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('slug is required');
  });

  it('answers the admin form a post by id, with a session only', async () => {
    const id = await addPost(t, { title: 'By Id', category_id: t.football });
    expect((await t.request('GET', 'post', { params: { id } })).status).toBe(401);
    const res = await t.admin('GET', 'post', { params: { id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toMatchObject({ id, title: 'By Id', category_id: t.football });
    expect((await t.admin('GET', 'post', { params: { id: 999 } })).status).toBe(404);
    const bad = await t.admin('GET', 'post', { params: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toContain('id');
  });
});

describe('GET q=category-posts', () => {
  it("answers {posts} with the category's posts only", async () => {
    const poker = await addCategory(t, 'Poker', 'poker');
    await addPost(t, { title: 'Kick off', category_id: t.football });
    await addPost(t, { title: 'All in', category_id: poker });
    const res = await t.request('GET', 'category-posts', { params: { slug: 'poker' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { posts: Json[] };
    expect(body.posts.map((p) => p.title)).toEqual(['All in']);
  });

  it('answers {posts: []} for a category without posts', async () => {
    const res = await t.request('GET', 'category-posts', { params: { slug: 'football' } });
    expect(await res.json()).toEqual({ posts: [] });
  });

  it('answers 404 with an empty posts list for an unknown category', async () => {
    const res = await t.request('GET', 'category-posts', { params: { slug: 'nope' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'Category not found', posts: [] });
  });

  it('pages with page and limit', async () => {
    for (let i = 1; i <= 3; i++) await addPost(t, { title: `P${i}`, category_id: t.football });
    const res = await t.request('GET', 'category-posts', {
      params: { slug: 'football', page: 1, limit: 2 },
    });
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(((await res.json()) as { posts: Json[] }).posts).toHaveLength(2);
  });
});

describe('POST q=posts', () => {
  it('creates a post from multipart fields and answers {status, message}', async () => {
    const res = await t.admin('POST', 'posts', { form: postForm() });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ status: 'success', message: 'Post added successfully' });
    expect(typeof body.id).toBe('number');
    const post = await json(
      await t.request('GET', 'post', { params: { slug: 'derby-day-preview' } }),
    );
    expect(post).toMatchObject({
      title: 'Derby Day Preview',
      excerpt: 'Who wins the derby?',
      content: '<p>It will be close.</p>',
      category_id: t.football,
    });
  });

  it('stores an uploaded image and answers its path on the post', async () => {
    const res = await t.admin('POST', 'posts', {
      form: postForm({ image: file(await pngBytes(), 'cover.png') }),
    });
    expect(res.status).toBe(200);
    const post = await json(
      await t.request('GET', 'post', { params: { slug: 'derby-day-preview' } }),
    );
    expect(post.image_path).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);
    const image = await t.app.request(`/backend/public/${String(post.image_path)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('ignores fields the call does not take (id, created_at)', async () => {
    const res = await t.admin('POST', 'posts', {
      form: postForm({ id: '777', created_at: '2000-01-01T00:00:00Z' }),
    });
    expect(res.status).toBe(200);
    const post = await json(
      await t.request('GET', 'post', { params: { slug: 'derby-day-preview' } }),
    );
    expect(post.id).not.toBe(777);
    expect(post.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('sanitises the content on write', async () => {
    await t.admin('POST', 'posts', {
      form: postForm({
        content:
          '<p onclick="steal()">Hi<script>alert(1)</script></p><table><tr><td>1</td></tr></table>',
      }),
    });
    const post = await json(
      await t.request('GET', 'post', { params: { slug: 'derby-day-preview' } }),
    );
    expect(post.content).toBe('<p>Hi</p><table><tr><td>1</td></tr></table>');
  });

  it.each([
    [{ title: '' }, 'title is required'],
    [{ title: '   ' }, 'title is required'],
    [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
    [{ slug: '' }, 'slug is required'],
    [{ slug: 'Not A Slug!' }, 'slug may contain only lowercase letters, digits and hyphens'],
    [{ slug: 'a'.repeat(201) }, 'slug must be at most 200 characters'],
    [{ excerpt: 'x'.repeat(1001) }, 'excerpt must be at most 1000 characters'],
    [{ category_id: '' }, 'category_id'],
    [{ category_id: 'abc' }, 'category_id'],
    [{ category_id: '-3' }, 'category_id'],
  ])('refuses %o with 400 naming the field', async (fields, message) => {
    const before = await snapshot(t);
    const res = await t.admin('POST', 'posts', { form: postForm(fields) });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.status).toBe('error');
    expect(String(body.message)).toContain(message);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a missing field with 400 naming it', async () => {
    const form = postForm();
    delete (form as Partial<typeof form>).title;
    const res = await t.admin('POST', 'posts', { form });
    expect(res.status).toBe(400);
    expect(String((await json(res)).message)).toContain('title');
  });

  it('refuses content over 500 000 characters with 400 (or 413 beyond the body limit)', async () => {
    const res = await t.admin('POST', 'posts', {
      form: postForm({ content: 'x'.repeat(500_001) }),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('content must be at most 500000 characters');
  });

  it('refuses a text field sent as a file with 400', async () => {
    const res = await t.admin('POST', 'posts', {
      form: postForm({ title: file('hello', 'a.txt', 'text/plain') }),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('title must be text');
  });

  it('refuses an unknown category with 400 and stores nothing', async () => {
    const before = await snapshot(t);
    const res = await t.admin('POST', 'posts', {
      form: postForm({ category_id: '999', image: file(await pngBytes()) }),
    });
    expect(res.status).toBe(400);
    expect(String((await json(res)).message)).toContain('category_id');
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a slug already used with 409 and a clear message, storing no image', async () => {
    await t.admin('POST', 'posts', { form: postForm() });
    const before = await snapshot(t);
    const res = await t.admin('POST', 'posts', {
      form: postForm({ title: 'Other', image: file(await pngBytes()) }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'A post with the slug "derby-day-preview" already exists. Choose another slug.',
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.admin('POST', 'posts', { json: postForm() });
    expect(res.status).toBe(415);
  });
});

describe('POST q=post-update', () => {
  async function loaded(slug = 'derby-day-preview') {
    return json(await t.request('GET', 'post', { params: { slug } }));
  }

  it('updates every field and keeps the image when none is sent (existingImage)', async () => {
    await t.admin('POST', 'posts', { form: postForm({ image: file(await pngBytes()) }) });
    const post = await loaded();
    const poker = await addCategory(t, 'Poker', 'poker');
    const res = await t.admin('POST', 'post-update', {
      form: {
        id: String(post.id),
        title: 'Renamed',
        slug: 'renamed',
        excerpt: 'New excerpt',
        content: '<p>New</p>',
        category_id: String(poker),
        existingImage: String(post.image_path),
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'success',
      message: 'Post updated successfully',
    });
    const updated = await loaded('renamed');
    expect(updated).toMatchObject({
      id: post.id,
      title: 'Renamed',
      excerpt: 'New excerpt',
      content: '<p>New</p>',
      category_slug: 'poker',
      image_path: post.image_path,
      created_at: post.created_at,
    });
    expect(Date.parse(String(updated.updated_at))).toBeGreaterThan(
      Date.parse(String(post.updated_at)),
    );
  });

  it('refuses an unknown id with 404 and a missing id with 400', async () => {
    const res = await t.admin('POST', 'post-update', { form: postForm({ id: '999' }) });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Post not found');
    const missing = await t.admin('POST', 'post-update', { form: postForm() });
    expect(missing.status).toBe(400);
    expect(String((await json(missing)).message)).toContain('id');
  });

  it('refuses the slug of another post with 409 and changes nothing', async () => {
    await t.admin('POST', 'posts', { form: postForm() });
    const other = await addPost(t, { title: 'Other', slug: 'other', category_id: t.football });
    const before = await snapshot(t);
    const res = await t.admin('POST', 'post-update', {
      form: postForm({ id: String(other), title: 'Other', image: file(await pngBytes()) }),
    });
    expect(res.status).toBe(409);
    expect(await snapshot(t)).toEqual(before);
  });

  it('keeps its own slug without a conflict', async () => {
    await t.admin('POST', 'posts', { form: postForm() });
    const post = await loaded();
    const res = await t.admin('POST', 'post-update', {
      form: postForm({ id: String(post.id), title: 'Same slug' }),
    });
    expect(res.status).toBe(200);
  });

  it('accepts the updated_at it loaded and refuses an older one with 409', async () => {
    await t.admin('POST', 'posts', { form: postForm() });
    const post = await loaded();
    /** An edit by someone who loaded the post when it was first created. */
    const edit = (title: string) =>
      t.admin('POST', 'post-update', {
        form: postForm({ id: String(post.id), title, updated_at: String(post.updated_at) }),
      });
    expect((await edit('First edit')).status).toBe(200);
    const before = await snapshot(t);
    const stale = await edit('Second edit');
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toBe(
      'This post was changed by someone else since you opened it. Reload to see the latest version.',
    );
    expect(await snapshot(t)).toEqual(before);
    const invalid = await t.admin('POST', 'post-update', {
      form: postForm({ id: String(post.id), updated_at: 'yesterday' }),
    });
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).message).toBe('updated_at must be a date and time');
  });
});

describe('DELETE q=post-delete', () => {
  it('deletes the post and answers {status, message}', async () => {
    const id = await addPost(t, { title: 'Gone', category_id: t.football });
    const res = await t.admin('DELETE', 'post-delete', { params: { id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: 'Post deleted successfully' });
    expect(await t.request('GET', 'posts').then((r) => r.json())).toEqual([]);
  });

  it('removes the deleted post from the popular list', async () => {
    const a = await addPost(t, { title: 'A', category_id: t.football });
    const b = await addPost(t, { title: 'B', category_id: t.football });
    await t.admin('POST', 'popular-save', { json: { post_ids: [a, b] } });
    await t.admin('DELETE', 'post-delete', { params: { id: a } });
    const popular = await json(await t.request('GET', 'popular'));
    expect(popular.map((p) => p.id)).toEqual([b]);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await t.admin('DELETE', 'post-delete', { params: { id: 42 } })).status).toBe(404);
    const res = await t.admin('DELETE', 'post-delete');
    expect(res.status).toBe(400);
    expect(String((await json(res)).message)).toContain('id');
  });

  it('is refused when sent as GET (405)', async () => {
    const id = await addPost(t, { title: 'Stays', category_id: t.football });
    const res = await t.admin('GET', 'post-delete', { params: { id } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE');
    expect(await t.request('GET', 'posts').then((r) => r.json())).toHaveLength(1);
  });
});

describe('q=post-update answers the version it saved', () => {
  it('answers the saved updated_at and image_path, so a form that stays open saves again without a conflict', async () => {
    const added = await json(
      await t.admin('POST', 'posts', { form: postForm({ image: file(await pngBytes()) }) }),
    );
    const loaded = await json(await t.admin('GET', 'post', { params: { id: Number(added.id) } }));

    const first = await t.admin('POST', 'post-update', {
      form: postForm({
        id: String(added.id),
        title: 'First edit',
        existingImage: String(loaded.image_path),
        updated_at: String(loaded.updated_at),
      }),
    });
    expect(first.status).toBe(200);
    const saved = await json(first);
    expect(saved).toMatchObject({ status: 'success', image_path: loaded.image_path });
    expect(Date.parse(String(saved.updated_at))).toBeGreaterThan(
      Date.parse(String(loaded.updated_at)),
    );
    const now = await json(await t.admin('GET', 'post', { params: { id: Number(added.id) } }));
    expect(saved.updated_at).toBe(now.updated_at);

    // The next save, with the answer's updated_at, is no conflict.
    const second = await t.admin('POST', 'post-update', {
      form: postForm({
        id: String(added.id),
        title: 'Second edit',
        image: file(await pngBytes()),
        updated_at: String(saved.updated_at),
      }),
    });
    expect(second.status).toBe(200);
    const again = await json(second);
    expect(again.image_path).not.toBe(loaded.image_path);
    expect(typeof again.image_path).toBe('string');
  });
});
