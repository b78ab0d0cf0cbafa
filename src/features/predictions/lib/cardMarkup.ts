/**
 * Prediction cards in sanitised post HTML. Each `<div data-bp-prediction="…">` whose JSON the
 * contract reads becomes a card, drawn as markup by this one function on the server and in the
 * browser, so a rendered post and the hydrated one show the same card. Working on text, without
 * a DOM: the card goes in front of the block's opening tag, and the block itself stays, hidden,
 * closed by its own `</div>` (so whatever the sanitiser kept inside it stays balanced). A block
 * the contract does not read is left as it is: its plain-text line still says the pick.
 *
 * Safe on sanitised markup only, where every attribute value is quoted and escaped.
 */
import { readPredictionBlock } from '../../../contract/predictionBlock';
import type { Prediction } from '../../../contract/predictions';
import {
  eventName,
  marketName,
  PREDICTION_ATTRIBUTE,
  RESULT_LABELS,
  type PickResult,
} from '../../../contract/predictionMarks';
import { DATE_TIME_PARTS, formatInstant } from '../../../lib/instants';
import { formatOdds, ODDS_FORMATS, type OddsFormat } from './odds';

/** What the reference server's own record says of a pick; absent on other backends. */
export interface Proof {
  result: PickResult | null;
  score: string;
  /** Why it was voided, shown publicly. */
  voidReason: string;
}

export type CardStatus = 'upcoming' | 'started' | PickResult;

export const STATUS_LABELS: Record<CardStatus, string> = {
  upcoming: 'Upcoming',
  started: 'Started',
  ...RESULT_LABELS,
};

export const FORMAT_LABELS: Record<OddsFormat, string> = {
  decimal: 'Decimal',
  fractional: 'Fractional',
  american: 'American',
};

const BLOCK = new RegExp(`<div\\b[^>]*?\\s${PREDICTION_ATTRIBUTE}="([^"]*)"[^>]*>`, 'gi');

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  apos: "'",
  nbsp: '\u00a0',
};

/** An attribute value as the HTML parser reads it. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The kickoff as the server writes it (UTC); the browser names the reader's own zone after. */
export function kickoffText(iso: string, timeZone: string | undefined = 'UTC'): string {
  return formatInstant(iso, timeZone, { weekday: 'short', ...DATE_TIME_PARTS });
}

export function statusOf(p: Prediction, proof: Proof | null, now: number): CardStatus {
  const result = proof ? proof.result : p.result;
  if (result) return result;
  return Date.parse(p.kickoff) <= now ? 'started' : 'upcoming';
}

function row(term: string, detail: string): string {
  return `<div><dt>${term}</dt><dd>${detail}</dd></div>`;
}

function oddsMarkup(odds: number): string {
  const each = ODDS_FORMATS.map(
    (format) => `<span data-odds-format="${format}">${escape(formatOdds(odds, format))}</span>`,
  );
  return `<span class="prediction-odds">${each.join('')}</span>`;
}

