/**
 * The XSS battery's payloads and checks, shared by the suite against the reference server
 * (xss.spec.ts) and the one against a PHP backend that stores them raw (e2e-php/xss.spec.ts):
 * hostile titles, excerpts, bodies and category names; a trap installed before any page script
 * that records every alert/confirm/prompt and policy violation (`window.__pwned` catches payloads
 * that run silently); and checks of the DOM for handlers, script-capable elements and
 * `javascript:` URLs.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from './fixtures';

export const SUFFIX = Date.now().toString(36);
/** A word every hostile post carries, to find them by search. */
export const TOKEN = `zqxss${SUFFIX}`;
export const CATEGORY_SLUG = `xss-e2e-${SUFFIX}`;

// ---------- payloads ----------

/** Titles: each must still pass the server's validation (text, at most 200 characters). */
export const TITLES = [
  `<script>window.__pwned='title-script'</script>Script title ${TOKEN}`,
  `<img src=x onerror="window.__pwned='title-img'">Image title ${TOKEN}`,
  `<svg onload=alert('title-svg')>Svg title ${TOKEN}`,
  `"><a href="javascript:alert('title-link')">Link title</a> ${TOKEN}`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('title-mxss')> ${TOKEN}`,
  `<iframe srcdoc="<script>parent.__pwned='title-srcdoc'</script>"></iframe> ${TOKEN}`,
];

export const EXCERPTS = [
  `<img src=x onerror=alert('excerpt')> excerpt`,
  `<a href="&#106;avascript:alert('excerpt-entity')">x</a><form id=__proto__><input name=polluted></form>`,
  `<svg><script>alert('excerpt-svg')</script></svg>`,
];

export const CATEGORY_NAME = `<img src=x onerror=alert('cat')><script>alert(7)</script>XSS ${SUFFIX}`;
export const CATEGORY_DESCRIPTION = `<svg/onload=alert('cat-desc')><a href="javascript:alert('cat-desc-link')">more</a>`;

/** Every trick at once, in a body between two paragraphs that must survive. */
export const BODY = `<p>Body start ${TOKEN}</p>
<script>window.__pwned='body-script'</script>
<img src=x onerror="window.__pwned='body-img'">
<img src="x" onerror=alert('body-img-2') alt="kept">
<svg onload="alert('body-svg')"><circle r="1"></circle></svg>
<svg><script>alert('body-svg-script')</script></svg>
<svg><a xlink:href="javascript:alert('svg-xlink')"><text y="20">svg link</text></a></svg>
<math><mtext><table><mglyph><style><img src=x onerror=alert('mxss-1')></style></mglyph></table></mtext></math>
<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=alert('mxss-2')&gt;"></mglyph></table></mtext></math>
<noscript><p title="</noscript><img src=x onerror=alert('noscript-mxss')>"></p></noscript>
<a href="javascript:alert('plain')">plain javascript link</a>
<a href="JaVaScRiPt:alert('case')">mixed case link</a>
<a href="&#106;avascript:alert('entity')">decimal entity link</a>
<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert('hex')">hex entity link</a>
<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert('padded')">padded entity link</a>
<a href=" javascript:alert('space')">leading space link</a>
<a href="java&#x09;script:alert('tab')">tab link</a>
<a href="java
script:alert('newline')">newline link</a>
<a href="&#14;javascript:alert('control')">control character link</a>
<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YScpPC9zY3JpcHQ+">data link</a>
<a href="vbscript:msgbox('vb')">vbscript link</a>
<iframe srcdoc="<script>parent.alert('srcdoc')</script>"></iframe>
<iframe src="javascript:alert('iframe-src')"></iframe>
<form action="javascript:alert('form-action')"><button formaction="javascript:alert('formaction')">Go</button><input type="submit" formaction="javascript:alert('input-formaction')" value="Send"></form>
<object data="javascript:alert('object')"></object>
<embed src="javascript:alert('embed')">
<details open ontoggle="alert('ontoggle')"><summary>details</summary>x</details>
<video><source onerror="alert('video-source')"></video>
<body onload="alert('body-onload')">
<style>@import 'javascript:alert(1)'; body { display: none }</style>
<div style="background:url(javascript:alert('style-url'))">styled</div>
<meta http-equiv="refresh" content="0;url=javascript:alert('meta')">
<base href="javascript:alert('base')//">
<link rel="stylesheet" href="javascript:alert('link')">
<template><img src=x onerror=alert('template')></template>
<img name="getElementById"><img name="cookie"><img id="getElementsByTagName">
<form id="__proto__"><input name="polluted"></form>
<a id="defaultView" name="defaultView"></a><div id="__xss"></div>
<table><tbody><tr><td><a href="javascript:alert('cell')">cell link</a></td></tr></tbody></table>
<p>Body end ${TOKEN}</p>`;

// ---------- the trap ----------

interface TrapWindow extends Window {
  __xss: string[][];
  __csp: string[];
  __pwned?: unknown;
}

/** Installed before any page script, in every frame: records dialogs and policy violations. */
export async function installTrap(page: Page, dialogs: string[]) {
  await page.addInitScript(() => {
    const w = window as unknown as TrapWindow;
    const hits: string[][] = [];
    const csp: string[] = [];
    // Own, non-writable properties: an element id="__xss" cannot shadow them.
    Object.defineProperty(w, '__xss', { value: hits, writable: false, configurable: false });
    Object.defineProperty(w, '__csp', { value: csp, writable: false, configurable: false });
    const trap = (...args: unknown[]) => {
      hits.push(args.map(String));
      return null;
    };
    w.alert = trap as typeof w.alert;
    w.confirm = trap as unknown as typeof w.confirm;
    w.prompt = trap as typeof w.prompt;
    document.addEventListener('securitypolicyviolation', (event) => {
      csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** What ran or was planted: the trap's records and anything unsafe left in the DOM. */
export async function inspect(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as TrapWindow;
    const unsafe: string[] = [];
    const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      // TinyMCE's own editing frame is third-party chrome, checked through its content below.
      if (el.closest('.tox')) continue;
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        // Browsers ignore control characters and whitespace inside a URL's scheme.
        // eslint-disable-next-line no-control-regex
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (name.startsWith('on')) unsafe.push(`${el.tagName} ${name}`);
        if (name === 'srcdoc') unsafe.push(`${el.tagName} srcdoc`);
        if (URL_ATTRS.has(name) && /^(javascript|vbscript|data:text)/.test(value)) {
          unsafe.push(`${el.tagName} ${name}=${attr.value}`);
        }
      }
    }
    const dangerous = document.body.querySelectorAll(
      'script, iframe:not(.tox iframe), object, embed, base, meta, svg script, math, template img',
    );
    // The page's own data block (the server's answers, JSON, never run) sits beside #root,
    // never inside it: anything inside the page's content counts.
    const own = 'body > script#server-state[type="application/json"]';
    for (const el of Array.from(dangerous)) {
      if (!el.matches(own)) unsafe.push(`<${el.tagName.toLowerCase()}>`);
    }
    const clobbered = [
      typeof document.getElementById !== 'function' && 'document.getElementById',
      typeof document.getElementsByTagName !== 'function' && 'document.getElementsByTagName',
      document.defaultView !== window && 'document.defaultView',
      typeof document.cookie !== 'string' && 'document.cookie',
      'polluted' in Object.prototype && 'Object.prototype',
      !Array.isArray(w.__xss) && 'window.__xss',
    ].filter(Boolean);
    return {
      dialogs: w.__xss,
      pwned: w.__pwned ?? (window.top as unknown as TrapWindow).__pwned ?? null,
      // Blocked inline scripts and handlers (zod's caught `new Function` probe, reported as
      // "script-src eval", is the app's own and not injected content).
      scriptViolations: w.__csp.filter((v) => v.startsWith('script-src') && !/ eval /.test(v)),
      unsafe,
      clobbered,
    };
  });
}

/**
 * `rawHtmlParsed`: the page's answers carried the raw payloads (a backend that stores HTML as
 * given). Chromium then reports a blocked inline handler for every handler attribute the app's
 * sanitiser merely parses, even in its inert document (DOMParser), where nothing can run: those
 * `script-src-attr` reports are expected, and the DOM check below proves no handler reached the
 * page. A blocked script element (`script-src-elem`) still fails.
 */
export async function expectNothingRan(
  page: Page,
  dialogs: string[],
  where: string,
  { rawHtmlParsed = false } = {},
) {
  // Give broken images time to fail (an onerror would fire then) and frames time to load; on a
  // loaded machine the editor's page may take long to fall quiet: the checks run after 10 s.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  const inspected = await inspect(page);
  const found = rawHtmlParsed
    ? {
        ...inspected,
        scriptViolations: inspected.scriptViolations.filter(
          (v) => !v.startsWith('script-src-attr'),
        ),
      }
    : inspected;
  expect(
    { where, ...found, pageDialogs: dialogs },
    `hostile content ran or survived on ${where}`,
  ).toEqual({
    where,
    dialogs: [],
    pwned: null,
    scriptViolations: [],
    unsafe: [],
    clobbered: [],
    pageDialogs: [],
  });
}

/** The rendered post body: the text around the payloads is there, nothing else survived. */
export async function expectSafeBody(page: Page) {
  const body = page.locator('.post-body');
  await expect(body).toContainText(`Body start ${TOKEN}`);
  await expect(body).toContainText(`Body end ${TOKEN}`);
  const report = await body.evaluate((root) => {
    const found: string[] = [];
    const forbidden =
      'script, style, iframe, frame, object, embed, form, button, input, svg, math, base, meta, link, noscript, template';
    for (const el of Array.from(root.querySelectorAll(forbidden))) found.push(el.tagName);
    for (const el of Array.from(root.querySelectorAll('[id], [name]'))) {
      for (const attr of ['id', 'name']) {
        const value = el.getAttribute(attr);
        if (value !== null && !value.startsWith('user-content-')) found.push(`${attr}=${value}`);
      }
    }
    for (const link of Array.from(root.querySelectorAll('a[href]'))) {
      const href = link.getAttribute('href')!;
      if (!/^(https?:|mailto:|tel:|\/|#|[^:]*$)/i.test(href.trim())) found.push(`href=${href}`);
    }
    return found;
  });
  expect(report).toEqual([]);
}

// ---------- the pages that show the payloads ----------

/** A page made ready for the battery: reduced motion, the trap installed; answers its dialogs. */
export async function trappedPage(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installTrap(page, dialogs);
  return dialogs;
}

/** Plants a handler the way a payload would, on /about: proves the checks can see one. */
export async function plantProbe(page: Page) {
  await page.goto('/about');
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', `<img src="x" onerror="alert('probe')">`),
  );
}

/**
 * The post `slug` of the category `categorySlug` on its three routes: its title (`title`) as
 * text, its body safe, nothing ran. `where` prefixes each route in a failure.
 */
export async function expectPostRoutesSafe(
  page: Page,
  dialogs: string[],
  post: { categorySlug: string; slug: string; title: string },
  { where = '', rawHtmlParsed = false } = {},
) {
  const { categorySlug, slug, title } = post;
  for (const path of [`/${categorySlug}/${slug}`, `/posts/${slug}`, `/popular/${slug}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectSafeBody(page);
    await expectNothingRan(page, dialogs, `${where}${path}`, { rawHtmlParsed });
  }
}

