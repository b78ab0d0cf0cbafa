/**
 * Addition (predictions' record): what the reference server keeps of each prediction besides the
 * post's HTML, and what its calls send and answer. A seed-only backend has none of it; the app
 * learns that from `q=capabilities` (`predictions: true`) and then hides the record and the
 * "To settle" list, and shows every card "not proofed".
 *
 * Only the server's own table is the proof: a pick is written there in the same transaction as
 * its post, locked from its kickoff on, and settled (or voided) by the admin, each step logged.
 */
import { z } from 'zod';
import { RESULTS } from './predictionMarks';

const predictionId = z
  .string({ error: 'id is required' })
  .regex(/^[a-z0-9]{12,32}$/, 'id must be a prediction id');

export const predictionResult = z.enum(RESULTS, {
  error: 'result must be won, lost, void, half-won or half-lost',
});

/** What the record says of one pick: on a post's answer (`predictions`), by pick id. */
export const predictionProofSchema = z.object({
  id: z.string(),
  result: predictionResult.nullable(),
  score: z.string(),
  /** Why it was voided, shown publicly; empty unless voided. */
  void_reason: z.string(),
  /** Kickoff has passed: the pick, market, line, odds, stake and kickoff no longer change. */
  locked: z.boolean(),
  /** The settlement was changed after it was first made (the change is in its history). */
  corrected: z.boolean(),
});
export type PredictionProof = z.infer<typeof predictionProofSchema>;

/** One pick as the record lists it (the public list, and the admin's "To settle"). */
export const predictionRowSchema = z.object({
  id: z.string(),
  post_id: z.number().int().positive(),
  post_slug: z.string(),
  post_title: z.string(),
  category_slug: z.string(),
  category_name: z.string(),
  sport: z.string(),
  competition: z.string(),
  /** "Home vs Away", or the event's own name. */
  event: z.string(),
  /** UTC, ISO 8601. */
  kickoff: z.string(),
  /** The market as shown ("Over/under 2.5"). */
  market: z.string(),
  pick: z.string(),
  odds: z.number(),
  stake: z.number(),
  result: predictionResult.nullable(),
  score: z.string(),
  void_reason: z.string(),
  settled_at: z.string().nullable(),
  corrected: z.boolean(),
  /** Units won or lost; null until settled. */
  profit: z.number().nullable(),
});
export type PredictionRow = z.infer<typeof predictionRowSchema>;

/**
 * `upcoming`: no result and kickoff still ahead; `settled`: has a result (a void included);
 * `all` also holds the picks past kickoff still waiting for their result.
 */
export const PREDICTION_FILTERS = ['all', 'upcoming', 'settled'] as const;
export type PredictionFilter = (typeof PREDICTION_FILTERS)[number];

const categoryFilter = z
  .string({ error: 'category must be a category slug' })
  .trim()
  .max(120, 'category must be at most 120 characters')
  .optional();

/** q=predictions: every published post's picks, newest kickoff first, a page at a time. */
export const predictionsQuery = z.object({
  category: categoryFilter,
  status: z
    .enum(PREDICTION_FILTERS, { error: 'status must be all, upcoming or settled' })
    .optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).optional(),
});
export const PREDICTIONS_PER_PAGE = 20;

export const predictionsAnswer = z.object({
  items: z.array(predictionRowSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type PredictionsAnswer = z.infer<typeof predictionsAnswer>;

/** q=prediction-record: the figures, as recordOf (features/predictions/lib/record.ts) defines them. */
export const predictionRecordQuery = z.object({ category: categoryFilter });

export const recordMonthSchema = z.object({
  /** "2026-10" (by kickoff, UTC). */
  month: z.string(),
  picks: z.number().int().nonnegative(),
  staked: z.number(),
  profit: z.number(),
});
export type RecordMonth = z.infer<typeof recordMonthSchema>;

export const predictionRecordAnswer = z.object({
  /** The category's name when the record is one category's; null for the whole site. */
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Every category that has published picks, by name: the record page's own filter. */
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  settled: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
  half_won: z.number().int().nonnegative(),
  half_lost: z.number().int().nonnegative(),
  void: z.number().int().nonnegative(),
  /** Picks with no result whose kickoff is still ahead (not counted in any figure). */
  upcoming: z.number().int().nonnegative(),
  /** Percent, one place; null with nothing settled. */
  strike_rate: z.number().nullable(),
  /** Units, two places. */
  profit: z.number(),
  staked: z.number(),
  /** Percent, one place; null with nothing staked. */
  yield: z.number().nullable(),
  average_odds: z.number().nullable(),
  longest_losing_run: z.number().int().nonnegative(),
  current_run: z
    .object({ kind: z.enum(['won', 'lost']), length: z.number().int().positive() })
    .nullable(),
  months: z.array(recordMonthSchema),
});
export type PredictionRecordAnswer = z.infer<typeof predictionRecordAnswer>;

/** q=prediction-settle: a result (and the final score); settling again is a logged correction. */
export const predictionSettleInput = z.object({
  id: predictionId,
  result: predictionResult,
  score: z
    .string({ error: 'score must be text' })
    .trim()
    .max(40, 'The final score must be at most 40 characters')
    .default(''),
});
export type PredictionSettleInput = z.input<typeof predictionSettleInput>;

/** q=prediction-void: after kickoff a pick is never deleted, only voided, with a public reason. */
export const predictionVoidInput = z.object({
  id: predictionId,
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, 'Give the reason the pick is void.')
    .max(200, 'The reason must be at most 200 characters'),
});
export type PredictionVoidInput = z.input<typeof predictionVoidInput>;

export const predictionIdQuery = z.object({ id: predictionId });

export const PREDICTION_EVENTS = ['created', 'locked', 'settled', 'corrected', 'voided'] as const;
export const predictionEventSchema = z.object({
  event: z.enum(PREDICTION_EVENTS),
  at: z.string(),
  /** "Won, 2–1"; the void's reason; the correction's from → to. */
  detail: z.string(),
});
export type PredictionEvent = z.infer<typeof predictionEventSchema>;
