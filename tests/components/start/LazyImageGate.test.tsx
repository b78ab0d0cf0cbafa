/**
 * A page built in the browser asks for its lazy images (the cards below the first screen) only
 * once its likely-LCP image has loaded, so that on a slow connection they do not share its
 * bandwidth; a page without such an image, and any page the server rendered, holds nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bootRecorded, prepareRoot } from './bootedApp';

configure({ asyncUtilTimeout: 10_000 });

async function freshModules() {
  vi.resetModules();
  const gate = await import('../../../src/components/lazyImageGate');
  const { ResponsiveImage } = await import('../../../src/components/ResponsiveImage');
  return { gate, ResponsiveImage };
}

/** Fresh modules with the lazy images held: the lead (priority) image, then lazy `names`. */
async function holdBehindLead(...names: string[]) {
  const modules = await freshModules();
  const { gate, ResponsiveImage } = modules;
  gate.holdLazyImages();
  render(
    <>
      <ResponsiveImage path="/uploads/lead.jpg" alt="lead" sizes="100vw" priority />
      {names.map((name) => (
        <ResponsiveImage key={name} path={`/uploads/${name}.jpg`} alt={name} sizes="100vw" />
      ))}
    </>,
  );
  return modules;
}

const sources = () =>
  Array.from(document.body.querySelectorAll('img')).map((img) => img.getAttribute('src'));

describe('the lazy-image gate', () => {
  it('gives lazy images their source once the priority image has loaded', async () => {
    const { gate } = await holdBehindLead('a', 'b');
    gate.firstScreenCommitted();
    const [lead, ...rest] = sources();
    expect(lead).toContain('lead.jpg');
    expect(rest).toEqual([null, null]);
    // Still held a while later: the lead has not loaded yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sources().slice(1)).toEqual([null, null]);

    fireEvent.load(screen.getByAltText('lead'));
    await waitFor(() => expect(sources().filter(Boolean)).toHaveLength(3));
    expect(screen.getByAltText('a').getAttribute('loading')).toBe('lazy');
  });

  it('also lets them load when the priority image fails', async () => {
    await holdBehindLead('a');
    fireEvent.error(screen.getByAltText('lead'));
    await waitFor(() => expect(sources().filter(Boolean)).toHaveLength(2));
  });

  it('holds nothing once the first screen has no priority image to wait for', async () => {
    const { gate, ResponsiveImage } = await freshModules();
    gate.holdLazyImages();
    render(<ResponsiveImage path="/uploads/a.jpg" alt="a" sizes="100vw" />);
    expect(sources()).toEqual([null]);
    gate.firstScreenCommitted();
    await waitFor(() => expect(sources()[0]).toContain('a.jpg'));
  });

  it('where the browser reports paints, waits until the lead image is on screen', async () => {
    // A stand-in for the browser's PerformanceObserver: the test says when a paint is reported.
    type Entry = { name: string; element?: Element };
    const observers: { type: string; report: (entries: Entry[]) => void }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries(): Entry[] }) => void) {}
      observe({ type }: { type: string }) {
        observers.push({ type, report: (entries) => this.callback({ getEntries: () => entries }) });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      const { gate } = await holdBehindLead('a');
      gate.firstScreenCommitted();
      // Loaded (from the early script's preload) but not yet painted: still held.
      fireEvent.load(screen.getByAltText('lead'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sources()[1]).toBeNull();
      const lcp = observers.find((observer) => observer.type === 'largest-contentful-paint');
      expect(lcp).toBeDefined();
      // A paint of something else (a heading) does not open it; the lead's does.
      lcp!.report([{ name: '', element: document.createElement('h1') }]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sources()[1]).toBeNull();
      lcp!.report([{ name: '', element: screen.getByAltText('lead') }]);
      await waitFor(() => expect(sources()[1]).toContain('a.jpg'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs what waits for the first view (the brand fonts) only once the lazy images go', async () => {
    const { gate, ResponsiveImage } = await freshModules();
    gate.holdLazyImages();
    const waiting = vi.fn();
    gate.whenLazyImagesOpen(waiting);
    render(<ResponsiveImage path="/uploads/lead.jpg" alt="lead" sizes="100vw" priority />);
    gate.firstScreenCommitted();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waiting).not.toHaveBeenCalled();

    fireEvent.load(screen.getByAltText('lead'));
    await waitFor(() => expect(waiting).toHaveBeenCalledTimes(1));
    // Once open, a later caller runs at once.
    const later = vi.fn();
    gate.whenLazyImagesOpen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('holds nothing unless asked (a page the server rendered, any later page)', async () => {
    const { ResponsiveImage } = await freshModules();
    render(<ResponsiveImage path="/uploads/a.jpg" alt="a" sizes="100vw" />);
    expect(sources()[0]).toContain('a.jpg');
  });
});

describe('home built in the browser', () => {
  it('shows the lead image at once and the cards below it once the lead has loaded', async () => {
    prepareRoot('/');
    await bootRecorded();

    const list = await screen.findByRole('list', { name: 'Latest posts' });
    const images = () => Array.from(list.querySelectorAll('img'));
    await waitFor(() => expect(images().length).toBeGreaterThan(2));
    const lead = images().find((img) => img.getAttribute('fetchpriority') === 'high')!;
    expect(lead.getAttribute('src')).toBeTruthy();
    const others = images().filter((img) => img !== lead);
    expect(others.every((img) => img.getAttribute('src') === null)).toBe(true);

    fireEvent.load(lead);
    await waitFor(() =>
      expect(images().every((img) => (img.getAttribute('src') ?? '').length > 0)).toBe(true),
    );
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(2);
  });
});
