/**
 * schema.org `SportsEvent` JSON-LD for a post's upcoming predictions: one per event still to
 * start, so search engines can show the match with the post. Read on the server only, through
 * the contract's schema (a block it does not accept is no event): the validator stays out of the
 * reader's code.
 */
import { PREDICTION_ATTRIBUTE } from '../../src/contract/predictionMarks';
import { eventName, readPrediction } from '../../src/contract/predictions';

const BLOCK = new RegExp(`<div\\b[^>]*?\\s${PREDICTION_ATTRIBUTE}="([^"]*)"`, 'gi');
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** An attribute value of sanitised HTML as a browser reads it. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const team = (name: string) => ({ '@type': 'SportsTeam', name });

/**
 * The events of `html`'s predictions whose kickoff is after `now` (ms), each once (two picks on
 * one match are one event), with `url` (the post's address) as where it is written about.
 */
export function sportsEvents(html: string, url: string, now: number): object[] {
  const events = new Map<string, object>();
  for (const [, json] of html.matchAll(BLOCK)) {
    const p = readPrediction(decode(json!));
    if (!p || Date.parse(p.kickoff) <= now) continue;
    const name = eventName(p);
    const key = `${name} ${Date.parse(p.kickoff)}`;
    if (events.has(key)) continue;
    events.set(key, {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name,
      startDate: p.kickoff,
      eventStatus: 'https://schema.org/EventScheduled',
      sport: p.sport,
      ...(p.competition && { description: p.competition }),
      ...(p.venue && { location: { '@type': 'Place', name: p.venue } }),
      ...(p.home && p.away && { homeTeam: team(p.home), awayTeam: team(p.away) }),
      url,
    });
  }
  return [...events.values()];
}
