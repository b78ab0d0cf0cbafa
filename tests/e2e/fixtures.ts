/**
 * Playwright's `test`, with a page whose navigations (goto, reload, back, forward) resolve once
 * the app has started in the browser. A page the server rendered is visible (and its links work)
 * before that, but its buttons answer only once the app has taken the page over, as a reader on a
 * slow phone would see.
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The app has started: React owns #root (any later click is handled or replayed by it). */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without JavaScript there is no app to wait for: the page is what the server sent.
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          if (javaScriptEnabled) await appStarted(page);
          return response;
        },
      });
    }
    await provide(page);
  },
});

/** The reader's two widths, named: a phone and a desktop (the reader journeys run at both). */
export const READER_WIDTHS = [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;
