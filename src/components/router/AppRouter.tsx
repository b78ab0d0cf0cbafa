/**
 * The app's router: react-router's declarative <Router> on a history of ours, with the two
 * things only its data router offered, at a fraction of its code:
 * - navigations run as React transitions, so the page on screen stays until the next one can
 *   show, and `useNavigationPending()` says when one is under way (the progress bar);
 * - `useBlocker()` holds a navigation (a link, `navigate()`, or the browser's back and forward)
 *   until the page that asked lets it go.
 */
import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  Router,
  type Location,
  type Navigator,
  type NavigationType,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';

/** A browser history (the app) or a memory history (the server render, tests). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Whether leaving `currentLocation` for `nextLocation` must wait for the page's answer. */
export type ShouldBlock = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A held navigation: go on with it, or stay where we are. */
export interface HeldNavigation {
  proceed: () => void;
  reset: () => void;
}

interface BlockerEntry {
  shouldBlock: ShouldBlock;
  onHold: (held: HeldNavigation | null) => void;
}

interface NavigationState {
  pending: boolean;
  register: (entry: BlockerEntry) => () => void;
}

const NavigationStateContext = createContext<NavigationState>({
  pending: false,
  register: () => () => {},
});

/** True while the app moves to another page (its code is still loading). */
export function useNavigationPending(): boolean {
  return use(NavigationStateContext).pending;
}

/**
 * Holds every navigation for which `shouldBlock` answers true and returns it, or null when
 * nothing is held. One page blocks at a time (the admin's editor).
 */
export function useBlocker(shouldBlock: ShouldBlock): HeldNavigation | null {
  const { register } = use(NavigationStateContext);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useLayoutEffect(
    () => register({ shouldBlock: (args) => latest.current(args), onHold: setHeld }),
    [register],
  );
  return held;
}

function toLocation(history: AppHistory, to: To): Location {
  const url = history.createURL(to);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: '' };
}

export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  const blocker = useRef<BlockerEntry | null>(null);
  // The location on screen: what a held back/forward returns to.
  const shown = useRef(history.location);
  // Set while we move the history ourselves: undoing a held back/forward (its echo is not a
  // navigation), then redoing it once the page lets it go (not to be held again).
  const ignorePop = useRef(false);
  const letPass = useRef(false);

  const register = useCallback((entry: BlockerEntry) => {
    blocker.current = entry;
    return () => {
      if (blocker.current === entry) blocker.current = null;
    };
  }, []);

  const hold = useCallback((nextLocation: Location, go: () => void): boolean => {
    const entry = blocker.current;
    if (!entry?.shouldBlock({ currentLocation: shown.current, nextLocation })) return false;
    entry.onHold({
      proceed: () => {
        entry.onHold(null);
        go();
      },
      reset: () => entry.onHold(null),
    });
    return true;
  }, []);

  useLayoutEffect(
    () =>
      history.listen(({ action, location, delta }) => {
        if (action === 'POP') {
          if (ignorePop.current) {
            ignorePop.current = false;
            return;
          }
          // The browser has already moved: step back, and forward again if the page lets it.
          const passing = letPass.current;
          letPass.current = false;
          if (
            !passing &&
            delta !== null &&
            hold(location, () => {
              letPass.current = true;
              history.go(delta);
            })
          ) {
            ignorePop.current = true;
            history.go(-delta);
            return;
          }
        }
        shown.current = location;
        startTransition(() => setState({ action, location }));
      }),
    [history, hold],
  );

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: (delta) => history.go(delta),
      push: (to, pushState) => {
        const go = () => history.push(to, pushState);
        if (!hold(toLocation(history, to), go)) go();
      },
      replace: (to, replaceState) => {
        const go = () => history.replace(to, replaceState);
        if (!hold(toLocation(history, to), go)) go();
      },
    }),
    [history, hold],
  );

  const navigation = useMemo(() => ({ pending, register }), [pending, register]);
  return (
    <NavigationStateContext value={navigation}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationStateContext>
  );
}
