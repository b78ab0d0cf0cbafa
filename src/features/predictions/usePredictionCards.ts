import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PredictionProof } from '../../contract/predictionCalls';
import type { Proof } from './lib/cardMarkup';
import {
  hasPredictions,
  loadPredictionCards,
  predictionCardsIfLoaded,
  predictionCardsLoaded,
} from './lib/predictionCards';

const asIs = (safeHtml: string) => safeHtml;

/** The reference server's record of a post's picks, by id; null from any other backend. */
export function proofsOf(
  predictions: readonly PredictionProof[] | undefined,
): ReadonlyMap<string, Proof> | null {
  if (!predictions) return null;
  return new Map(
    predictions.map(({ id, result, score, void_reason }) => [
      id,
      { result, score, voidReason: void_reason },
    ]),
  );
}

/**
 * The decoration a post body with predictions needs (PostArticle's `decorateBody`): its cards,
 * once their code is in, proofed by the record the post came with (`predictions`). A new
 * function when it arrives, so the body is drawn again with them.
 */
export function usePredictionCards(
  html: string | undefined,
  predictions?: readonly PredictionProof[],
): (safeHtml: string) => string {
  const wanted = hasPredictions(html);
  const [ready, setReady] = useState(predictionCardsLoaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    // Unfetchable: the blocks keep showing their plain-text line.
    loadPredictionCards()
      .then(() => live && setReady(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  const proofs = useMemo(() => proofsOf(predictions), [predictions]);
  const decorate = useCallback(
    (safeHtml: string) => predictionCardsIfLoaded(safeHtml, proofs),
    [proofs],
  );
  return wanted && ready ? decorate : asIs;
}
