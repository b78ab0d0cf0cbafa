/**
 * The public record's figures, computed by the database, are those of `recordOf` (the app's
 * reference maths, src/features/predictions/lib/record.ts) over the same picks in kickoff order:
 * voids excluded, half results at half the stake, runs, an empty record, one category's record,
 * profit by month. Only published posts' picks count.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  predictionRecordAnswer,
  type PredictionRecordAnswer,
} from '../../src/contract/predictionCalls';
import type { PickResult } from '../../src/contract/predictionMarks';
import { predictionMarkup, predictionSchema } from '../../src/contract/predictions';
import { pickOutcome, recordOf, type SettledPick } from '../../src/features/predictions/lib/record';
import { answerFigures } from '../fixtures/predictionRecord';
import { addCategory, makeTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T09:00:00.000Z');
let clock: number;
let t: TestApp;
let categories: Record<'football' | 'cricket', number>;

beforeEach(async () => {
  clock = START;
  t = await makeTestApp({ sessionTtlMs: 365 * DAY }, { now: () => new Date(clock) });
  categories = {
    football: await addCategory(t, 'Football', 'football'),
    cricket: await addCategory(t, 'Cricket', 'cricket'),
  };
});
afterEach(() => t.close());

interface Spec extends SettledPick {
  category: 'football' | 'cricket';
  /** Days after START. */
  day: number;
}

/** Picks with a spread of odds (three decimals), half stakes, every result and losing runs. */
const SPECS: Spec[] = (
  [
    ['football', 4, 'won', 2.1, 2],
    ['cricket', 5, 'lost', 1.909, 1.5],
    ['football', 9, 'lost', 2.375, 1],
    ['football', 11, 'half-won', 1.95, 3],
    ['cricket', 13, 'lost', 1.8, 0.5],
    ['football', 16, 'void', 3.25, 2],
    ['football', 19, 'lost', 2.05, 2.5],
    ['cricket', 24, 'half-lost', 1.875, 2],
    ['football', 28, 'won', 1.833, 4],
    ['cricket', 33, 'won', 2.625, 1],
    ['football', 37, 'half-lost', 1.95, 1.5],
    ['football', 41, 'lost', 2.2, 1],
    ['cricket', 46, 'lost', 1.727, 2],
    ['football', 50, 'won', 11, 0.5],
    ['cricket', 54, 'void', 1.9, 1],
    ['football', 58, 'won', 1.5, 10],
    ['cricket', 63, 'half-won', 2.025, 1.5],
    ['football', 67, 'lost', 3.4, 1],
    ['cricket', 72, 'won', 1.952, 2],
    ['football', 76, 'lost', 2.88, 0.5],
    ['cricket', 80, 'lost', 1.61, 3],
    // +3.075 exactly: a half the database and recordOf must round alike.
    ['cricket', 84, 'won', 7.15, 0.5],
  ] as const
).map(([category, day, result, odds, stake]) => ({ category, day, result, odds, stake }));

const idOf = (i: number) => `recordpick${String(i).padStart(4, '0')}`;

