/**
 * Starts the app as main.tsx does (bootApp) on a `#root` of its own, and unmounts it after the
 * test. Removing the container alone leaves React's root alive: its scheduled work (a lazy
 * module arriving, a refetch) would then run after the file's window is gone and fail the run
 * with "window is not defined", blamed on whichever file happened to be running.
 */
import { afterEach, vi } from 'vitest';
import { act } from '@testing-library/react';
import type * as ReactDomClient from 'react-dom/client';
import { API_ORIGIN } from '../../msw/handlers';

const roots: ReactDomClient.Root[] = [];

/** `make`, with each root it makes kept for the unmount. */
const recorded =
  <A extends unknown[]>(make: (...args: A) => ReactDomClient.Root) =>
  (...args: A) => {
    const root = make(...args);
    roots.push(root);
    return root;
  };

afterEach(async () => {
  const started = roots.splice(0);
  await act(async () => {
    for (const root of started) root.unmount();
  });
  document.getElementById('root')?.remove();
  vi.doUnmock('react-dom/client');
});

/** A `#root` at `path`, and fresh modules (a new store and router) for the app started next. */
export function prepareRoot(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  vi.resetModules();
  return root;
}

/** bootApp(), with the React root it makes recorded for the unmount after the test. */
export async function bootRecorded(): Promise<void> {
  vi.doMock('react-dom/client', async (importOriginal) => {
    const dom = await importOriginal<typeof ReactDomClient>();
    return { ...dom, createRoot: recorded(dom.createRoot), hydrateRoot: recorded(dom.hydrateRoot) };
  });
  const { setApiOrigin } = await import('../../../src/api/http');
  setApiOrigin(API_ORIGIN);
  await (await import('../../../src/boot/bootApp')).bootApp();
}
