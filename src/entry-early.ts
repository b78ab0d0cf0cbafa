/**
 * The early script: index.html loads it before the app, built on its own, small, without React
 * (vite.earlyScript.ts). On a page built in the browser it starts the page's first API calls,
 * asks for the app's files of the page, and preloads its likely LCP image, while the app's code
 * is still on its way (see boot/earlyStart.ts).
 */
import { earlyStart, type FirstViewFiles } from './boot/earlyStart';

/** Named by the build; absent on a dev server. */
declare const __FIRST_VIEW_FILES__: FirstViewFiles | undefined;

earlyStart(
  document,
  window.location,
  typeof __FIRST_VIEW_FILES__ === 'undefined' ? undefined : __FIRST_VIEW_FILES__,
);
