import { useEffect } from 'react';
import { useBlocker } from '../../../../components/router/AppRouter';
import { useConfirm } from '../../ui/useConfirm';

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `active`, leaving the page asks first: a navigation inside the app opens the admin's
 * confirm dialog (the app router's blocker), and closing or reloading the tab gets the browser's
 * own prompt (`beforeunload`).
 */
export function useUnsavedChangesGuard(active: boolean): void {
  const confirm = useConfirm();
  const held = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!held) return;
    let live = true;
    void confirm(LEAVE_MESSAGE, { confirmLabel: 'Leave', tone: 'danger' }).then((leave) => {
      if (!live) return;
      if (leave) held.proceed();
      else held.reset();
    });
    return () => {
      live = false;
    };
  }, [held, confirm]);

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
