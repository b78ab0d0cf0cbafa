import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useConfirm } from '../ui/useConfirm';

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `active`, leaving the page asks first: a navigation inside the app opens the admin's
 * confirm dialog (react-router's blocker), and closing or reloading the tab gets the browser's
 * own prompt (`beforeunload`).
 */
export function useUnsavedChangesGuard(active: boolean): void {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  // The blocker object changes identity on every router update; the dialog opens once per block.
  const current = useRef(blocker);
  useEffect(() => {
    current.current = blocker;
  });
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    let live = true;
    void confirm(LEAVE_MESSAGE, { confirmLabel: 'Leave', tone: 'danger' }).then((leave) => {
      if (!live) return;
      const b = current.current;
      if (b.state !== 'blocked') return;
      if (leave) b.proceed();
      else b.reset();
    });
    return () => {
      live = false;
    };
  }, [blocked, confirm]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
