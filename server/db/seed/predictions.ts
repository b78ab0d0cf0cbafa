/**
 * Demo predictions: the seeded football and cricket previews carry 41 picks, so the record page
 * has real figures on first start. Each kicks off after its post went out (a pick is published
 * before its event), most are settled (won, lost, half results on quarter-goal Asian handicaps,
 * one void with its reason, one corrected settlement), a few are upcoming. Times are relative
 * to the moment of seeding: `day` is days from today (UTC), `hour` the kickoff hour (UTC).
 *
 * All teams and fixtures are fictional; the odds are examples.
 */
import { resultText, type Market, type PickResult } from '../../../src/contract/predictionMarks';
import {
  eventName,
  predictionMarkup,
  predictionSchema,
  type Prediction,
} from '../../../src/contract/predictions';
import type { Queryable } from '../connect';

export interface SeedPick {
  /** Days from the day of seeding (negative: past). */
  day: number;
  /** Kickoff hour, UTC. */
  hour: number;
  prediction: Omit<Prediction, 'kickoff'>;
  /** Settled picks: the result, its final score, a void's reason and an earlier, corrected result. */
  result: PickResult | null;
  score: string;
  voidReason: string;
  correctedFrom: PickResult | null;
}

interface Match {
  home?: string;
  away?: string;
  event?: string;
  competition: string;
}

type Line = [
  day: number,
  hour: number,
  match: Match,
  market: Market | [label: string],
  line: number | null,
  pick: string,
  odds: number,
  stake: number,
  reason: string,
  result: PickResult | null | [PickResult, string] | ['corrected', PickResult, PickResult],
  score?: string,
];

const FOOTBALL = 'Football';
const CRICKET = 'Cricket';

/** The picks of one post: `key` makes their ids ("seedah01"… padded to 12). */
function picks(sport: string, key: string, lines: Line[]): SeedPick[] {
  return lines.map(
    ([day, hour, match, market, line, pick, odds, stake, reason, result, score], i) => {
      const id = `seed${key}${String(i + 1).padStart(2, '0')}`.padEnd(12, '0');
      const other = Array.isArray(market);
      const prediction = predictionSchema.parse({
        id,
        sport,
        competition: match.competition,
        home: match.home ?? '',
        away: match.away ?? '',
        event: match.event ?? '',
        // A placeholder: the seed sets the real time.
        kickoff: '2000-01-01T00:00:00Z',
        market: other ? 'other' : market,
        marketLabel: other ? market[0] : '',
        line,
        pick,
        odds,
        stake,
        confidence: Math.min(5, Math.max(1, Math.round(stake))),
        reason,
      });
      const { kickoff: _, ...rest } = prediction;
      const settled = Array.isArray(result)
        ? result[0] === 'corrected'
          ? { result: result[2], voidReason: '', correctedFrom: result[1] }
          : { result: result[0], voidReason: result[1], correctedFrom: null }
        : { result, voidReason: '', correctedFrom: null };
      return { day, hour, prediction: rest, score: score ?? '', ...settled } as SeedPick;
    },
  );
}

const coastline = (home: string, away: string): Match => ({
  home,
  away,
  competition: 'Coastline League',
});
const premier = (home: string, away: string): Match => ({
  home,
  away,
  competition: 'Premier Division',
});

