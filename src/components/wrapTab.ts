/**
 * Keeps Tab inside a dialog (call it on a Tab key press): from the last of `items` the focus wraps
 * to the first, and Shift+Tab from the first, or from `start` (what took the focus on opening),
 * wraps to the last. With no items it does nothing.
 */
export function wrapTab(
  event: { shiftKey: boolean; preventDefault: () => void },
  items: readonly HTMLElement[],
  start: Element | null,
) {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === start)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
