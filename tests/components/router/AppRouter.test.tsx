/**
 * The app's router shell (src/components/router): a page can hold a navigation (a link or the
 * back button) until it lets it go, the app says when the next page is on its way while the
 * current one stays on screen, and scroll positions behave as a reader expects.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AppRouter,
  useBlocker,
  useNavigationPending,
  type HeldNavigation,
} from '../../../src/components/router/AppRouter';
import { ScrollRestoration } from '../../../src/components/router/ScrollRestoration';

function renderAt(path: string, ui: ReactNode) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(<AppRouter history={history}>{ui}</AppRouter>);
  return history;
}

/** A form that holds every move to another path while `dirty`, and shows the held one. */
let held: HeldNavigation | null = null;
function Form({ dirty }: { dirty: boolean }) {
  held = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <h1>Form</h1>
      {held && <p role="status">Leave?</p>}
      <Link to="/list">List</Link>
    </>
  );
}

/** The navigation is held on the form (the page asks), then let go: the list is shown. */
async function expectHeldThenLetGo(history: { location: { pathname: string } }) {
  expect(screen.getByRole('status')).toHaveTextContent('Leave?');
  expect(screen.getByRole('heading')).toHaveTextContent('Form');
  expect(history.location.pathname).toBe('/form');

  act(() => held!.proceed());
  expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/list');
}

describe('holding a navigation', () => {
  afterEach(() => {
    held = null;
  });

  const routes = (dirty: boolean) => (
    <Routes>
      <Route path="/form" element={<Form dirty={dirty} />} />
      <Route path="/list" element={<h1>List</h1>} />
    </Routes>
  );

  it('keeps the page on a link until the page lets the navigation go', async () => {
    const user = userEvent.setup();
    const history = renderAt('/form', routes(true));
    await user.click(screen.getByRole('link', { name: 'List' }));
    await expectHeldThenLetGo(history);
  });

  it('stays on the page, with nothing held, when the page says no', async () => {
    const user = userEvent.setup();
    const history = renderAt('/form', routes(true));
    await user.click(screen.getByRole('link', { name: 'List' }));
    act(() => held!.reset());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Form');
    expect(history.location.pathname).toBe('/form');
  });

  it('undoes the back button while held, and goes back once let go', async () => {
    const history = createMemoryHistory({ initialEntries: ['/list', '/form'], v5Compat: true });
    render(<AppRouter history={history}>{routes(true)}</AppRouter>);
    act(() => history.go(-1));
    await expectHeldThenLetGo(history);
  });

  it('lets every navigation through when the page holds nothing', async () => {
    const user = userEvent.setup();
    const history = renderAt('/form', routes(false));
    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/list');
  });
});

describe('the next page on its way', () => {
  function Progress() {
    return <p data-testid="progress">{useNavigationPending() ? 'loading' : 'idle'}</p>;
  }

  it('keeps the current page and says so until the next page can show', async () => {
    let arrive!: (module: { default: () => ReactNode }) => void;
    const Slow = lazy(() => new Promise<{ default: () => ReactNode }>((r) => (arrive = r)));
    const user = userEvent.setup();
    renderAt(
      '/',
      <>
        <Progress />
        <Suspense fallback={<p>Fallback</p>}>
          <Routes>
            <Route path="/" element={<Link to="/slow">Slow page</Link>} />
            <Route path="/slow" element={<Slow />} />
          </Routes>
        </Suspense>
      </>,
    );
    expect(screen.getByTestId('progress')).toHaveTextContent('idle');
    await user.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(screen.getByTestId('progress')).toHaveTextContent('loading');
    expect(screen.getByRole('link', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();

    await act(async () => arrive({ default: () => <h1>Slow</h1> }));
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(screen.getByTestId('progress')).toHaveTextContent('idle');
  });
});

describe('scroll positions', () => {
  afterEach(() => vi.restoreAllMocks());

  const scrollTo = () => vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  function scrolledTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  }
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const pages = (
    <>
      <ScrollRestoration />
      <Routes>
        <Route path="/" element={<Link to="/next">Next</Link>} />
        <Route path="/next" element={<h1>Next</h1>} />
      </Routes>
    </>
  );

  // At once (behavior: 'instant'), not with the page's smooth scrolling: see ScrollRestoration.
  it('opens a new page at its top and returns to where the last one was left', async () => {
    const spy = scrollTo();
    const user = userEvent.setup();
    const history = renderAt('/', pages);
    await act(async () => {
      scrolledTo(640);
      await nextFrame();
    });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Next' });
    expect(spy).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });

    act(() => history.go(-1));
    await screen.findByRole('link', { name: 'Next' });
    expect(spy).toHaveBeenLastCalledWith({ top: 640, behavior: 'instant' });
  });

  // After a reload the page may still be growing, and the position is tried again each frame
  // until reachable; a reader who clicked meanwhile (a tab at the top) saw the page jump under the
  // pointer, and a click whose press and release straddled the jump was lost.
  it.each([
    ['a pointer', (target: Element) => fireEvent.pointerDown(target)],
    ['a key', (target: Element) => fireEvent.keyDown(target, { key: 'Tab' })],
  ])('stops putting the page back once the reader presses %s', async (_, press) => {
    sessionStorage.setItem('scroll-positions', JSON.stringify([['default', 900]]));
    const spy = scrollTo(); // the page never scrolls here: 900 stays out of reach
    renderAt('/', pages);
    await act(nextFrame);
    await act(nextFrame);
    expect(spy).toHaveBeenLastCalledWith({ top: 900, behavior: 'instant' });
    const tried = spy.mock.calls.length;
    expect(tried).toBeGreaterThan(1);

    press(screen.getByRole('link', { name: 'Next' }));
    await act(nextFrame);
    await act(nextFrame);
    expect(spy).toHaveBeenCalledTimes(tried);
    sessionStorage.clear();
  });

  // A busy phone draws few frames while a list's data is on its way: a count of frames gave up
  // before the page had grown enough (Back then left the reader at the top of the list).
  it('pursues a position that is out of reach for 5 s, however many frames that is', async () => {
    sessionStorage.setItem('scroll-positions', JSON.stringify([['default', 900]]));
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const spy = scrollTo(); // 900 stays out of reach
    renderAt('/', pages);
    for (let frame = 0; frame < 80; frame += 1) await act(nextFrame);
    const tried = spy.mock.calls.length;
    expect(tried).toBeGreaterThan(80);

    now = 5_001;
    await act(nextFrame);
    const last = spy.mock.calls.length;
    await act(nextFrame);
    await act(nextFrame);
    expect(spy).toHaveBeenCalledTimes(last);
    sessionStorage.clear();
  });

  it('keeps the positions for a reload of the tab', async () => {
    scrollTo();
    renderAt('/', pages);
    await act(async () => {
      scrolledTo(300);
      await nextFrame();
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('scroll-positions') ?? '[]')).toEqual([
      ['default', 300],
    ]);
  });
});
