/**
 * The owner deletes a staff member: their posts (and anything else that names them as its own)
 * go to the member the owner chose, then the account goes, in one transaction, so nothing is
 * lost. The owner never deletes themself (nor so the last owner), and the receiver must be
 * another, existing member.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { addCategory, addPost, makeTestApp, snapshot, type TestApp } from './helpers';
import { addStaff, type StaffMember } from './staff';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({}, { freshAuth: true });
});
afterEach(() => t.close());

const remove = (id: unknown, posts_to?: unknown, cookie?: string) =>
  t.request('DELETE', 'staff-member', {
    params: { id: String(id), ...(posts_to === undefined ? {} : { posts_to: String(posts_to) }) },
    ...(cookie ? { cookie } : {}),
  });

async function asOwner(id: unknown, posts_to?: unknown) {
  const res = await remove(id, posts_to, await t.login());
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

/** `n` posts written by `author`, each with its revisions and a share link. */
async function postsBy(author: StaffMember, n: number): Promise<number[]> {
  const category = await addCategory(t, `Cat ${author.id}`, `cat-${author.id}`);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = await addPost(t, { title: `Post ${author.id} ${i}`, category_id: category });
    await t.admin('POST', 'share-links', { json: { post_id: id } });
    ids.push(id);
  }
  await t.deps.db.query('UPDATE posts SET author_id = $2 WHERE id = ANY($1)', [ids, author.id]);
  return ids;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.deps.db.query<{ n: number }>(sql, params);
  return rows[0]!.n;
}

const exists = (id: number) =>
  count('SELECT count(*)::int AS n FROM admin_users WHERE id = $1', [id]);

