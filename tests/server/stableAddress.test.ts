/**
 * A post's address is fixed once readers could see it: the admin's read (`post&id=`) says so
 * (`went_live`), from its status and time while live, and from the first save after it went live
 * for good (moved back to draft, it still had readers and links).
 */
import { describe, expect, it } from 'vitest';
import { clockedTestApp, HOUR, START } from './helpers';

const t = clockedTestApp();

async function save(fields: Record<string, string>, id?: number) {
  const res = await t.admin('POST', id ? 'post-update' : 'posts', {
    form: {
      ...(id ? { id: String(id) } : {}),
      title: 'Derby preview',
      slug: 'derby-preview',
      excerpt: '',
      content: '<p>Kick-off at three.</p>',
      category_id: String(t.football),
      ...fields,
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return id ?? ((await res.json()) as { id: number }).id;
}

const wentLive = async (id: number) =>
  ((await (await t.admin('GET', 'post', { params: { id } })).json()) as { went_live?: boolean })
    .went_live;

describe('went_live on the admin read', () => {
  it('is false for a draft and true once the post is published', async () => {
    const id = await save({ status: 'draft' });
    expect(await wentLive(id)).toBe(false);
    await save({ status: 'published' }, id);
    expect(await wentLive(id)).toBe(true);
  });

  it('turns true for a scheduled post when its time comes, and stays after it goes back to draft', async () => {
    const id = await save({
      status: 'scheduled',
      published_at: new Date(START + HOUR).toISOString(),
    });
    expect(await wentLive(id)).toBe(false);
    t.clock = START + 2 * HOUR;
    expect(await wentLive(id)).toBe(true);
    await save({ status: 'draft', title: 'Derby preview (pulled)' }, id);
    expect(await wentLive(id)).toBe(true);
  });

  it('stays false for a scheduled post moved back to draft before its time', async () => {
    const id = await save({
      status: 'scheduled',
      published_at: new Date(START + HOUR).toISOString(),
    });
    await save({ status: 'draft' }, id);
    t.clock = START + 2 * HOUR;
    expect(await wentLive(id)).toBe(false);
  });
});
