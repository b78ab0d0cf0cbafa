/**
 * The demo predictions: about 40 picks in the seeded football and cricket previews, each
 * published before its kickoff, most settled, one voided with its reason, a few upcoming, over
 * several months, and a record (computed by the database) that is recordOf's over them, with a
 * modest positive yield. The blocks in the posts' HTML are those of the table: saving a seeded
 * post unchanged is accepted and changes no pick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  predictionRecordAnswer,
  predictionsAnswer,
  type PredictionRecordAnswer,
} from '../../src/contract/predictionCalls';
import type { PickResult } from '../../src/contract/predictionMarks';
import { recordOf } from '../../src/features/predictions/lib/record';
import { seedDemoContent } from '../../server/db/seed/seed';
import { predictionBlocks } from '../../server/html/predictionBlocks';
import { answerFigures } from '../fixtures/predictionRecord';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let record: PredictionRecordAnswer;

beforeAll(async () => {
  t = await makeTestApp();
  expect(await seedDemoContent(t.deps)).toBe(true);
  const res = await t.request('GET', 'prediction-record');
  expect(res.status).toBe(200);
  record = predictionRecordAnswer.parse(await res.json());
}, 180_000);
afterAll(() => t.close());

interface Row {
  id: string;
  post_id: number;
  slug: string;
  category: string;
  kickoff: Date;
  posted_at: Date;
  result: PickResult | null;
  odds: number;
  stake: number;
  void_reason: string;
}

const rows = async () =>
  (
    await t.deps.db.query<Row>(
      `SELECT pr.id, pr.post_id, p.slug, c.slug AS category, pr.kickoff, p.posted_at, pr.result,
         pr.odds::float8 AS odds, pr.stake::float8 AS stake, pr.void_reason
       FROM predictions pr JOIN posts p ON p.id = pr.post_id
       JOIN categories c ON c.id = p.category_id
       ORDER BY pr.kickoff, pr.id`,
    )
  ).rows;

describe('the seeded predictions', () => {
  it('are about 40 picks of football and cricket previews, each made before its kickoff', async () => {
    const picks = await rows();
    expect(picks.length).toBeGreaterThanOrEqual(36);
    expect(picks.length).toBeLessThanOrEqual(45);
    expect(new Set(picks.map((p) => p.category))).toEqual(new Set(['football', 'cricket']));
    const now = Date.now();
    for (const pick of picks) {
      expect(pick.kickoff.getTime(), pick.id).toBeGreaterThan(pick.posted_at.getTime());
      // Settled picks are past; the others are upcoming.
      if (pick.result) expect(pick.kickoff.getTime(), pick.id).toBeLessThan(now);
      else expect(pick.kickoff.getTime(), pick.id).toBeGreaterThan(now);
    }
    const voided = picks.filter((p) => p.void_reason !== '');
    expect(voided).toHaveLength(1);
    expect(voided[0]!.result).toBe('void');
    expect(picks.filter((p) => p.result === null).length).toBeGreaterThanOrEqual(3);
  });

  it("match the blocks in their posts' HTML, which save again unchanged", async () => {
    const picks = await rows();
    const { rows: posts } = await t.deps.db.query<{ id: number; content: string }>(
      'SELECT id, content FROM posts WHERE id = ANY($1) ORDER BY id',
      [[...new Set(picks.map((p) => p.post_id))]],
    );
    for (const post of posts) {
      const blocks = predictionBlocks(post.content).predictions.map((p) => p.id);
      const stored = picks.filter((p) => p.post_id === post.id).map((p) => p.id);
      expect(blocks.sort()).toEqual(stored.sort());
    }
    const before = await t.deps.db.query('SELECT * FROM predictions ORDER BY id');
    const northbridge = posts.find((p) => p.content.includes('Northbridge FC go into'))!;
    const res = await t.admin('POST', 'post-update', {
      form: {
        id: String(northbridge.id),
        title: 'Northbridge FC vs Harlow Athletic Preview and Prediction',
        slug: 'northbridge-fc-vs-harlow-athletic-preview-and-prediction',
        excerpt: 'Updated.',
        content: northbridge.content,
        category_id: String(
          (
            await t.deps.db.query<{ category_id: number }>(
              'SELECT category_id FROM posts WHERE id = $1',
              [northbridge.id],
            )
          ).rows[0]!.category_id,
        ),
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await t.deps.db.query('SELECT * FROM predictions ORDER BY id')).rows).toEqual(
      before.rows,
    );
  });

  it("make a plausible record over several months, recordOf's figures", async () => {
    const picks = (await rows()).filter((p) => p.result !== null);
    const figures = recordOf(
      picks.map((p) => ({ result: p.result!, odds: p.odds, stake: p.stake })),
    );
    expect(record).toMatchObject({ ...answerFigures(figures), void: 2 });
    expect(record.yield).toBeGreaterThanOrEqual(5);
    expect(record.yield).toBeLessThanOrEqual(12);
    expect(record.half_won + record.half_lost).toBeGreaterThanOrEqual(3);
    expect(record.months.length).toBeGreaterThanOrEqual(3);
    expect(record.upcoming).toBeGreaterThanOrEqual(3);

    const list = predictionsAnswer.parse(
      await (await t.request('GET', 'predictions', { params: { status: 'upcoming' } })).json(),
    );
    expect(list.total).toBe(record.upcoming);
    const settled = await t.admin('GET', 'predictions-to-settle');
    expect(await settled.json()).toEqual([]);
  });
});
