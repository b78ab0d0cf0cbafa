import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PredictionProof } from '../../contract/predictionCalls';
import type { Proof } from './lib/cardMarkup';
import { PREDICTION_ATTRIBUTE } from '../../contract/predictionMarks';
import { onFirstInteraction } from '../../lib/firstInteraction';
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
 * Resolves when a prediction (its card, or its block's own line) comes within a screen of the
 * viewport, or at the reader's first interaction: the cards' code is fetched then, not with the
 * first view (a post's picks mostly close it). At once where nothing can be observed.
 */
function whenCardsWanted(): { promise: Promise<void>; cancel: () => void } {
  if (typeof IntersectionObserver === 'undefined') {
    return { promise: Promise.resolve(), cancel: () => undefined };
  }
  let cancel = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '800px 0px' },
    );
    const stopInteraction = onFirstInteraction(() => done());
    const done = () => {
      cancel();
      resolve();
    };
    cancel = () => {
      observer.disconnect();
      stopInteraction();
    };
    // The body is on the page once the render that asks is committed.
    requestAnimationFrame(() => {
      const shown = document.querySelectorAll(
        `.prediction-card, [${PREDICTION_ATTRIBUTE}]:not([hidden])`,
      );
      if (shown.length === 0) done();
      shown.forEach((element) => observer.observe(element));
    });
  });
  return { promise, cancel: () => cancel() };
}

/**
 * The decoration a post body with predictions needs (PostBody's `decorate`): its cards, proofed
 * by the record the post came with (`predictions`). Until their code is in, null: the body keeps
 * the server's HTML (its cards drawn) or, built in the browser, shows each block's own line.
 * The code comes as a pick nears the screen or the reader acts (whenCardsWanted), so it is not
 * in the first view's download.
 */
export function usePredictionCards(
  html: string | undefined,
  predictions?: readonly PredictionProof[],
): ((safeHtml: string) => string) | null {
  const wanted = hasPredictions(html);
  const [ready, setReady] = useState(predictionCardsLoaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    const near = whenCardsWanted();
    // Unfetchable: the blocks keep showing their plain-text line.
    void near.promise
      .then(loadPredictionCards)
      .then(() => live && setReady(true))
      .catch(() => undefined);
    return () => {
      live = false;
      near.cancel();
    };
  }, [wanted, ready]);
  const proofs = useMemo(() => proofsOf(predictions), [predictions]);
  const decorate = useCallback(
    (safeHtml: string) => predictionCardsIfLoaded(safeHtml, proofs),
    [proofs],
  );
  if (!wanted) return asIs;
  return ready ? decorate : null;
}
