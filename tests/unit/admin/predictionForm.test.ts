/**
 * The prediction form's reading of its values (predictionForm.ts), the blocks in post HTML
 * (blocks.ts) and where the plain text area puts a block (insertionPoint.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  predictionMarkup,
  predictionSchema,
  type Prediction,
} from '../../../src/contract/predictions';
import {
  isPredictionRefusal,
  newPredictionId,
  readBlocks,
  removeBlock,
  replaceBlock,
} from '../../../src/features/admin/posts/predictions/blocks';
import {
  emptyValues,
  MESSAGES,
  toPrediction,
  valuesOf,
  type PredictionFormValues,
} from '../../../src/features/admin/posts/predictions/predictionForm';
import { insertionPoint } from '../../../src/features/admin/posts/editor/insertionPoint';
import { NORTHBRIDGE_PICK } from '../../fixtures/predictions';

const ZONE = 'Asia/Kolkata';
const NOW = Date.parse('2026-11-27T09:00:00Z');
const pick: Prediction = predictionSchema.parse(NORTHBRIDGE_PICK);

const filled = (over: Partial<PredictionFormValues> = {}): PredictionFormValues => ({
  ...emptyValues(),
  home: 'Northbridge FC',
  away: 'Harlow Athletic',
  kickoff: '2026-11-28T20:30',
  pick: 'Northbridge FC',
  odds: '11/10',
  stake: '2',
  reason: 'Unbeaten at home since March.',
  ...over,
});

const asNew = (values: PredictionFormValues) =>
  toPrediction(values, { id: 'abcdefghijkl', original: null, timeZone: ZONE, now: NOW });
const errorsOf = (result: ReturnType<typeof toPrediction>) => (result.ok ? {} : result.errors);

describe('the prediction form', () => {
  it('reads odds in any format as decimal and the kickoff in the site zone as UTC', () => {
    for (const [typed, decimal] of [
      ['2.10', 2.1],
      ['11/10', 2.1],
      ['+110', 2.1],
      ['-110', 1.909],
      ['evens', 2],
    ] as const) {
      const result = asNew(filled({ odds: typed }));
      expect(result.ok && result.prediction.odds).toBe(decimal);
    }
    const result = asNew(filled());
    expect(result.ok && result.prediction.kickoff).toBe('2026-11-28T15:00:00.000Z');
  });

  it('says what is wrong at each field', () => {
    expect(errorsOf(asNew(filled({ odds: '1.01' })))).toEqual({
      odds: 'Odds must be above 1.01.',
    });
    expect(errorsOf(asNew(filled({ stake: '0' }))).stake).toBe(
      'The stake must be between 0.5 and 10 units.',
    );
    expect(errorsOf(asNew(filled({ stake: '1.25' }))).stake).toBe('The stake goes in half units.');
    expect(errorsOf(asNew(filled({ kickoff: '2026-11-27T14:00' }))).kickoff).toBe(
      MESSAGES.pastKickoff,
    );
    expect(errorsOf(asNew(filled({ home: '', away: '' })))).toMatchObject({
      home: MESSAGES.home,
      away: MESSAGES.away,
    });
    expect(errorsOf(asNew(filled({ kind: 'event' }))).event).toBe(MESSAGES.event);
    expect(errorsOf(asNew(filled({ market: 'over-under' }))).line).toBe('Enter the line.');
    expect(errorsOf(asNew(filled({ market: 'other' }))).marketLabel).toBe('Name the market.');
    expect(errorsOf(asNew(filled({ bookmakerUrl: 'javascript:alert(1)' }))).bookmakerUrl).toBe(
      'The bookmaker link must be an http(s) address.',
    );
  });

  it('keeps an untouched kickoff as stored, and allows a past one only for a pick already past', () => {
    const stored = { ...pick, kickoff: '2026-11-28T15:00:00Z' };
    const edit = (values: PredictionFormValues, original: Prediction) =>
      toPrediction(values, { id: original.id, original, timeZone: ZONE, now: NOW });
    const same = edit(valuesOf(stored, ZONE), stored);
    expect(same.ok && same.prediction).toEqual(stored);
    expect(
      errorsOf(edit({ ...valuesOf(stored, ZONE), kickoff: '2026-11-01T10:00' }, stored)).kickoff,
    ).toBe(MESSAGES.kickoffIntoPast);
    const past = { ...pick, kickoff: '2026-10-01T15:00:00Z' };
    expect(edit({ ...valuesOf(past, ZONE), stake: '3' }, past).ok).toBe(true);
  });

  it('shows a saved prediction in the site zone, and reads it back unchanged', () => {
    const values = valuesOf(pick, ZONE);
    expect(values).toMatchObject({ kickoff: '2026-11-28T20:30', odds: '2.1', stake: '2' });
  });
});

describe('prediction blocks in post HTML', () => {
  const other = { ...pick, id: 'secondpick0001', pick: 'Draw' };
  const html = `<p>a</p>${predictionMarkup(pick)}<p>b</p>${predictionMarkup(other)}`;

  it('reads them in order, leaving out what the schema refuses', () => {
    const broken = '<div data-bp-prediction="{&quot;id&quot;:1}"><p>x</p></div>';
    expect(readBlocks(html + broken).map((p) => p.id)).toEqual([pick.id, other.id]);
    expect(readBlocks('<p>none</p>')).toEqual([]);
  });

  it('replaces and removes one by its id, leaving the rest', () => {
    const changed = replaceBlock(html, { ...other, odds: 3.5 });
    expect(readBlocks(changed).map((p) => p.odds)).toEqual([pick.odds, 3.5]);
    expect(changed.startsWith(`<p>a</p>${predictionMarkup(pick)}<p>b</p>`)).toBe(true);
    expect(removeBlock(html, pick.id)).toBe(`<p>a</p><p>b</p>${predictionMarkup(other)}`);
    expect(removeBlock(html, 'nosuchpick000')).toBe(html);
  });

  it('gives new ids of 16 characters of [a-z0-9], each different', () => {
    const ids = new Set(Array.from({ length: 50 }, newPredictionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{16}$/);
  });

  it('tells a refusal for a prediction from a post changed elsewhere', () => {
    expect(
      isPredictionRefusal({ status: 409, message: 'The prediction "X" locked at kickoff' }),
    ).toBe(true);
    expect(isPredictionRefusal({ status: 409, message: 'This post was changed' })).toBe(false);
  });
});

describe('where the plain text area puts a block', () => {
  const html = '<p>One</p><p>Two</p>';
  it('at the caret between blocks or at the start; else at the end', () => {
    expect(insertionPoint(html, 10)).toBe(10);
    expect(insertionPoint(html, 0)).toBe(0);
    expect(insertionPoint(html, 5)).toBe(html.length);
    expect(insertionPoint(html, 1)).toBe(html.length);
    expect(insertionPoint(html, null)).toBe(html.length);
  });
});