/** By post slug. */
export const seedPicks: Record<string, SeedPick[]> = {
  'weather-dew-and-the-toss-in-day-night-cricket': picks(CRICKET, 'dew', [
    [
      -70,
      13,
      { home: 'Coastal Strikers', away: 'Eastport Mariners', competition: 'One-Day Cup' },
      ['Match winner'],
      null,
      'Coastal Strikers',
      1.91,
      2,
      'Heavy dew forecast: the side chasing has won six of the last eight here.',
      'won',
      'Strikers won by 5 wickets',
    ],
    [
      -68,
      13,
      { home: 'Highland Rangers', away: 'Valley Kings', competition: 'One-Day Cup' },
      'over-under',
      284.5,
      'Over 284.5 runs',
      1.87,
      1.5,
      'A flat deck and a wet ball in the second innings.',
      'lost',
      '261 runs',
    ],
    [
      -66,
      13,
      { home: 'Eastport Mariners', away: 'Valley Kings', competition: 'One-Day Cup' },
      ['Match winner'],
      null,
      'Valley Kings',
      2.3,
      1,
      'Kings bowl first if they win the toss, and the dew should do the rest.',
      'won',
      'Kings won by 38 runs (DLS)',
    ],
    [
      -63,
      13,
      { home: 'Coastal Strikers', away: 'Highland Rangers', competition: 'One-Day Cup' },
      ['Match winner'],
      null,
      'Highland Rangers',
      2.05,
      1.5,
      "Rangers' wrist spinners bowl first, before the dew comes down.",
      'lost',
      'Strikers won by 3 wickets',
    ],
  ]),
  'asian-handicap-betting-a-beginner-guide': picks(FOOTBALL, 'ah', [
    [
      -61,
      19,
      coastline('Harlow Athletic', 'Port Elden'),
      'asian-handicap',
      -0.25,
      'Harlow Athletic -0.25',
      1.95,
      2,
      'Harlow are unbeaten at home; the quarter line softens a draw.',
      'half-lost',
      '1-1',
    ],
    [
      -60,
      14,
      coastline('Kingsport City', 'Marlow Town'),
      'asian-handicap',
      -0.75,
      'Kingsport City -0.75',
      1.92,
      2,
      'Kingsport win by two or more in most home games against the bottom half.',
      'won',
      '3-0',
    ],
    [
      -57,
      14,
      coastline('Eastmoor United', 'Northbridge FC'),
      'asian-handicap',
      0.25,
      'Northbridge FC +0.25',
      1.88,
      1.5,
      'Northbridge rarely lose by more than a goal away.',
      'half-won',
      '1-1',
    ],
    [
      -54,
      19,
      coastline('Port Elden', 'Redcliffe Rovers'),
      'asian-handicap',
      1,
      'Port Elden +1',
      2.02,
      1,
      'Elden have kept it within a goal against every top-six side.',
      'won',
      '0-0',
    ],
    [
      -53,
      14,
      coastline('Marlow Town', 'Valemont Town'),
      'asian-handicap',
      -0.5,
      'Valemont Town -0.5',
      1.83,
      2,
      'Valemont have won five straight away from home.',
      'lost',
      '2-1',
    ],
  ]),
  'southern-cross-xi-tour-preview-five-tests-ahead': picks(CRICKET, 'sx', [
    [
      -52,
      10,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'First Test' },
      '1x2',
      null,
      'Northern Lions',
      1.62,
      3,
      'The hosts have lost one of twelve home Tests, and it is early-season seam.',
      'won',
      'Lions won by 9 wickets',
    ],
    [
      -43,
      10,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'Second Test' },
      '1x2',
      null,
      'Draw',
      4.2,
      1,
      'Rain is forecast for two of the five days.',
      'lost',
      'Lions won by an innings and 12 runs',
    ],
    [
      -35,
      10,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'Third Test' },
      '1x2',
      null,
      'Northern Lions',
      1.75,
      2,
      'A green surface again: the tourists have no answer to the new ball yet.',
      'lost',
      'Southern Cross won by 4 wickets',
    ],
    [
      -27,
      10,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'Fourth Test' },
      '1x2',
      null,
      'Southern Cross XI',
      3.1,
      1,
      'A dry venue brings the two spinners into play.',
      ['void', 'Abandoned without a ball bowled: a waterlogged outfield.'],
      '',
    ],
    [
      -19,
      10,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'Fifth Test' },
      ['Top team batter'],
      null,
      'Marcus Hale (Lions)',
      4.5,
      0.5,
      'Top-scored in three of the four innings on this ground.',
      'lost',
      'Hale 31',
    ],
  ]),
  'redcliffe-rovers-title-race-outlook-for-the-run-in': picks(FOOTBALL, 'rr', [
    [
      -44,
      15,
      premier('Redcliffe Rovers', 'Ashford Vale'),
      '1x2',
      null,
      'Redcliffe Rovers',
      1.57,
      3,
      'Rovers have won nine of ten at home.',
      'won',
      '2-0',
    ],
    [
      -40,
      15,
      premier('Valemont Town', 'Stanmore'),
      'over-under',
      2.5,
      'Over 2.5 goals',
      1.9,
      2,
      "Valemont's games against the bottom six average 3.4 goals.",
      'lost',
      '1-0',
    ],
    [
      -33,
      17,
      premier('Ashford Vale', 'Redcliffe Rovers'),
      'draw-no-bet',
      null,
      'Redcliffe Rovers',
      1.72,
      2,
      'Fatigue is a risk, so we take the draw out.',
      ['corrected', 'lost', 'void'],
      '1-1',
    ],
    [
      -26,
      15,
      premier('Redcliffe Rovers', 'Kingsport City'),
      'btts',
      null,
      'Yes',
      1.8,
      1.5,
      'Both sides have scored in seven of their last nine meetings.',
      'lost',
      '2-0',
    ],
    [
      -19,
      19,
      premier('Valemont Town', 'Redcliffe Rovers'),
      '1x2',
      null,
      'Valemont Town',
      2.4,
      1.5,
      'The key match: Valemont at home and rested.',
      'lost',
      '1-2',
    ],
    [
      -12,
      15,
      premier('Stanmore', 'Redcliffe Rovers'),
      'asian-handicap',
      -0.75,
      'Redcliffe Rovers -0.75',
      2.05,
      2,
      'Stanmore have conceded two or more in six straight.',
      'half-won',
      '1-2',
    ],
    [
      20,
      15,
      { event: 'Premier Division winner', competition: 'Premier Division' },
      'outright',
      null,
      'Valemont Town',
      2.5,
      1,
      'The easier run-in: four of the bottom six to come.',
      null,
    ],
  ]),
  't20-powerplay-strategy-and-in-play-odds': picks(CRICKET, 'pp', [
    [
      -36,
      18,
      { home: 'Valley Kings', away: 'Eastport Mariners', competition: 'T20 Blast' },
      ['Powerplay runs'],
      null,
      'Kings over 52.5 powerplay runs',
      1.85,
      1,
      'Two openers striking at 150, and a short boundary.',
      'won',
      '61/0',
    ],
    [
      -34,
      18,
      { home: 'Highland Rangers', away: 'Coastal Strikers', competition: 'T20 Blast' },
      ['Match winner'],
      null,
      'Coastal Strikers',
      2.1,
      1.5,
      'Strikers bat deep: early wickets hurt them less.',
      'lost',
      'Rangers won by 22 runs',
    ],
    [
      -31,
      18,
      { home: 'Eastport Mariners', away: 'Highland Rangers', competition: 'T20 Blast' },
      'over-under',
      171.5,
      'Over 171.5 runs (first innings)',
      1.9,
      1,
      'The highest-scoring ground of the season.',
      'won',
      '188/6',
    ],
  ]),
  'top-batter-markets-what-the-numbers-tell-you': picks(CRICKET, 'tb', [
    [
      -22,
      9,
      { home: 'Coastal Strikers', away: 'Valley Kings', competition: 'One-Day Cup final' },
      ['Top team batter'],
      null,
      'Ravi Menon (Strikers)',
      4.33,
      0.5,
      'An opener who top-scores in a third of his innings.',
      'won',
      'Menon 87',
    ],
    [
      -21,
      13,
      { home: 'Highland Rangers', away: 'Eastport Mariners', competition: 'T20 Blast' },
      ['Top team batter'],
      null,
      'Tom Ashby (Mariners)',
      5,
      0.5,
      'Plays spin better than anyone in the side.',
      'lost',
      'Ashby 12',
    ],
    [
      -16,
      9,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'Tour match' },
      ['Top team batter'],
      null,
      'Ben Okafor (Southern Cross)',
      4,
      0.5,
      'A number three on a slow, turning pitch.',
      'lost',
      'Okafor 24',
    ],
  ]),
  'eastmoor-united-vs-kingsport-city-derby-day-odds-explained': picks(FOOTBALL, 'em', [
    [
      -15,
      12,
      coastline('Eastmoor United', 'Kingsport City'),
      '1x2',
      null,
      'Draw',
      3.4,
      1.5,
      'Eastmoor have drawn four of the last seven derbies.',
      'won',
      '1-1',
    ],
    [
      -15,
      12,
      coastline('Eastmoor United', 'Kingsport City'),
      'asian-handicap',
      0.25,
      'Eastmoor United +0.25',
      1.98,
      2,
      'Kingsport are shorter than they should be at 1.95.',
      'half-won',
      '1-1',
    ],
    [
      -15,
      12,
      coastline('Eastmoor United', 'Kingsport City'),
      'over-under',
      2.5,
      'Under 2.5 goals',
      1.8,
      1,
      'Tight, nervy derbies: five of the last seven went under.',
      'won',
      '1-1',
    ],
  ]),
  'how-pitch-conditions-shape-cricket-betting-markets': picks(CRICKET, 'pc', [
    [
      -10,
      10,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'One-Day series' },
      'over-under',
      270.5,
      'Under 270.5 runs (first innings)',
      1.87,
      2,
      'A green tinge and a damp first session.',
      'won',
      '231 all out',
    ],
    [
      -8,
      10,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'One-Day series' },
      ['Match winner'],
      null,
      'Southern Cross XI',
      2.6,
      1,
      'Dry and cracked: their spinners bowl last.',
      'lost',
      'Lions won by 61 runs',
    ],
    [
      -5,
      10,
      { home: 'Northern Lions', away: 'Southern Cross XI', competition: 'One-Day series' },
      ['Match winner'],
      null,
      'Northern Lions',
      1.7,
      2,
      'A fresh surface with plenty of grass.',
      'won',
      'Lions won by 7 wickets',
    ],
  ]),
  'understanding-both-teams-to-score-markets': picks(FOOTBALL, 'bt', [
    [
      -7,
      19,
      coastline('Marlow Town', 'Harlow Athletic'),
      'btts',
      null,
      'Yes',
      1.75,
      1.5,
      'Both defences are missing their first-choice centre-backs.',
      'won',
      '2-2',
    ],
    [
      -6,
      15,
      coastline('Port Elden', 'Eastmoor United'),
      'btts',
      null,
      'No',
      2,
      1,
      'Elden have failed to score in four of five.',
      'lost',
      '1-1',
    ],
    [
      -3,
      15,
      premier('Kingsport City', 'Ashford Vale'),
      'btts',
      null,
      'Yes',
      1.68,
      2,
      'Ashford score away but rarely keep clean sheets.',
      'won',
      '3-1',
    ],
  ]),
  'coastal-strikers-vs-highland-rangers-series-preview': picks(CRICKET, 'cs', [
    [
      -1,
      9,
      { home: 'Coastal Strikers', away: 'Highland Rangers', competition: 'First T20' },
      ['Match winner'],
      null,
      'Highland Rangers',
      1.85,
      2,
      'Rangers slight favourites, and the pitch will be slow.',
      'lost',
      'Strikers won by 6 wickets',
    ],
    [
      3,
      13,
      { home: 'Coastal Strikers', away: 'Highland Rangers', competition: 'Second T20' },
      ['Match winner'],
      null,
      'Coastal Strikers',
      2.05,
      1.5,
      'Their batting depth covers an inexperienced attack.',
      null,
    ],
    [
      6,
      13,
      { home: 'Coastal Strikers', away: 'Highland Rangers', competition: 'Third T20' },
      'over-under',
      165.5,
      'Over 165.5 runs (first innings)',
      1.9,
      1,
      'A flatter deck for the last T20.',
      null,
    ],
  ]),
  'northbridge-fc-vs-harlow-athletic-preview-and-prediction': picks(FOOTBALL, 'nb', [
    [
      2,
      15,
      premier('Northbridge FC', 'Harlow Athletic'),
      'btts',
      null,
      'Yes',
      1.72,
      2,
      'Northbridge without Okoro, Harlow with Lindqvist back on the counter.',
      null,
    ],
    [
      2,
      15,
      premier('Northbridge FC', 'Harlow Athletic'),
      '1x2',
      null,
      'Draw',
      3.6,
      0.5,
      'Our headline scoreline is 2-2; the best price is 3.60.',
      null,
    ],
  ]),
};

