/**
 * The head start of a page built in the browser (a static or PHP host serves the unrendered
 * index.html). Run by a small script of its own (src/entry-early.ts), which index.html loads
 * before the app, it starts the page's first API calls, the layout's and the page's as the route
 * table declares them, while the app's code is still on its way (the app then takes their
 * answers: api/earlyAnswers.ts), and preloads the page's likely LCP image once the answer naming
 * it is in, as the server's preload hints do for the pages it serves.
 *
 * It does nothing on a page the server rendered (its answers travel in the page) and nothing in
 * the admin area.
 */
import { startEarlyAnswer } from '../../api/earlyAnswers';
import { apiUrl, imageUrl } from '../../api/http';
import { parseJsonText } from '../../contract/normalise';
import { imageSrcSet } from '../../contract/images';
import type { PageHead } from '../../contract/pageHead';
import { SERVER_STATE_ID } from '../../contract/serverState';
import { LAYOUT_CALLS, type FirstCall } from './firstCalls';
import { matchPagePath } from './pathMatch';
import { isAdminPath, PUBLIC_PAGES } from './table';
import type { PublicPage } from './types';

type PageMatch = NonNullable<ReturnType<typeof matchPagePath<PublicPage>>>;

/** The first calls of the reading page at `pathname` (the page's, then the layout's), once each. */
export function firstCallsAt(pathname: string, search: string): FirstCall[] {
  const match = isAdminPath(pathname) ? null : matchPagePath(PUBLIC_PAGES, pathname);
  return match ? firstCalls(match, search) : [];
}

function firstCalls(match: PageMatch, search: string): FirstCall[] {
  const at = { params: match.params, search: new URLSearchParams(search) };
  const seen = new Set<string>();
  return [...(match.page.firstCalls?.(at) ?? []), ...LAYOUT_CALLS].filter((call) => {
    const url = callUrl(call);
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });
}

/** The URL the app's fetch layer sends `call` to (apiBaseQuery). */
export const callUrl = ({ request }: FirstCall) => apiUrl(request.q, request.params);

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
 * page starts with, and those of each route table entry's page (by its index in the table).
 */
export interface FirstViewFiles {
  common: string[];
  pages: string[][];
}

/**
 * Asks for `files` (module scripts) now, so that none waits for the one importing it. The links
 * go in at once: added one by one, they cost a slow phone several times the main-thread time,
 * and every request this script starts waits for its task to end.
 */
function preloadModules(doc: Document, files: readonly string[]): void {
  const links = doc.createDocumentFragment();
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  doc.head.append(links);
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
  const match = matchPagePath(PUBLIC_PAGES, location.pathname);
  if (!match) return;
  for (const call of firstCalls(match, location.search)) {
    const answer = startEarlyAnswer(callUrl(call));
    const { heroOf } = call;
    if (!heroOf) continue;
    // Read from a copy, before the app reads the answer itself (this callback was queued first).
    answer
      .then((response) => (response.ok ? response.clone().text() : ''))
      .then((text) => preloadHero(doc, heroOf(parseJsonText(text))))
      .catch(() => undefined);
  }
  if (files) {
    const page = files.pages[PUBLIC_PAGES.indexOf(match.page)] ?? [];
    preloadModules(doc, [...new Set([...files.common, ...page])]);
  }
}
