/**
 * Waits for the reader's hands to be still: no finger or button down, and nothing on the page
 * scrolled for a moment. For a change that replaces what they may be touching (a post body's
 * HTML swapped for the browser sanitiser's copy): done mid-swipe, it would end the gesture and
 * throw a table's sideways scroll back to its start.
 *
 * `pressed`: a pointer is down now (the interaction that led here was a press). Answers a cancel
 * function.
 */
const QUIET_MS = 200;

const PRESS = ['pointerdown', 'touchstart'] as const;
const RELEASE = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'] as const;

export function whenStill(run: () => void, pressed = false): () => void {
  const controller = new AbortController();
  const options = { passive: true, capture: true, signal: controller.signal };
  let down = pressed;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    if (down) return;
    timer = setTimeout(() => {
      controller.abort();
      run();
    }, QUIET_MS);
  };
  for (const type of PRESS) {
    window.addEventListener(
      type,
      () => {
        down = true;
        clearTimeout(timer);
      },
      options,
    );
  }
  for (const type of RELEASE) {
    window.addEventListener(
      type,
      () => {
        down = false;
        settle();
      },
      options,
    );
  }
  // Scroll events do not bubble, but a listener capturing on the document hears every box's.
  document.addEventListener('scroll', settle, options);
  settle();
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
