/**
 * The head start of a page built in the browser (a static or PHP host serves the unrendered
 * index.html). Run by a small script of its own (src/entry-early.ts), which index.html loads
 * before the app, it starts the page's first API calls, the page's and the layout's as their data
 * modules declare them, while the app's code is still on its way (the app then takes their
 * answers: api/earlyAnswers.ts), and preloads the page's likely LCP image (its data module's
 * `hero`, its head's, as the server's preload hint names it) once the page's answers are in. It
 * reads the route table with the pages' calls and LCP only (earlyPages.ts).
 *
 * It does nothing on a page the server rendered (its answers travel in the page) and nothing in
 * the admin area.
 */
import { startEarlyAnswer } from '../api/earlyAnswers';
import { imageUrl } from '../api/http';
import { parseJsonText } from '../contract/normalise';
import { imageSrcSet } from '../contract/images';
import type { PageHead } from '../contract/pageHead';
import { SERVER_STATE_ID } from '../contract/serverState';
import {
  browserCalls,
  browserPageAt,
  callUrl,
  firstCallsOf,
  pageCallsOf,
} from '../app/pages/firstCalls';
import { isAdminPath } from '../app/pages/routes';
import type { PageAt, PageCall } from '../app/pages/types';
import { EARLY_PAGES, type EarlyPage } from './earlyPages';
import { matchPagePath } from './pathMatch';
import { preloadModules } from '../lib/preloadModules';

/**
 * The first calls of the reading page at `pathname` (the page's, then the layout's), once each:
 * those the browser makes (never a call the server's render alone makes, which a seed-only
 * backend does not have).
 */
export function firstCallsAt(pathname: string, search: string): PageCall<unknown>[] {
  const match = isAdminPath(pathname) ? null : matchPagePath(EARLY_PAGES, pathname);
  return match ? browserCalls(firstCallsOf(match.page, browserPageAt(match.params, search))) : [];
}

/**
 * The likely LCP image of `page`, from the early answers (`answerOf` a call's URL): null when a
 * call failed, as the page then shows no image of it.
 */
async function heroOf(
  page: EarlyPage,
  at: PageAt,
  answerOf: (url: string) => Promise<Response> | undefined,
): Promise<PageHead['hero']> {
  const read = async ([name, call]: [string, PageCall<unknown>]) => {
    let answer: unknown;
    try {
      // Awaited as it is (no .then in between), and copied at once: this callback was queued
      // before the app's, which reads the answer itself.
      const response = await answerOf(callUrl(call));
      if (response?.ok) answer = call.read(parseJsonText(await response.clone().text()));
    } catch {
      // A failed call: no answer, as the page then shows none.
    }
    return [name, answer] as const;
  };
  const answers = Object.fromEntries(
    await Promise.all(Object.entries(pageCallsOf(page, at)).map(read)),
  );
  return page.data.hero?.(answers, at) ?? null;
}

/**
 * A preload of the image the page will show first, with the `srcset` and `sizes` the image will
 * have (components/ResponsiveImage.tsx), so the browser fetches the very file it will use.
 */
export function preloadHero(doc: Document, hero: PageHead['hero']): void {
  const url = hero && imageUrl(hero.path);
  if (!hero || !url) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  const srcset = imageSrcSet(url);
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', hero.sizes);
  } else {
    link.href = url;
  }
  doc.head.append(link);
}

/**
 * The app's files of a first view, as the build named them (vite.earlyScript.ts): those every
 * page starts with, and those of each page (by its name in the route table).
 */
export interface FirstViewFiles {
  common: string[];
  pages: Record<string, string[]>;
}

/**
 * Starts the first calls of the reading page at `location`, unless the server rendered it, and
 * asks for the app's files of its first view (`files`, when the build named them).
 */
export function earlyStart(
  doc: Document = document,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  files?: FirstViewFiles,
): void {
  if (doc.getElementById(SERVER_STATE_ID) || isAdminPath(location.pathname)) return;
  const match = matchPagePath(EARLY_PAGES, location.pathname);
  if (!match) return;
  const at = browserPageAt(match.params, location.search);
  const answers = new Map<string, Promise<Response>>();
  for (const call of browserCalls(firstCallsOf(match.page, at))) {
    answers.set(callUrl(call), startEarlyAnswer(callUrl(call)));
  }
  heroOf(match.page, at, (url) => answers.get(url))
    .then((hero) => preloadHero(doc, hero))
    .catch(() => undefined);
  if (files) {
    const page = files.pages[match.page.page] ?? [];
    preloadModules([...new Set([...files.common, ...page])], doc);
  }
}
