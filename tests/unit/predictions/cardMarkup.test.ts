import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import {
  predictionMarkup,
  predictionSchema,
  type PredictionInput,
} from '../../../src/contract/predictions';
import {
  decodeAttribute,
  predictionCardsInMarkup,
  type Proof,
} from '../../../src/features/predictions/lib/cardMarkup';
import { NORTHBRIDGE_PICK } from '../../fixtures/predictions';
import type { OddsFormat } from '../../../src/features/predictions/lib/odds';

const input: PredictionInput = {
  ...NORTHBRIDGE_PICK,
  bookmakerUrl: 'https://bookie.example/match/1',
};
/** The cards of `html` for a reader in decimal odds, unless said otherwise. */
const cards = (
  html: string,
  proofs: ReadonlyMap<string, Proof> | null,
  now: number,
  format: OddsFormat = 'decimal',
) => predictionCardsInMarkup(html, { proofs, now, format });
const before = Date.parse('2026-11-28T14:00:00Z');
const after = Date.parse('2026-11-28T16:00:00Z');

/** The post HTML as a sanitiser serialises it: the block between two paragraphs. */
const postHtml = (fields: Partial<PredictionInput> = {}) =>
  `<p>Intro.</p>${predictionMarkup(predictionSchema.parse({ ...input, ...fields }))}<p>Outro.</p>`;

function render(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const card = (root: HTMLElement) =>
  within(root).getByRole('complementary', {
    name: 'Prediction: Northbridge FC vs Harlow Athletic',
  });

describe('prediction cards in post HTML', () => {
  it('draws the card in place of the block, whose plain text stays hidden behind it', () => {
    const root = render(cards(postHtml(), null, before));
    const shown = within(card(root));
    expect(shown.getByText('Football \u00b7 Premier Division')).toBeTruthy();
    expect(shown.getByText('Upcoming')).toBeTruthy();
    expect(shown.getByText('Not proofed')).toBeTruthy();
    expect(shown.getByText('Sat, 28 Nov 2026, 15:00 UTC')).toBeTruthy();
    expect(shown.getByText('Unbeaten at home since March.')).toBeTruthy();
    expect(root.querySelector('[data-bp-prediction]')!.hasAttribute('hidden')).toBe(true);
    expect(root.firstElementChild!.textContent).toBe('Intro.');
    expect(root.lastElementChild!.textContent).toBe('Outro.');
  });

  it('shows the odds in all three formats for the reader\u2019s choice to pick from', () => {
    const root = render(cards(postHtml({ odds: 1.909 }), null, before));
    const odds = [...root.querySelectorAll('[data-odds-format]')].map((el) => el.textContent);
    expect(odds).toEqual(['1.91', '10/11', '\u2212110']);
    const group = within(card(root)).getByRole('group', { name: 'Odds format' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Decimal', 'Fractional', 'American']);
  });

  it('shows the format the reader chose as the pressed one', () => {
    const root = render(cards(postHtml(), null, before, 'american'));
    const pressed = root.querySelectorAll('[aria-pressed="true"]');
    expect([...pressed].map((b) => b.textContent)).toEqual(['American']);
  });

  it('is "Started" from kickoff until a result is in', () => {
    const root = render(cards(postHtml(), null, after));
    expect(within(card(root)).getByText('Started')).toBeTruthy();
  });

  it('takes the result from the server\u2019s record, proofed, over what the markup claims', () => {
    const proofs = new Map<string, Proof>([
      ['p1a2b3c4d5e6', { result: 'void', score: '', voidReason: 'Match postponed.' }],
    ]);
    const root = render(cards(postHtml({ result: 'won' }), proofs, after));
    const shown = within(card(root));
    expect(shown.getByText('Void')).toBeTruthy();
    expect(shown.getByText('\u2713 Proofed')).toBeTruthy();
    expect(shown.getByText('Void: Match postponed.')).toBeTruthy();
  });

  it('shows a result that only the markup states as not proofed', () => {
    const root = render(cards(postHtml({ result: 'won', score: '2-1' }), null, after));
    const shown = within(card(root));
    expect(shown.getByText('Won')).toBeTruthy();
    expect(shown.getByText('Not proofed')).toBeTruthy();
    expect(shown.getByText('Final score: 2-1')).toBeTruthy();
  });

  it('links the bookmaker as sponsored, nofollow, noopener', () => {
    const root = render(cards(postHtml(), null, before));
    const link = within(card(root)).getByRole('link', { name: 'Odds at the bookmaker' });
    expect(link.getAttribute('href')).toBe('https://bookie.example/match/1');
    expect(link.getAttribute('rel')).toBe('sponsored nofollow noopener');
  });

  it('highlights the best price of each row of the odds grid', () => {
    const grid = {
      asOf: '2026-11-27T09:00:00Z',
      bookmakers: ['Alpha', 'Beta', 'Gamma'],
      rows: [{ market: 'Home', prices: [2.1, 2.2, null] }],
    };
    const root = render(cards(postHtml({ grid }), null, before));
    const table = within(card(root)).getByRole('table');
    expect(within(table).getByText('Odds as of Fri, 27 Nov 2026, 09:00 UTC')).toBeTruthy();
    const best = table.querySelectorAll('.prediction-best');
    expect(best).toHaveLength(1);
    expect(best[0]!.getAttribute('data-label')).toBe('Beta');
  });

  it('keeps text typed into the fields as text', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const root = render(cards(postHtml({ pick: hostile, reason: hostile }), null, before));
    expect(root.querySelector('img')).toBeNull();
    expect(within(card(root)).getAllByText(hostile)).toHaveLength(2);
  });

  it('leaves a block it cannot read as it is, its plain text shown', () => {
    const forged =
      '<div data-bp-prediction="{&quot;odds&quot;:&quot;lots&quot;}"><p>A pick.</p></div>';
    expect(cards(forged, null, before)).toBe(forged);
  });

  it('reads attribute values the way the HTML parser does', () => {
    expect(decodeAttribute('&quot;a&amp;b&lt;&#39;&#x27;&nbsp;')).toBe("\"a&b<''\u00a0");
    expect(decodeAttribute('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});
