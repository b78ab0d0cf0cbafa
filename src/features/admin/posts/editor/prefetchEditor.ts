/**
 * The rich-text editor's code: TinyMCE's chunk, loaded by the post form (LazyRichTextEditor) and
 * fetched ahead, while the admin is on the posts list or the dashboard, so the form's editor is
 * usable moments after it opens. Never from a reader's page.
 */
import { loadSkin } from './loadSkin';

/** TinyMCE and its React wrapper: one chunk, fetched once whoever asks first. */
export const loadRichTextEditor = () => import('./RichTextEditor');

/** Fetches the editor and this theme's skin, without showing anything; a failure is left to the form. */
export function prefetchRichTextEditor(dark: boolean): Promise<void> {
  return loadRichTextEditor()
    .then(() => loadSkin(dark))
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Runs `task` once the browser is idle (a second at most); returns the way to call it off. A
 * browser without idle callbacks (Safari) skips it: the links' hover and focus fetch it there.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request !== 'function' || typeof cancel !== 'function') return () => {};
  const id = request(task, { timeout });
  return () => cancel(id);
}
