/**
 * The predictions' proof on the reference server: picks are kept in their own table with their
 * post (same transaction), locked at kickoff by the server's clock, never deleted after it, only
 * voided; settled and corrected by the admin with a history; and only published posts' picks
 * are public.
 */
import { describe, expect, it } from 'vitest';
import {
  predictionEventSchema,
  predictionRowSchema,
  predictionsAnswer,
} from '../../src/contract/predictionCalls';
import {
  predictionMarkup,
  predictionSchema,
  type PredictionInput,
} from '../../src/contract/predictions';
import { capabilitiesAnswer, postSchema } from '../../src/contract/schemas';
import { snapshot, clockedTestApp, START, HOUR } from './helpers';

// The session outlives the clock's jumps to kickoffs days ahead.
const t = clockedTestApp({ sessionTtlMs: 365 * 24 * HOUR });

type Json = Record<string, unknown>;

/** A pick kicking off at 2026-03-02 15:00 UTC unless told otherwise. */
const pick = (extra: Partial<PredictionInput> = {}) =>
  predictionSchema.parse({
    id: 'northbridge0001',
    sport: 'Football',
    competition: 'Premier Division',
    home: 'Northbridge FC',
    away: 'Harlow Athletic',
    kickoff: '2026-03-02T15:00:00Z',
    market: '1x2',
    pick: 'Northbridge FC to win',
    odds: 2.1,
    stake: 2,
    reason: 'Unbeaten at home since August.',
    ...extra,
  });
type Pick = ReturnType<typeof pick>;

const body = (...picks: Pick[]) =>
  `<p>Our preview.</p>${picks.map(predictionMarkup).join('<p>And another.</p>')}<p>Good luck.</p>`;

const fields = (picks: Pick[], extra: Record<string, string> = {}) => ({
  title: 'Northbridge FC vs Harlow Athletic Preview and Prediction',
  slug: 'northbridge-preview',
  excerpt: 'Our pick.',
  content: body(...picks),
  category_id: String(t.football),
  ...extra,
});

async function create(picks: Pick[], extra: Record<string, string> = {}) {
  const res = await t.admin('POST', 'posts', { form: fields(picks, extra) });
  const answer = (await res.json()) as Json;
  return { res, answer, id: answer.id as number };
}

async function createOk(picks: Pick[], extra: Record<string, string> = {}) {
  const { res, answer, id } = await create(picks, extra);
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return id;
}

const update = (id: number, picks: Pick[], extra: Record<string, string> = {}) =>
  t.admin('POST', 'post-update', { form: { ...fields(picks), id: String(id), ...extra } });

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

async function proofs(slug = 'northbridge-preview') {
  const res = await t.request('GET', 'post', { params: { slug } });
  expect(res.status).toBe(200);
  const { predictions } = postSchema.parse(await res.json());
  expect(predictions).toBeDefined();
  return predictions!;
}

async function history(id: string) {
  const res = await t.admin('GET', 'prediction-history', { params: { id } });
  expect(res.status).toBe(200);
  return predictionEventSchema.array().parse(await res.json());
}

const settle = (id: string, result: string, score = '') =>
  t.admin('POST', 'prediction-settle', { json: { id, result, score } });

/** Everything a refused call must leave as it was, the predictions' tables included. */
async function state() {
  const predictions = (await t.deps.db.query('SELECT * FROM predictions ORDER BY id')).rows;
  const events = (await t.deps.db.query('SELECT * FROM prediction_events ORDER BY id')).rows;
  return { ...(await snapshot(t)), predictions, events };
}

const LOCKED =
  'The prediction "Northbridge FC vs Harlow Athletic: Northbridge FC to win" locked at kickoff (2026-03-02 15:00 UTC); ' +
  "its pick, market, odds, stake and kickoff can't change. Void it instead.";

