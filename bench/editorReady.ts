/**
 * "Navigation to editor usable", in Debian's Chromium: the admin logs in, opens /admin/posts,
 * lets the page go idle (when the list fetches the post form and TinyMCE ahead), clicks a post's
 * edit link, and the clock runs until TinyMCE's editing area is contenteditable. Each run is a
 * fresh browser context (empty cache). For comparison, the same with the edit page opened
 * directly (nothing fetched ahead). Budget: 1,500 ms from the list (median).
 *
 * Alone: `npx tsx bench/editorReady.ts` (builds nothing: run `npm run build` first).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { runAlone } from './lib/runAlone';

export const EDITOR_READY_BUDGET_MS = 1500;
const ADMIN_PASSWORD = 'bench-admin-password';
const EDIT_LINK = 'a[href^="/admin/posts/edit/"]';

export interface EditorReadyResult {
  fromListMs: number[];
  directMs: number[];
  medianFromListMs: number;
  medianDirectMs: number;
  budgetMs: number;
  pass: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function logIn(page: Page, base: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

/** Resolves once TinyMCE's editing area takes typing. */
async function editorUsable(page: Page) {
  await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.tox-edit-area__iframe');
      return frame?.contentDocument?.body?.isContentEditable === true;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
}

async function oneRun(browser: Browser, base: string, fromList: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await logIn(page, base);
    await page.goto(`${base}/admin/posts`);
    const link = page.locator(EDIT_LINK).first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    if (fromList) {
      // The admin reads the list for a moment: the page goes idle, then its network settles.
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve())),
      );
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      await link.click();
      await editorUsable(page);
      return Date.now() - started;
    }
    const started = Date.now();
    await page.goto(`${base}${href}`);
    await editorUsable(page);
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

export async function benchEditorReady(base: string, runs = 3): Promise<EditorReadyResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const fromListMs: number[] = [];
    const directMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      fromListMs.push(await oneRun(browser, base, true));
      directMs.push(await oneRun(browser, base, false));
    }
    const medianFromListMs = median(fromListMs);
    const result = {
      fromListMs,
      directMs,
      medianFromListMs,
      medianDirectMs: median(directMs),
      budgetMs: EDITOR_READY_BUDGET_MS,
      pass: medianFromListMs <= EDITOR_READY_BUDGET_MS,
    };
    console.table([
      {
        'from the list, ms (median)': result.medianFromListMs,
        'opened directly, ms (median)': result.medianDirectMs,
        budget: EDITOR_READY_BUDGET_MS,
        pass: result.pass,
      },
    ]);
    return result;
  } finally {
    await browser.close();
  }
}

// Run alone: a server on a fresh data directory, the current build.
await runAlone(import.meta.url, 'editor', benchEditorReady, (r) => r.pass);
