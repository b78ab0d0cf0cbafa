/**
 * The prediction blocks in a post's HTML (predictions.ts: one `<div data-bp-prediction>` each):
 * read them, and replace or remove one by its id. The HTML is parsed in an inert template (no
 * image loads, no script runs) and written back from it.
 */
import {
  PREDICTION_ATTRIBUTE,
  predictionMarkup,
  readPrediction,
  type Prediction,
} from '../../../../contract/predictions';

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

function blocks(template: HTMLTemplateElement): { element: Element; prediction: Prediction }[] {
  return Array.from(template.content.querySelectorAll(`div[${PREDICTION_ATTRIBUTE}]`)).flatMap(
    (element) => {
      const prediction = readPrediction(element.getAttribute(PREDICTION_ATTRIBUTE) ?? '');
      return prediction ? [{ element, prediction }] : [];
    },
  );
}

/** The post's predictions, in the order they appear (blocks the schema refuses are left out). */
export function readBlocks(html: string): Prediction[] {
  if (!html.includes(PREDICTION_ATTRIBUTE)) return [];
  return blocks(parse(html)).map((block) => block.prediction);
}

/** The HTML with the block of `prediction.id` drawn anew from `prediction`; unchanged if absent. */
export function replaceBlock(html: string, prediction: Prediction): string {
  const template = parse(html);
  const found = blocks(template).find((block) => block.prediction.id === prediction.id);
  if (!found) return html;
  found.element.outerHTML = predictionMarkup(prediction);
  return template.innerHTML;
}

/** The HTML without the block of `id`; unchanged if absent. */
export function removeBlock(html: string, id: string): string {
  const template = parse(html);
  const found = blocks(template).find((block) => block.prediction.id === id);
  if (!found) return html;
  found.element.remove();
  return template.innerHTML;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh prediction id: 16 random characters of [a-z0-9]. */
export function newPredictionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // 252 = 7 × 36: bytes at or above it are drawn again, so every character is equally likely.
  let id = '';
  while (id.length < 16) {
    for (const byte of bytes) {
      if (byte < 252 && id.length < 16) id += ID_ALPHABET[byte % 36];
    }
    crypto.getRandomValues(bytes);
  }
  return id;
}

/**
 * A save the backend refused for one of the post's predictions (409, naming it: "The prediction
 * "…" locked at kickoff…"), as against a post changed elsewhere since it was opened.
 */
export function isPredictionRefusal(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.startsWith('The prediction "');
}
