/**
 * Prediction cards for a post body, without their weight in the reader's first view: the cards'
 * code (and the validator it reads blocks with) is a chunk of its own, loaded only for a post
 * that has a prediction. Until it is in, a block shows its own plain-text line. The server's
 * render loads it before rendering (entry-server.tsx), so a rendered post has its cards.
 */
import { PREDICTION_ATTRIBUTE } from '../../../contract/predictionMarks';
import type { CardContext } from './cardMarkup';

type Decorate = (safeHtml: string, proofs?: CardContext['proofs']) => string;

let cards: Decorate | null = null;

export function hasPredictions(html: string | undefined): boolean {
  return html?.includes(PREDICTION_ATTRIBUTE) ?? false;
}

/** The cards' code; resolves at once when it is already in. */
export function loadPredictionCards(): Promise<Decorate> {
  if (cards) return Promise.resolve(cards);
  return import('./cardMarkup').then((module) => (cards = module.predictionCards));
}

/** `safeHtml` with its cards drawn, once their code is in; else as it is. */
export function predictionCardsIfLoaded(
  safeHtml: string,
  proofs: CardContext['proofs'] = null,
): string {
  return cards && hasPredictions(safeHtml) ? cards(safeHtml, proofs) : safeHtml;
}

export function predictionCardsLoaded(): boolean {
  return cards !== null;
}
