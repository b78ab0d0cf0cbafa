/**
 * The audit log: every staff write that succeeded and every login, with who, what, which item,
 * when and from where; nothing for an autosave or a refused write; read by role; kept for the
 * retention period.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AUDIT_ACTIONS, type AuditAnswer } from '../../src/contract/auditCalls';
import { CALLS, type CallKey } from '../../src/contract/calls';
import { addCategory, DAY, makeTestApp, type TestApp } from './helpers';
import { addStaff } from './staff';

let t: TestApp;
let clock: number;
beforeEach(async () => {
  clock = Date.parse('2030-05-01T08:00:00Z');
  t = await makeTestApp({}, { freshAuth: true, now: () => new Date(clock) });
});
afterEach(() => t.close());

async function log(params: Record<string, string | number> = {}, cookie?: string) {
  const res = cookie
    ? await t.request('GET', 'audit-log', { params, cookie })
    : await t.admin('GET', 'audit-log', { params });
  expect(res.status).toBe(200);
  return (await res.json()) as AuditAnswer;
}

const brief = (answer: AuditAnswer) =>
  answer.entries.map((e) => [e.actor, e.action, e.item_kind, e.item_id, e.detail]);

describe('what the audit log records', () => {
  it('has words for every admin write of the contract (an autosave is not an entry: the save is)', () => {
    const writes = (Object.keys(CALLS) as CallKey[]).filter(
      (key) => CALLS[key].access === 'admin' && !key.startsWith('GET '),
    );
    expect(writes.filter((key) => !AUDIT_ACTIONS[key])).toEqual(['POST post-autosave']);
  });

  it('each write that succeeded: who, the call, the item, a detail, when and from where', async () => {
    const category = await addCategory(t, 'Cricket', 'cricket');
    const created = await t.admin('POST', 'posts', {
      form: {
        title: 'Ashes preview',
        slug: 'ashes',
        category_id: String(category),
        status: 'draft',
      },
    });
    const { id } = (await created.json()) as { id: number };
    await t.admin('POST', 'post-update', {
      form: {
        id: String(id),
        title: 'Ashes preview',
        slug: 'ashes',
        category_id: String(category),
        status: 'published',
      },
    });
    // Not worth an entry: an autosave; not done: a refused write.
    await t.admin('POST', 'post-autosave', { json: { post_id: id, title: 'Ashes' } });
    expect((await t.admin('POST', 'categories', { json: { name: '', slug: '' } })).status).toBe(
      400,
    );
    await t.admin('DELETE', 'post-delete', { params: { id } });

    const answer = await log();
    expect(brief(answer)).toEqual([
      ['admin', 'DELETE post-delete', 'post', String(id), ''],
      ['admin', 'POST post-update', 'post', String(id), 'Ashes preview · published'],
      ['admin', 'POST posts', 'post', String(id), 'Ashes preview · draft'],
      ['admin', 'POST categories', 'category', String(category), 'Cricket'],
      ['admin', 'login', 'session', '', ''],
    ]);
    expect(answer.total).toBe(5);
    expect(answer.entries[0]).toMatchObject({
      at: '2030-05-01T08:00:00.000Z',
      address: expect.any(String),
    });
  });

  it('logins and failed logins, with the name tried', async () => {
    await addStaff(t, 'author', 'asha@example.com');
    for (const username of ['asha@example.com', 'nobody']) {
      const res = await t.request('POST', 'login', {
        json: { username, password: 'wrong-password' },
      });
      expect(res.status).toBe(401);
    }
    expect(brief(await log({ kind: 'session' }))).toEqual([
      ['admin', 'login', 'session', '', ''],
      ['nobody', 'login failed', 'session', '', ''],
      ['asha@example.com', 'login failed', 'session', '', ''],
    ]);
  });

  it('staff changes and invitations name their item and what changed', async () => {
    const member = await addStaff(t, 'contributor', 'cara@example.com');
    await t.admin('POST', 'staff-role', { json: { id: member.id, role: 'author' } });
    await t.admin('POST', 'staff-suspend', { json: { id: member.id, suspended: true } });
    await t.admin('POST', 'staff-invite', {
      json: { name: 'Dev', email: 'dev@example.com', role: 'editor' },
    });
    expect(brief(await log({ limit: 3 }))).toEqual([
      ['admin', 'POST staff-invite', 'invitation', '1', 'Dev · editor'],
      ['admin', 'POST staff-suspend', 'staff', String(member.id), 'suspended'],
      ['admin', 'POST staff-role', 'staff', String(member.id), 'author'],
    ]);
  });
});

describe('who reads it', () => {
  it('an editor reads everyone’s entries and filters by person; a contributor only their own', async () => {
    const editor = await addStaff(t, 'editor');
    const contributor = await addStaff(t, 'contributor');
    const category = await addCategory(t);
    await t.request('POST', 'posts', {
      form: { title: 'Mine', slug: 'mine', category_id: String(category), status: 'draft' },
      cookie: contributor.cookie,
    });
    const all = await log({}, editor.cookie);
    expect(all.entries.map((e) => e.actor)).toEqual(['contributor', 'admin', 'admin']);
    expect((await log({ actor: contributor.id }, editor.cookie)).total).toBe(1);
    // Asking for someone else's changes nothing for a contributor.
    const own = await log({ actor: 1 }, contributor.cookie);
    expect(brief(own)).toEqual([['contributor', 'POST posts', 'post', '1', 'Mine · draft']]);
  });

  it('refuses bad filters with 400, and no call changes or deletes an entry', async () => {
    const bad: Record<string, string | number>[] = [
      { kind: 'everything' },
      { page: 0 },
      { limit: 1000 },
      { actor: 'x' },
    ];
    for (const params of bad) {
      expect((await t.admin('GET', 'audit-log', { params })).status).toBe(400);
    }
    const auditCalls = (Object.keys(CALLS) as CallKey[]).filter((key) => key.includes('audit'));
    expect(auditCalls).toEqual(['GET audit-log']);
  });

  it('pages newest first', async () => {
    for (let n = 1; n <= 3; n++) await addCategory(t, `C${n}`, `c${n}`);
    const second = await log({ limit: 2, page: 2 });
    expect(brief(second).map((e) => e[4])).toEqual(['C1', '']);
    expect(second.total).toBe(4);
  });
});

it('keeps entries for AUDIT_RETENTION_DAYS: older ones go at the next login', async () => {
  await t.close();
  t = await makeTestApp(
    { auditRetentionDays: 30 },
    { freshAuth: true, now: () => new Date(clock) },
  );
  await addCategory(t, 'Old', 'old');
  clock += 31 * DAY;
  const cookie = await t.login();
  expect(brief(await log({}, cookie))).toEqual([['admin', 'login', 'session', '', '']]);
});
