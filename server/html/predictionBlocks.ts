/**
 * The prediction blocks of a post's HTML (src/contract/predictions.ts): every
 * `<div data-bp-prediction="{json}">` the HTML holds, read by the same parser the sanitiser uses
 * (attribute entities decoded as a browser would), each JSON read only through its schema.
 */
import sanitizeHtml from 'sanitize-html';
import { PREDICTION_ATTRIBUTE } from '../../src/contract/predictionMarks';
import { readPrediction, type Prediction } from '../../src/contract/predictions';

export interface PredictionBlocks {
  /** The blocks the schema accepts, in the order of the HTML. */
  predictions: Prediction[];
  /** How many blocks the schema refused (their JSON is no prediction). */
  unreadable: number;
}

export function predictionBlocks(html: string): PredictionBlocks {
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    transformTags: {
      div: (tagName, attribs) => {
        const json = attribs[PREDICTION_ATTRIBUTE];
        if (json !== undefined) found.push(json);
        return { tagName, attribs };
      },
    },
  });
  const predictions: Prediction[] = [];
  for (const json of found) {
    const prediction = readPrediction(json);
    if (prediction) predictions.push(prediction);
  }
  return { predictions, unreadable: found.length - predictions.length };
}
