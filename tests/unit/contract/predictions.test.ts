import { describe, expect, it } from 'vitest';
import {
  marketName,
  predictionMarkup,
  predictionSchema,
  predictionText,
  readPrediction,
  type PredictionInput,
} from '../../../src/contract/predictions';
import { NORTHBRIDGE_PICK } from '../../fixtures/predictions';

const pick: PredictionInput = {
  ...NORTHBRIDGE_PICK,
  market: 'over-under',
  line: 2.5,
  pick: 'Over 2.5 goals',
  odds: 1.909,
  reason: 'Both sides have scored in eight of their last ten.',
};

const messages = (input: unknown) => {
  const parsed = predictionSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a prediction', () => {
  it('reads a full pick and fills what is optional', () => {
    expect(predictionSchema.parse(pick)).toMatchObject({
      ...pick,
      event: '',
      confidence: null,
      bookmakerUrl: '',
      grid: null,
      result: null,
    });
  });

  it.each([
    [{ odds: 1.01 }, 'odds: Odds must be above 1.01.'],
    [{ odds: 0.5 }, 'odds: Odds must be above 1.01.'],
    [{ stake: 0 }, 'stake: The stake must be between 0.5 and 10 units.'],
    [{ stake: 10.5 }, 'stake: The stake must be between 0.5 and 10 units.'],
    [{ pick: '  ' }, 'pick: Enter the pick.'],
    [{ line: null }, 'line: Enter the line.'],
    [{ away: '' }, 'away: Enter both sides, or name the event instead.'],
    [{ home: '', away: '' }, 'event: Enter the two sides or the event.'],
    [{ market: 'other' }, 'marketLabel: Name the market.'],
    [{ kickoff: 'tomorrow' }, 'kickoff: Enter the kickoff date and time.'],
    [
      { bookmakerUrl: 'javascript:alert(1)' },
      'bookmakerUrl: The bookmaker link must be an http(s) address.',
    ],
  ])('refuses %j with a message at the field', (change, message) => {
    expect(messages({ ...pick, ...change })).toContain(message);
  });

  it('names the market with its line', () => {
    const p = predictionSchema.parse(pick);
    expect(marketName(p)).toBe('Over/under 2.5');
    expect(marketName({ ...p, market: 'asian-handicap', line: -0.75 })).toBe(
      'Asian handicap \u22120.75',
    );
    expect(marketName({ ...p, market: 'asian-handicap', line: 1 })).toBe('Asian handicap +1');
    expect(marketName({ ...p, market: 'other', marketLabel: 'First scorer' })).toBe('First scorer');
  });
});

describe('the prediction markup', () => {
  it('carries the pick as JSON and as plain text, and reads back to the same pick', () => {
    const p = predictionSchema.parse(pick);
    const html = predictionMarkup(p);
    const element = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('[data-bp-prediction]')!;
    expect(element.textContent).toBe(predictionText(p));
    expect(predictionText(p)).toBe(
      'Prediction: Over 2.5 goals (Over/under 2.5) at 1.91, 2 units. Northbridge FC vs Harlow Athletic, 2026-11-28 15:00 UTC.',
    );
    expect(readPrediction(element.getAttribute('data-bp-prediction')!)).toEqual(p);
  });

  it('keeps markup typed into a field as text', () => {
    const p = predictionSchema.parse({ ...pick, pick: '<img src=x onerror=alert(1)>"' });
    const doc = new DOMParser().parseFromString(predictionMarkup(p), 'text/html');
    expect(doc.querySelector('img')).toBeNull();
    expect(
      readPrediction(doc.body.firstElementChild!.getAttribute('data-bp-prediction')!)?.pick,
    ).toBe('<img src=x onerror=alert(1)>"');
  });

  it('reads nothing from a crafted or broken block', () => {
    expect(readPrediction('{')).toBeNull();
    expect(readPrediction(JSON.stringify({ ...pick, odds: 'lots' }))).toBeNull();
    expect(readPrediction(JSON.stringify({ ...pick, bookmakerUrl: 'javascript:x' }))).toBeNull();
    expect(readPrediction(JSON.stringify({ ...pick, result: 'jackpot' }))).toBeNull();
  });
});