describe('deleting a staff member', () => {
  it('hands every post, with its revisions and share links, to the chosen member, then deletes the account', async () => {
    const author = await addStaff(t, 'author', 'asha');
    const editor = await addStaff(t, 'editor', 'ben');
    await t.deps.db.query("UPDATE admin_users SET display_name = 'Ben Ade' WHERE id = $1", [
      editor.id,
    ]);
    const posts = await postsBy(author, 3);
    const before = {
      posts: await count('SELECT count(*)::int AS n FROM posts'),
      revisions: await count('SELECT count(*)::int AS n FROM post_revisions'),
      links: await count('SELECT count(*)::int AS n FROM share_links'),
    };
    // Something the author did, in the log under their name (as it was then: 'asha').
    await t.request('POST', 'account', {
      json: { display_name: 'Asha Rao', bio: '' },
      cookie: author.cookie,
    });

    const res = await asOwner(author.id, editor.id);
    expect(res).toEqual({
      status: 200,
      message: "Asha Rao's account deleted. Their 3 posts are now Ben Ade's.",
    });
    expect(await exists(author.id)).toBe(0);
    const { rows } = await t.deps.db.query<{ id: number; author_id: number }>(
      'SELECT id, author_id FROM posts WHERE id = ANY($1) ORDER BY id',
      [posts],
    );
    expect(rows).toEqual(posts.map((id) => ({ id, author_id: editor.id })));
    expect({
      posts: await count('SELECT count(*)::int AS n FROM posts'),
      revisions: await count('SELECT count(*)::int AS n FROM post_revisions'),
      links: await count('SELECT count(*)::int AS n FROM share_links'),
    }).toEqual(before);
    // Their session went with the account.
    expect((await t.request('GET', 'admin-posts', { cookie: author.cookie })).status).toBe(401);

    // The log still says who did what: the name it wrote, and who deleted whom.
    const log = await t.deps.db.query<Record<string, unknown>>(
      `SELECT actor_id, actor_name, action, item_id, detail FROM audit_log
       WHERE action IN ('POST account', 'DELETE staff-member') ORDER BY id`,
    );
    expect(log.rows).toEqual([
      expect.objectContaining({ actor_id: null, actor_name: 'asha', action: 'POST account' }),
      expect.objectContaining({
        actor_name: 'admin',
        action: 'DELETE staff-member',
        item_id: String(author.id),
        detail: 'Asha Rao · posts to Ben Ade',
      }),
    ]);
  });

  it('needs someone to receive the posts when there are any, and says how many; nothing changes without', async () => {
    const author = await addStaff(t, 'author', 'asha');
    await postsBy(author, 2);
    const before = await snapshot(t);
    expect(await asOwner(author.id)).toEqual({
      status: 400,
      message: 'asha has 2 posts: choose who receives them',
    });
    expect(await exists(author.id)).toBe(1);
    expect(await snapshot(t)).toEqual(before);
  });

  it('deletes someone without posts with no receiver', async () => {
    const contributor = await addStaff(t, 'contributor', 'cleo');
    expect(await asOwner(contributor.id)).toEqual({
      status: 200,
      message: "cleo's account deleted.",
    });
    expect(await exists(contributor.id)).toBe(0);
  });

  it('refuses a receiver that is the member, does not exist or is not an id (400), and changes nothing', async () => {
    const author = await addStaff(t, 'author', 'asha');
    await postsBy(author, 1);
    const before = await snapshot(t);
    expect(await asOwner(author.id, author.id)).toEqual({
      status: 400,
      message: 'Choose someone else to receive their posts',
    });
    expect(await asOwner(author.id, 999_999)).toEqual({
      status: 400,
      message: 'The staff member chosen to receive the posts does not exist',
    });
    const notAnId = await asOwner(author.id, 'abc');
    expect(notAnId.status).toBe(400);
    expect(notAnId.message).toContain('posts_to must be a number');
    expect((await asOwner('abc')).status).toBe(400);
    expect((await asOwner(999_999)).status).toBe(404);
    expect(await exists(author.id)).toBe(1);
    expect(await snapshot(t)).toEqual(before);
  });

  it('the owner cannot delete themself (the last owner stays), and only the owner deletes', async () => {
    const owner = await t.login();
    const ownerId = Number(
      (await t.deps.db.query<{ id: number }>("SELECT id FROM admin_users WHERE username = 'admin'"))
        .rows[0]!.id,
    );
    const editor = await addStaff(t, 'editor', 'ben');
    const author = await addStaff(t, 'author', 'asha');
    const self = await remove(ownerId, editor.id, owner);
    expect([self.status, ((await self.json()) as { message: string }).message]).toEqual([
      409,
      'You cannot delete your own account',
    ]);
    const byEditor = await remove(author.id, undefined, editor.cookie);
    expect([byEditor.status, ((await byEditor.json()) as { message: string }).message]).toEqual([
      403,
      'Your role (Editor) lacks the right to manage staff and site settings',
    ]);
    expect(await exists(ownerId)).toBe(1);
    expect(await exists(author.id)).toBe(1);

    // Another owner may go: one is left.
    const second = await addStaff(t, 'owner', 'second-owner');
    expect((await asOwner(second.id)).status).toBe(200);
  });

  it('hands over whatever else names them as its own, a table added later too', async () => {
    const author = await addStaff(t, 'author', 'asha');
    const editor = await addStaff(t, 'editor', 'ben');
    await t.deps.db.exec(
      `CREATE TABLE test_notes (id serial PRIMARY KEY, owner_id integer REFERENCES admin_users (id))`,
    );
    try {
      await t.deps.db.query('INSERT INTO test_notes (owner_id) VALUES ($1), ($1)', [author.id]);
      expect(await asOwner(author.id)).toEqual({
        status: 400,
        message: 'Choose who receives what asha made',
      });
      expect((await asOwner(author.id, editor.id)).status).toBe(200);
      const { rows } = await t.deps.db.query('SELECT owner_id FROM test_notes');
      expect(rows).toEqual([{ owner_id: editor.id }, { owner_id: editor.id }]);
    } finally {
      await t.deps.db.exec('DROP TABLE test_notes');
    }
  });
});
