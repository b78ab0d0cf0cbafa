import { MAX_ODDS, MIN_ODDS, PREDICTION_ATTRIBUTE } from '../../../contract/predictionMarks';

const FIRST_BLOCK = new RegExp(`\\s${PREDICTION_ATTRIBUTE}="([^"]*)"`);

/**
 * The decimal odds of a post's first prediction, to two places ("2.10"), for its card's badge;
 * '' when it has none or its block does not read. Read without the validator (which stays out of
 * a reader's first view): the block's JSON and a plausible price are enough for a badge.
 */
export function predictionOdds(html: string): string {
  try {
    const { odds } = JSON.parse(
      FIRST_BLOCK.exec(html)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    return odds > MIN_ODDS && odds <= MAX_ODDS ? odds.toFixed(2) : '';
  } catch {
    return '';
  }
}