/** Opens the search from /about and searches the token: `posts` hostile posts are listed. */
export async function searchTheToken(page: Page, posts: number) {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('searchbox', { name: 'Keyword' }).fill(TOKEN);
  await expect(search.getByRole('link', { name: new RegExp(TOKEN) })).toHaveCount(posts);
  return search;
}

// ---------- the data, stored through the API ----------

const API = '/backend/index.php';

export interface Created {
  categoryId: number;
  postIds: number[];
  slugs: string[];
  popularBefore: number[];
}

/** The JSON answer of q=`q` (with `params`, e.g. `&slug=…`), which must succeed. */
export async function json<T>(request: APIRequestContext, q: string, params = ''): Promise<T> {
  const res = await request.get(`${API}?q=${q}${params}`);
  expect(res.ok(), `q=${q}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * The hostile category, one post per hostile title in it, and the first six as the popular list,
 * through the admin calls (with whatever session `request` carries). Categories are read in
 * either shape of the contract (a list, or `{categories}` from a seed backend).
 */
export async function storeHostileContent(request: APIRequestContext): Promise<Created> {
  const category = await request.post(`${API}?q=categories`, {
    data: { name: CATEGORY_NAME, slug: CATEGORY_SLUG, description: CATEGORY_DESCRIPTION },
  });
  expect(category.ok(), await category.text()).toBe(true);
  type Listed = { id: number; slug: string }[];
  const answer = await json<Listed | { categories: Listed }>(request, 'categories');
  const categories = Array.isArray(answer) ? answer : answer.categories;
  const categoryId = categories.find((c) => c.slug === CATEGORY_SLUG)!.id;

  const postIds: number[] = [];
  const slugs: string[] = [];
  for (const [index, title] of TITLES.entries()) {
    const slug = `xss-post-${index + 1}-${SUFFIX}`;
    const res = await request.post(`${API}?q=posts`, {
      multipart: {
        title,
        slug,
        excerpt: EXCERPTS[index % EXCERPTS.length]!,
        content: BODY,
        category_id: String(categoryId),
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    postIds.push((await json<{ id: number }>(request, 'post', `&slug=${slug}`)).id);
    slugs.push(slug);
  }

  const popularBefore = (await json<{ id: number }[]>(request, 'popular')).map((p) => p.id);
  const save = await request.post(`${API}?q=popular-save`, {
    data: { post_ids: postIds.slice(0, 6) },
  });
  expect(save.ok(), await save.text()).toBe(true);
  return { categoryId, postIds, slugs, popularBefore };
}

/** Puts the popular list back and deletes the posts and the category. */
export async function removeHostileContent(request: APIRequestContext, data: Created) {
  await request.post(`${API}?q=popular-save`, { data: { post_ids: data.popularBefore } });
  for (const id of data.postIds) await request.delete(`${API}?q=post-delete&id=${id}`);
  await request.delete(`${API}?q=category-delete&id=${data.categoryId}`);
}

/** Runs `work` with an API client of the running project's host, disposed afterwards. */
export async function withProjectRequest<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    return await work(request);
  } finally {
    await request.dispose();
  }
}

/**
 * Stores the hostile content before the file's tests and removes it after them, each time with a
 * fresh API client of the project's host, signed in by `signIn` where the backend asks for it;
 * `check` then looks at what is left. Answers a getter of what was stored.
 */
export function hostileContentAroundTests({
  signIn = async () => undefined,
  check = async () => undefined,
}: {
  signIn?: (request: APIRequestContext) => Promise<void>;
  check?: (request: APIRequestContext, data: Created) => Promise<void>;
} = {}): () => Created {
  let created: Created | null = null;
  test.beforeAll(async ({ playwright }, testInfo) => {
    created = await withProjectRequest(playwright, testInfo, async (request) => {
      await signIn(request);
      return storeHostileContent(request);
    });
  });
  test.afterAll(async ({ playwright }, testInfo) => {
    const data = created;
    if (!data) return;
    await withProjectRequest(playwright, testInfo, async (request) => {
      await signIn(request);
      await removeHostileContent(request, data);
      await check(request, data);
    });
  });
  return () => {
    if (!created) throw new Error('The hostile content was not stored');
    return created;
  };
}