function gridMarkup(grid: NonNullable<Prediction['grid']>): string {
  const head = grid.bookmakers.map((name) => `<th scope="col">${escape(name)}</th>`).join('');
  const rows = grid.rows.map(({ market, prices }) => {
    const best = Math.max(...prices.map((price) => price ?? 0));
    const cells = prices.map((price, i) => {
      const label = ` data-label="${escape(grid.bookmakers[i] ?? '')}"`;
      if (price === null) return `<td${label}>\u2013</td>`;
      const top = price === best ? ' class="prediction-best"' : '';
      const note = price === best ? '<span class="sr-only"> (best price)</span>' : '';
      return `<td${label}${top}>${oddsMarkup(price)}${note}</td>`;
    });
    return `<tr><th scope="row">${escape(market)}</th>${cells.join('')}</tr>`;
  });
  return (
    `<table class="prediction-grid"><caption>Odds as of ${escape(kickoffText(grid.asOf))}</caption>` +
    `<thead><tr><th scope="col">Market</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

/** The odds format the reader chose (public/theme-init.js keeps it on <html>). */
export function chosenOddsFormat(): OddsFormat {
  const chosen = globalThis.document?.documentElement.getAttribute('data-odds');
  return chosen === 'fractional' || chosen === 'american' ? chosen : 'decimal';
}

export interface CardContext {
  /** The reference server's record of each pick, by id; null on other backends. */
  proofs: ReadonlyMap<string, Proof> | null;
  now: number;
  /** The format whose button shows as pressed (every format is printed; CSS shows one). */
  format: OddsFormat;
  /** The zone kickoffs are shown in, named: UTC on the server, the reader's own in a browser. */
  timeZone?: string;
}

/** One card. `proof` is the reference server's record of it (null: not proofed). */
export function cardMarkup(
  p: Prediction,
  proof: Proof | null,
  { now, format, timeZone }: Omit<CardContext, 'proofs'>,
): string {
  const status = statusOf(p, proof, now);
  const event = escape(eventName(p));
  const about = [p.sport, p.competition].filter(Boolean).map(escape).join(' \u00b7 ');
  const proofed = proof
    ? '<span class="prediction-proof prediction-proof--yes">\u2713 Proofed</span>'
    : '<span class="prediction-proof">Not proofed</span>';
  const switcher = ODDS_FORMATS.map(
    (choice) =>
      `<button type="button" data-odds-choice="${choice}" aria-pressed="${choice === format}">${FORMAT_LABELS[choice]}</button>`,
  ).join('');
  const stake = `${p.stake} unit${p.stake === 1 ? '' : 's'}`;
  const details = [
    row('Pick', escape(p.pick)),
    row('Market', escape(marketName(p))),
    row('Odds', oddsMarkup(p.odds)),
    row('Stake', stake),
    p.confidence ? row('Confidence', `${p.confidence} of 5`) : '',
  ].join('');
  const score = proof?.score || p.score;
  const voidReason = proof?.result === 'void' && proof.voidReason ? proof.voidReason : '';
  const link = p.bookmakerUrl
    ? `<a class="prediction-bet" href="${escape(p.bookmakerUrl)}" rel="sponsored nofollow noopener" target="_blank">Odds at the bookmaker</a>`
    : '';
  return (
    `<aside class="prediction-card" aria-label="Prediction: ${event}">` +
    `<div class="prediction-head"><span class="prediction-about">${about}</span>` +
    `<span class="prediction-status prediction-status--${status}">${STATUS_LABELS[status]}</span>${proofed}</div>` +
    `<p class="prediction-event">${event}</p>` +
    `<p class="prediction-when"><time datetime="${escape(p.kickoff)}" data-kickoff>${escape(kickoffText(p.kickoff, timeZone))}</time>` +
    (p.venue ? ` \u00b7 ${escape(p.venue)}` : '') +
    `</p><dl class="prediction-details">${details}</dl>` +
    (score ? `<p class="prediction-score">Final score: ${escape(score)}</p>` : '') +
    (voidReason ? `<p class="prediction-void">Void: ${escape(voidReason)}</p>` : '') +
    `<p class="prediction-reason">${escape(p.reason)}</p>` +
    (p.grid ? gridMarkup(p.grid) : '') +
    `<div class="prediction-foot"><div class="prediction-formats" role="group" aria-label="Odds format">${switcher}</div>${link}</div>` +
    `</aside>`
  );
}

/**
 * Each readable prediction block of sanitised `html` with its card in front of it (the block
 * itself hidden). `proofs` holds the reference server's record by prediction id.
 */
export function predictionCardsInMarkup(html: string, { proofs, ...context }: CardContext): string {
  if (!html.includes(PREDICTION_ATTRIBUTE)) return html;
  return html.replace(BLOCK, (block, json: string) => {
    const prediction = readPredictionBlock(decodeAttribute(json));
    if (!prediction) return block;
    const card = cardMarkup(prediction, proofs?.get(prediction.id) ?? null, context);
    return `${card}<div ${PREDICTION_ATTRIBUTE}="${json}" hidden>`;
  });
}

/**
 * The cards of a post body as this reader gets them: on the server in UTC and decimal odds (a
 * rendered page's first paint); in a browser in the reader's own zone and chosen format.
 */
export function predictionCards(html: string, proofs: CardContext['proofs'] = null): string {
  const inBrowser = typeof document !== 'undefined';
  return predictionCardsInMarkup(html, {
    proofs,
    now: Date.now(),
    format: chosenOddsFormat(),
    timeZone: inBrowser ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC',
  });
}
