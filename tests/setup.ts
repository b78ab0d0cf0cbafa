import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw/server';
import { setApiOrigin } from '../src/api/http';
import { API_ORIGIN } from './msw/handlers';
import { toast } from '../src/components/toastStore';

// Relative URLs do not resolve under Node: the app talks to an absolute origin in tests.
setApiOrigin(API_ORIGIN);

// jsdom does not scroll: the public layout's ScrollRestoration calls window.scrollTo on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;
// jsdom has no ResizeObserver: Radix tooltips measure their trigger with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// findBy and waitFor give up after 1 s by default. A lazy page or chunk compiles on its first
// use, and on a busy CI machine that alone can take longer: wait up to 5 s (well inside the
// 15 s test timeout). A test that passes is no slower for it.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // What a test wrote into the document itself, beside what it rendered: the files of a worker
  // share one document (vite.config.ts).
  document.body.replaceChildren();
  toast.clear();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
afterAll(() => server.close());
