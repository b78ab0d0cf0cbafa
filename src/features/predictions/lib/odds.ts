/** The odds formats live in src/lib/odds.ts (the admin's prediction form reads prices too). */
export * from '../../../lib/odds';
