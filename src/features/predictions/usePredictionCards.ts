import { useEffect, useState } from 'react';
import {
  hasPredictions,
  loadPredictionCards,
  predictionCardsIfLoaded,
  predictionCardsLoaded,
} from './lib/predictionCards';

const asIs = (safeHtml: string) => safeHtml;

/**
 * The decoration a post body with predictions needs (PostArticle's `decorateBody`): its cards,
 * once their code is in. A new function when it arrives, so the body is drawn again with them.
 */
export function usePredictionCards(html: string | undefined): (safeHtml: string) => string {
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
  return wanted && ready ? predictionCardsIfLoaded : asIs;
}
