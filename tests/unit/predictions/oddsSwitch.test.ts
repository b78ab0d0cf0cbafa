/**
 * The reader's odds format, kept by public/theme-init.js like the theme: a tap on a card's format
 * button shows every card's odds in that format (data-odds on <html>, read by the cards' CSS),
 * saves it, and is applied before the first paint of the next page.
 */
import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenOddsFormat, kickoffText } from '../../../src/features/predictions/lib/cardMarkup';

const runThemeInit = () => new Function(readFileSync('public/theme-init.js', 'utf8'))();
const root = document.documentElement;

function twoCards() {
  const group = (n: number) => `
    <div role="group" aria-label="Odds format ${n}">
      <button type="button" data-odds-choice="decimal" aria-pressed="true">Decimal</button>
      <button type="button" data-odds-choice="fractional" aria-pressed="false">Fractional</button>
      <button type="button" data-odds-choice="american" aria-pressed="false">American</button>
    </div>`;
  document.body.innerHTML = group(1) + group(2);
}

const pressed = () =>
  screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-odds');
});

describe('the odds format', () => {
  it('switches every card on a tap, and saves the choice', async () => {
    runThemeInit();
    twoCards();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Odds format 2' })).getByRole('button', {
        name: 'Fractional',
      }),
    );
    expect(root.getAttribute('data-odds')).toBe('fractional');
    expect(chosenOddsFormat()).toBe('fractional');
    expect(localStorage.getItem('odds-format')).toBe('fractional');
    expect(pressed()).toEqual(['Fractional', 'Fractional']);

    await userEvent.click(screen.getAllByRole('button', { name: 'Decimal' })[0]!);
    expect(root.hasAttribute('data-odds')).toBe(false);
    expect(chosenOddsFormat()).toBe('decimal');
    expect(pressed()).toEqual(['Decimal', 'Decimal']);
  });

  it('applies the saved format before the page is drawn, and ignores a value it does not know', () => {
    localStorage.setItem('odds-format', 'american');
    runThemeInit();
    expect(chosenOddsFormat()).toBe('american');
    root.removeAttribute('data-odds');
    localStorage.setItem('odds-format', '<script>');
    runThemeInit();
    expect(root.hasAttribute('data-odds')).toBe(false);
  });
});

describe('the cards kickoffs', () => {
  it('are written in the reader’s own zone once the page is in, as the cards’ code writes them', () => {
    runThemeInit();
    document.body.innerHTML = `
      <aside class="prediction-card"><time datetime="2026-11-28T15:00:00Z" data-kickoff>Sat, 28 Nov 2026, 15:00 UTC (server)</time></aside>
      <p><time datetime="2026-11-28T15:00:00Z">left as it is</time></p>`;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('.prediction-card time')!.textContent).toBe(
      kickoffText('2026-11-28T15:00:00Z', undefined),
    );
    expect(screen.getByText('left as it is')).toBeInTheDocument();
  });
});