/** A pick's kickoff, from the day of seeding. */
export function seedKickoff(pick: SeedPick, now: number): Date {
  const day = new Date(now);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + pick.day, pick.hour),
  );
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const predictionOf = (pick: SeedPick, now: number): Prediction => ({
  ...pick.prediction,
  kickoff: seedKickoff(pick, now).toISOString(),
});

/** The post's content with its picks' blocks after its prose. */
export function withSeedPicks(slug: string, content: string, now: number): string {
  const picks = seedPicks[slug] ?? [];
  return [content, ...picks.map((pick) => predictionMarkup(predictionOf(pick, now)))].join('\n');
}

/** When a past pick was settled: after the match (a Test: after its five days). */
function settledAt(pick: SeedPick, kickoff: Date): Date {
  const { sport, competition } = pick.prediction;
  const after = competition.endsWith('Test') ? 5 * DAY : sport === 'Cricket' ? 9 * HOUR : 3 * HOUR;
  return new Date(kickoff.getTime() + (pick.result === 'void' && pick.voidReason ? DAY : after));
}

/**
 * The record of the post's picks, as the server would have written it: created with the post,
 * locked at kickoff, settled (a void with its reason; one correction) some hours after.
 */
export async function seedPredictions(
  tx: Pick<Queryable, 'query'>,
  slug: string,
  postId: number,
  postedAt: Date,
  now: number,
): Promise<void> {
  for (const pick of seedPicks[slug] ?? []) {
    const p = predictionOf(pick, now);
    const kickoff = new Date(p.kickoff);
    const settled = pick.result ? settledAt(pick, kickoff) : null;
    await tx.query(
      `INSERT INTO predictions (id, post_id, sport, competition, event, market, line,
         market_label, pick, odds, stake, kickoff, result, score, void_reason, settled_at,
         corrected, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        p.id,
        postId,
        p.sport,
        p.competition,
        eventName(p),
        p.market,
        p.line,
        p.marketLabel,
        p.pick,
        p.odds,
        p.stake,
        kickoff,
        pick.result,
        pick.score,
        pick.voidReason,
        settled,
        pick.correctedFrom !== null,
        postedAt,
      ],
    );
    const stake = `${p.stake} unit${p.stake === 1 ? '' : 's'}`;
    const events: [string, Date, string][] = [
      ['created', postedAt, `${p.pick} at ${p.odds}, ${stake}`],
    ];
    if (kickoff.getTime() <= now) events.push(['locked', kickoff, '']);
    if (pick.result && settled) {
      if (pick.voidReason) {
        events.push(['voided', settled, pick.voidReason]);
      } else if (pick.correctedFrom) {
        const first = resultText(pick.correctedFrom, pick.score);
        events.push(['settled', settled, first]);
        events.push([
          'corrected',
          new Date(settled.getTime() + DAY),
          `${first} → ${resultText(pick.result, pick.score)}`,
        ]);
      } else {
        events.push(['settled', settled, resultText(pick.result, pick.score)]);
      }
    }
    for (const [event, at, detail] of events) {
      await tx.query(
        `INSERT INTO prediction_events (prediction_id, event, at, detail)
         VALUES ($1, $2, $3, $4)`,
        [p.id, event, at, detail],
      );
    }
  }
}
