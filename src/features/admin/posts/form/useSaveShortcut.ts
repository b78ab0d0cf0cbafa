import { useEffect, type RefObject } from 'react';

/** Ctrl+S, or Cmd+S on a Mac: the save keys in every editor. */
export const isSaveKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';

/**
 * Ctrl+S (Cmd+S) anywhere on the page submits `form`, as its save button does, instead of the
 * browser's "Save page" dialog. (Inside the rich-text editor's frame the editor's own shortcut
 * does the same: its keys never reach this page.)
 */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveKey(event) || !form.current) return;
      event.preventDefault();
      // A key held down repeats: one save.
      if (!event.repeat) form.current.requestSubmit();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [form]);
}