/** One post per pick (in its category, draft or published), kicking off at 15:00 on its day. */
async function addPicks(specs: Spec[], status: 'published' | 'draft' = 'published', from = 0) {
  for (const [n, spec] of specs.entries()) {
    const i = from + n;
    const prediction = predictionSchema.parse({
      id: idOf(i),
      sport: spec.category === 'football' ? 'Football' : 'Cricket',
      home: `Home ${i}`,
      away: `Away ${i}`,
      kickoff: new Date(START + spec.day * DAY + 6 * 3600_000).toISOString(),
      market: 'asian-handicap',
      line: -0.25,
      pick: `Home ${i} -0.25`,
      odds: spec.odds,
      stake: spec.stake,
      reason: 'A reason.',
    });
    const res = await t.admin('POST', 'posts', {
      form: {
        title: `Pick ${i}`,
        slug: `pick-${i}`,
        excerpt: 'A pick.',
        content: `<p>Preview.</p>${predictionMarkup(prediction)}`,
        category_id: String(categories[spec.category]),
        status,
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

async function settleAll(specs: Spec[], from = 0) {
  for (const [n, spec] of specs.entries()) {
    const res =
      spec.result === 'void' && n % 2 === 0
        ? await t.admin('POST', 'prediction-void', { json: { id: idOf(from + n), reason: 'Off.' } })
        : await t.admin('POST', 'prediction-settle', {
            json: { id: idOf(from + n), result: spec.result },
          });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

async function record(category?: string): Promise<PredictionRecordAnswer> {
  const res = await t.request('GET', 'prediction-record', {
    params: category ? { category } : {},
  });
  expect(res.status).toBe(200);
  return predictionRecordAnswer.parse(await res.json());
}

/** The record the reference maths gives for these picks (already in kickoff order). */
function expected(specs: Spec[], upcoming = 0) {
  const figures = recordOf(specs);
  const round = (value: number) => Math.round(value * 100) / 100;
  const months = new Map<string, { picks: number; staked: number; profit: number }>();
  for (const spec of specs) {
    if (spec.result === 'void') continue;
    const month = new Date(START + spec.day * DAY).toISOString().slice(0, 7);
    const entry = months.get(month) ?? { picks: 0, staked: 0, profit: 0 };
    const outcome = pickOutcome(spec);
    months.set(month, {
      picks: entry.picks + 1,
      staked: entry.staked + outcome.staked,
      profit: entry.profit + outcome.profit,
    });
  }
  return {
    // Every category with published picks, whatever the record's filter.
    categories: [
      { slug: 'cricket', name: 'Cricket' },
      { slug: 'football', name: 'Football' },
    ],
    ...answerFigures(figures),
    upcoming,
    months: [...months].map(([month, m]) => ({
      month,
      picks: m.picks,
      staked: round(m.staked),
      profit: round(m.profit),
    })),
  };
}

describe('GET q=prediction-record', () => {
  it('answers an empty record with no picks', async () => {
    expect(await record()).toEqual({
      category: null,
      categories: [],
      settled: 0,
      won: 0,
      lost: 0,
      half_won: 0,
      half_lost: 0,
      void: 0,
      upcoming: 0,
      strike_rate: null,
      profit: 0,
      staked: 0,
      yield: null,
      average_odds: null,
      longest_losing_run: 0,
      current_run: null,
      months: [],
    });
    expect((await record('cricket')).category).toEqual({ slug: 'cricket', name: 'Cricket' });
  });

  it("computes recordOf's figures, the whole site's and each category's, by month too", async () => {
    await addPicks(SPECS);
    // Upcoming picks count as upcoming only; a draft's settled picks not at all.
    const later: Spec = { category: 'football', day: 200, result: 'won', odds: 2, stake: 1 };
    await addPicks([later], 'published', 100);
    await addPicks([{ ...later, day: 30 }], 'draft', 200);
    const before = await record();
    expect(before).toEqual({ category: null, ...expected([], SPECS.length + 1) });

    clock = START + 100 * DAY;
    await settleAll(SPECS);
    await settleAll([{ ...later, day: 30 }], 200);

    const all = await record();
    expect(all).toEqual({ category: null, ...expected(SPECS, 1) });
    // The data exercise what they should.
    expect(all).toMatchObject({ void: 2, half_won: 2, half_lost: 2 });
    expect(all.longest_losing_run).toBeGreaterThanOrEqual(3);
    expect(all.months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);

    const football = SPECS.filter((s) => s.category === 'football');
    expect(await record('football')).toEqual({
      category: { slug: 'football', name: 'Football' },
      ...expected(football, 1),
    });
    const cricket = SPECS.filter((s) => s.category === 'cricket');
    expect(await record('cricket')).toEqual({
      category: { slug: 'cricket', name: 'Cricket' },
      ...expected(cricket, 0),
    });
  });

  it('follows a correction and a void, and refuses an unknown category', async () => {
    const picks = SPECS.slice(0, 4);
    await addPicks(picks);
    clock = START + 100 * DAY;
    await settleAll(picks);
    const corrected = picks.map((p, i) => (i === 2 ? { ...p, result: 'won' as PickResult } : p));
    const res = await t.admin('POST', 'prediction-settle', {
      json: { id: idOf(2), result: 'won' },
    });
    expect(res.status).toBe(200);
    expect(await record()).toEqual({ category: null, ...expected(corrected) });
    await t.admin('POST', 'prediction-void', { json: { id: idOf(1), reason: 'Rain.' } });
    const voided = corrected.map((p, i) => (i === 1 ? { ...p, result: 'void' as PickResult } : p));
    expect(await record()).toEqual({ category: null, ...expected(voided) });

    const unknown = await t.request('GET', 'prediction-record', { params: { category: 'darts' } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      'No category has the slug "darts".',
    );
  });
});
