/**
 * Runs code at the reader's first sign of interaction (the pointer moving, a touch, a key, a
 * focus): for what a page only needs once someone acts on it, so it stays out of the first
 * view's download.
 */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `run` once, at the first interaction with the page, with that interaction's event;
 * answers a cancel function.
 */
export function onFirstInteraction(run: (event: Event) => void): () => void {
  const controller = new AbortController();
  const once = (event: Event) => {
    controller.abort();
    run(event);
  };
  for (const type of INTERACTIONS) {
    window.addEventListener(type, once, {
      passive: true,
      capture: true,
      signal: controller.signal,
    });
  }
  return () => controller.abort();
}