describe('a post write keeps its predictions', () => {
  it('stores the picks with the post and answers their proof with it', async () => {
    const second = pick({ id: 'northbridge0002', market: 'btts', pick: 'Yes', odds: 1.8 });
    await createOk([pick(), second]);
    const { rows } = await t.deps.db.query<Json>(
      `SELECT id, event, market, pick, odds::float8 AS odds, stake::float8 AS stake, kickoff
       FROM predictions ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        id: 'northbridge0001',
        event: 'Northbridge FC vs Harlow Athletic',
        market: '1x2',
        pick: 'Northbridge FC to win',
        odds: 2.1,
        stake: 2,
        kickoff: new Date('2026-03-02T15:00:00Z'),
      },
      expect.objectContaining({ id: 'northbridge0002', market: 'btts', odds: 1.8 }),
    ]);
    const open = { result: null, score: '', void_reason: '', locked: false, corrected: false };
    expect(await proofs()).toEqual([
      { id: 'northbridge0001', ...open },
      { id: 'northbridge0002', ...open },
    ]);
    expect(await history('northbridge0001')).toEqual([
      {
        event: 'created',
        at: new Date(START).toISOString(),
        detail: 'Northbridge FC to win at 2.1, 2 units',
      },
    ]);
    const caps = capabilitiesAnswer.parse(await (await t.request('GET', 'capabilities')).json());
    expect(caps.predictions).toBe(true);
  });

  it('changes, adds and removes picks freely before kickoff', async () => {
    const id = await createOk([pick()]);
    const changed = pick({ odds: 2.25, pick: 'Draw', stake: 1 });
    const added = pick({ id: 'northbridge0003', kickoff: '2026-03-03T19:45:00Z' });
    expect((await update(id, [changed, added])).status).toBe(200);
    const { rows } = await t.deps.db.query<Json>(
      'SELECT id, pick, odds::float8 AS odds FROM predictions ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 'northbridge0001', pick: 'Draw', odds: 2.25 },
      { id: 'northbridge0003', pick: 'Northbridge FC to win', odds: 2.1 },
    ]);
    expect((await update(id, [added])).status).toBe(200);
    const left = await t.deps.db.query<Json>('SELECT id FROM predictions');
    expect(left.rows).toEqual([{ id: 'northbridge0003' }]);
    // A removed open pick goes with its history.
    const events = await t.deps.db.query(
      "SELECT 1 FROM prediction_events WHERE prediction_id = 'northbridge0001'",
    );
    expect(events.rows).toEqual([]);
  });

  it('locks a pick at kickoff: its terms refused with 409 naming it, every other edit saved', async () => {
    const id = await createOk([pick()]);
    t.clock = Date.parse('2026-03-02T15:00:00Z');
    const before = await state();
    for (const changed of [
      pick({ odds: 2.2 }),
      pick({ stake: 3 }),
      pick({ pick: 'Draw' }),
      pick({ market: 'draw-no-bet' }),
      pick({ kickoff: '2026-03-02T17:00:00Z' }),
    ]) {
      const res = await update(id, [changed], { title: 'A new title' });
      expect(res.status).toBe(409);
      expect(await message(res)).toBe(LOCKED);
    }
    const removed = await update(id, [], { title: 'A new title' });
    expect(removed.status).toBe(409);
    expect(await message(removed)).toBe(
      'The prediction "Northbridge FC vs Harlow Athletic: Northbridge FC to win" locked at kickoff (2026-03-02 15:00 UTC); ' +
        "it can't be removed from the post. Void it instead.",
    );
    expect(await state()).toEqual(before);

    // The rest of the post, and the pick's reason and description, still save.
    const res = await update(id, [pick({ reason: 'Better reasoning.', competition: 'Cup' })], {
      title: 'Northbridge preview (updated)',
    });
    expect(res.status).toBe(200);
    const { rows } = await t.deps.db.query<Json>('SELECT title FROM posts');
    expect(rows).toEqual([{ title: 'Northbridge preview (updated)' }]);
    expect((await proofs())[0]).toMatchObject({ id: 'northbridge0001', locked: true });
    expect((await history('northbridge0001')).map((e) => [e.event, e.at])).toEqual([
      ['created', new Date(START).toISOString()],
      ['locked', '2026-03-02T15:00:00.000Z'],
    ]);
  });

  it('shows the lock in the history from kickoff on, before anything writes it', async () => {
    await createOk([pick()]);
    expect((await history('northbridge0001')).map((e) => e.event)).toEqual(['created']);
    t.clock = Date.parse('2026-03-02T16:00:00Z');
    expect((await history('northbridge0001')).map((e) => e.event)).toEqual(['created', 'locked']);
  });

  it('refuses a new pick whose kickoff has passed, an id of another post and an id twice', async () => {
    const id = await createOk([pick()]);
    const before = await state();
    const late = await update(id, [
      pick(),
      pick({ id: 'latepick000001', kickoff: '2026-03-01T09:00:00Z' }),
    ]);
    expect(late.status).toBe(400);
    expect(await message(late)).toBe(
      'The prediction "Northbridge FC vs Harlow Athletic: Northbridge FC to win" has its kickoff ' +
        '(2026-03-01 09:00 UTC) in the past: a prediction must be published before kickoff.',
    );
    const other = await create([pick()], { slug: 'another-post', title: 'Another post' });
    expect(other.res.status).toBe(409);
    expect(other.answer.message).toBe(
      'The prediction "Northbridge FC vs Harlow Athletic: Northbridge FC to win" (id northbridge0001) already ' +
        'belongs to the post "Northbridge FC vs Harlow Athletic Preview and Prediction"; a prediction can be in ' +
        'one post only. Give this one a new id.',
    );
    const twice = await update(id, [pick(), pick()]);
    expect(twice.status).toBe(400);
    expect(await message(twice)).toMatch(/appears twice in the post \(id northbridge0001\)/);
    expect(await state()).toEqual(before);
  });

  it('never writes the proof from an autosave, and refuses a restore that changes a locked pick', async () => {
    const id = await createOk([pick()]);
    const autosave = await t.admin('POST', 'post-autosave', {
      json: {
        post_id: id,
        title: 'Draft title',
        excerpt: '',
        content: body(pick({ odds: 5 }), pick({ id: 'autosaved00001' })),
      },
    });
    expect(autosave.status).toBe(200);
    const stored = await t.deps.db.query<Json>('SELECT id, odds::float8 AS odds FROM predictions');
    expect(stored.rows).toEqual([{ id: 'northbridge0001', odds: 2.1 }]);

    // A save at other odds before kickoff, then kickoff: the first revision holds the old odds.
    expect((await update(id, [pick({ odds: 2.3 })])).status).toBe(200);
    t.clock = Date.parse('2026-03-02T18:00:00Z');
    const { rows } = await t.deps.db.query<{ id: number }>(
      "SELECT id FROM post_revisions WHERE kind = 'save' ORDER BY id LIMIT 1",
    );
    const before = await state();
    const res = await t.admin('POST', 'post-revision-restore', { json: { id: rows[0]!.id } });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(LOCKED);
    expect(await state()).toEqual(before);
  });

  it('refuses to delete a post with a locked pick; open picks go with their post', async () => {
    const locked = await createOk([pick()]);
    const open = await createOk([pick({ id: 'laterpick00001', kickoff: '2026-03-09T15:00:00Z' })], {
      slug: 'later-post',
      title: 'Later post',
    });
    t.clock = Date.parse('2026-03-02T15:30:00Z');
    const before = await state();
    const res = await t.admin('DELETE', 'post-delete', { params: { id: locked } });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(
      'This post can\'t be deleted: its prediction "Northbridge FC vs Harlow Athletic: Northbridge FC to win" ' +
        'locked at kickoff (2026-03-02 15:00 UTC) and stays on the record. Void the prediction instead.',
    );
    expect(await state()).toEqual(before);
    expect((await t.admin('DELETE', 'post-delete', { params: { id: open } })).status).toBe(200);
    const { rows } = await t.deps.db.query<Json>('SELECT id FROM predictions');
    expect(rows).toEqual([{ id: 'northbridge0001' }]);
  });
});

describe('settling and voiding', () => {
  it('settles only after kickoff, logs a correction, and lists what is left to settle oldest first', async () => {
    await createOk([
      pick(),
      pick({
        id: 'earlierpick001',
        kickoff: '2026-03-02T12:30:00Z',
        pick: 'Under 2.5 goals',
        market: 'over-under',
        line: 2.5,
      }),
      pick({ id: 'laterpick00001', kickoff: '2026-03-05T20:00:00Z' }),
    ]);
    const early = await settle('northbridge0001', 'won', '2-1');
    expect(early.status).toBe(409);
    expect(await message(early)).toBe(
      'The prediction "Northbridge FC vs Harlow Athletic: Northbridge FC to win" kicks off at ' +
        '2026-03-02 15:00 UTC: it can be settled only after kickoff.',
    );

    t.clock = Date.parse('2026-03-02T18:00:00Z');
    const list = await t.admin('GET', 'predictions-to-settle');
    const rows = predictionRowSchema.array().parse(await list.json());
    expect(rows.map((r) => r.id)).toEqual(['earlierpick001', 'northbridge0001']);
    expect(rows[0]).toMatchObject({
      market: 'Over/under 2.5',
      post_slug: 'northbridge-preview',
      category_slug: 'football',
      result: null,
      profit: null,
    });

    expect((await settle('northbridge0001', 'won', '2-1')).status).toBe(200);
    t.clock += HOUR;
    const corrected = await settle('northbridge0001', 'lost', '1-2');
    expect(corrected.status).toBe(200);
    expect(await message(corrected)).toBe('Settlement corrected');
    expect((await proofs()).find((p) => p.id === 'northbridge0001')).toEqual({
      id: 'northbridge0001',
      result: 'lost',
      score: '1-2',
      void_reason: '',
      locked: true,
      corrected: true,
    });
    expect(await history('northbridge0001')).toEqual([
      {
        event: 'created',
        at: new Date(START).toISOString(),
        detail: 'Northbridge FC to win at 2.1, 2 units',
      },
      { event: 'locked', at: '2026-03-02T15:00:00.000Z', detail: '' },
      { event: 'settled', at: '2026-03-02T18:00:00.000Z', detail: 'Won, 2-1' },
      { event: 'corrected', at: '2026-03-02T19:00:00.000Z', detail: 'Won, 2-1 → Lost, 1-2' },
    ]);
    const left = predictionRowSchema
      .array()
      .parse(await (await t.admin('GET', 'predictions-to-settle')).json());
    expect(left.map((r) => r.id)).toEqual(['earlierpick001']);
  });

  it('voids with a public reason, before or after kickoff, and a void pick stays fixed', async () => {
    const id = await createOk([
      pick(),
      pick({ id: 'laterpick00001', kickoff: '2026-03-09T15:00:00Z' }),
    ]);
    const noReason = await t.admin('POST', 'prediction-void', {
      json: { id: 'laterpick00001', reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    expect(await message(noReason)).toBe('Give the reason the pick is void.');
    const res = await t.admin('POST', 'prediction-void', {
      json: { id: 'laterpick00001', reason: 'Match postponed.' },
    });
    expect(res.status).toBe(200);
    expect((await proofs()).find((p) => p.id === 'laterpick00001')).toMatchObject({
      result: 'void',
      void_reason: 'Match postponed.',
      locked: false,
    });
    // Voided before kickoff: neither changed nor removed.
    const removed = await update(id, [pick()]);
    expect(removed.status).toBe(409);
    expect(await message(removed)).toBe(
      'The prediction "Northbridge FC vs Harlow Athletic: Northbridge FC to win" was voided; ' +
        "it can't be removed from the post.",
    );
    const again = await t.admin('POST', 'prediction-void', {
      json: { id: 'laterpick00001', reason: 'Again.' },
    });
    expect(again.status).toBe(409);

    // After a settlement: a corrected void, logged with what it was.
    t.clock = Date.parse('2026-03-02T18:00:00Z');
    expect((await settle('northbridge0001', 'half-won')).status).toBe(200);
    const after = await t.admin('POST', 'prediction-void', {
      json: { id: 'northbridge0001', reason: 'Abandoned at half time.' },
    });
    expect(after.status).toBe(200);
    expect((await history('northbridge0001')).at(-1)).toEqual({
      event: 'voided',
      at: '2026-03-02T18:00:00.000Z',
      detail: 'Half won → Void: Abandoned at half time.',
    });
    expect((await proofs()).find((p) => p.id === 'northbridge0001')).toMatchObject({
      result: 'void',
      corrected: true,
    });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    await createOk([pick()]);
    t.clock = Date.parse('2026-03-02T18:00:00Z');
    const before = await state();
    const cases: [string, Json, number, string | RegExp][] = [
      [
        'prediction-settle',
        { id: 'northbridge0001', result: 'draw' },
        400,
        'result must be won, lost, void, half-won or half-lost',
      ],
      ['prediction-settle', { id: 'BAD', result: 'won' }, 400, 'id must be a prediction id'],
      ['prediction-settle', { id: 'nosuchpick0001', result: 'won' }, 404, 'Prediction not found'],
      [
        'prediction-settle',
        { id: 'northbridge0001', result: 'won', score: 'x'.repeat(41) },
        400,
        'The final score must be at most 40 characters',
      ],
      ['prediction-void', { id: 'nosuchpick0001', reason: 'Why not' }, 404, 'Prediction not found'],
      ['prediction-void', { id: 'northbridge0001' }, 400, /reason/],
    ];
    for (const [q, json, status, text] of cases) {
      const res = await t.admin('POST', q, { json });
      expect(res.status, `${q} ${JSON.stringify(json)}`).toBe(status);
      expect(await message(res)).toMatch(text);
    }
    expect(
      (await t.admin('GET', 'prediction-history', { params: { id: 'nosuchpick0001' } })).status,
    ).toBe(404);
    // The admin's calls need the session.
    expect(
      (
        await t.request('POST', 'prediction-settle', {
          json: { id: 'northbridge0001', result: 'won' },
        })
      ).status,
    ).toBe(401);
    expect((await t.request('GET', 'predictions-to-settle')).status).toBe(401);
    expect(await state()).toEqual(before);
  });
});

describe('the public list', () => {
  it("lists the published posts' picks only, newest kickoff first, with filters and profit", async () => {
    await createOk([pick(), pick({ id: 'upcomingpick01', kickoff: '2026-03-20T15:00:00Z' })]);
    await createOk([pick({ id: 'draftpick00001' })], {
      slug: 'a-draft',
      title: 'A draft',
      status: 'draft',
    });
    await createOk([pick({ id: 'scheduledpick1' })], {
      slug: 'scheduled',
      title: 'Scheduled',
      status: 'scheduled',
      published_at: '2026-03-01T12:00:00Z',
    });
    t.clock = Date.parse('2026-03-01T11:00:00Z');
    const list = async (params: Record<string, string> = {}) => {
      const res = await t.request('GET', 'predictions', { params });
      expect(res.status).toBe(200);
      return predictionsAnswer.parse(await res.json());
    };
    const all = await list();
    expect(all.items.map((r) => r.id)).toEqual(['upcomingpick01', 'northbridge0001']);
    expect(all).toMatchObject({ total: 2, page: 1, per_page: 20 });
    const admin = await t.admin('GET', 'predictions');
    expect(predictionsAnswer.parse(await admin.json()).total).toBe(2);

    t.clock = Date.parse('2026-03-02T18:00:00Z');
    expect((await settle('northbridge0001', 'won', '3-0')).status).toBe(200);
    // The scheduled post is out now.
    expect((await list()).items.map((r) => r.id)).toEqual([
      'upcomingpick01',
      'northbridge0001',
      'scheduledpick1',
    ]);
    const settled = await list({ status: 'settled' });
    expect(settled.items).toEqual([
      expect.objectContaining({
        id: 'northbridge0001',
        result: 'won',
        score: '3-0',
        profit: 2.2,
        odds: 2.1,
        stake: 2,
      }),
    ]);
    expect((await list({ status: 'upcoming' })).items.map((r) => r.id)).toEqual(['upcomingpick01']);
    expect((await list({ category: 'football', page: '2' })).items).toEqual([]);

    const unknown = await t.request('GET', 'predictions', { params: { category: 'darts' } });
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('No category has the slug "darts".');
    const bad = await t.request('GET', 'predictions', { params: { status: 'won' } });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('status must be all, upcoming or settled');
  });

  it('moves a pick out of "upcoming" at its kickoff, cached answers included', async () => {
    await createOk([pick()]);
    const upcoming = async () => {
      const res = await t.request('GET', 'predictions', { params: { status: 'upcoming' } });
      return predictionsAnswer.parse(await res.json()).total;
    };
    expect(await upcoming()).toBe(1);
    expect((await proofs())[0]!.locked).toBe(false);
    // Answered from the cache until then.
    const again = await t.request('GET', 'predictions', { params: { status: 'upcoming' } });
    expect(again.headers.get('x-cache')).toBe('HIT');
    t.clock = Date.parse('2026-03-02T15:00:00Z');
    expect(await upcoming()).toBe(0);
    expect((await proofs())[0]!.locked).toBe(true);
  });
});
