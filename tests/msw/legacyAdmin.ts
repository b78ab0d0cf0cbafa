/**
 * The seed's PHP backend, admin included, exactly as the spec's section 7 describes it and
 * nothing more: the listed calls with their listed answers, so the app can be shown to work
 * against a backend this repo does not control.
 *
 * What it does NOT have (the additions of the reference server): no q=login, q=logout or
 * q=session (404, like any unknown call), no session or cookie check (every admin call is
 * accepted), no pagination (`page` and `limit` are ignored: lists come whole), no `post_count`,
 * no `updated_at`, no conflict check, no categories' description.
 *
 * Its answer variants: ids as strings, `categoryId` on listed posts and `category_id` on the post
 * the admin loads by id, categories wrapped in `{categories}`, popular dates as `date`,
 * SQL-style dates ("2026-03-01 10:00:00"), banners `''` or null when empty, q=post answering
 * `null` for an unknown post, `{success, message}` for q=categories, `{error}` (HTTP 200) for a
 * refused category delete, and an empty body where the spec says the answer is ignored or
 * unspecified (q=popular-save, a successful q=category-delete).
 *
 * Use in a test file:
 *   beforeEach(() => { resetLegacyDb(); server.use(legacyBackend); });
 *   legacyDb.posts / legacyDb.categories …   // the data, to arrange or to assert on
 *   legacyRequests('popular-save')[0].json    // what the app sent
 */
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { categories, popular, posts } from '../fixtures/data';
import { file, formFields, recordRequest, text, type RecordedRequest } from './adminHandlers';
import { API_URL } from './handlers';

export interface LegacyPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image_path: string | null;
  categoryId: string;
  created_at: string;
  posted_at: string | null;
}

export interface LegacyCategory {
  id: string;
  name: string;
  slug: string;
}

/** What the app sent, recorded as the admin handlers record it. */
export type LegacyRequest = RecordedRequest;

interface LegacyDb {
  posts: LegacyPost[];
  categories: LegacyCategory[];
  popularIds: string[];
  banners: { home_banner: string; post_banner: string | null };
  requests: LegacyRequest[];
}

/** "2026-03-01T10:00:00.000Z" → "2026-03-01 10:00:00", as MySQL hands dates to PHP. */
export const sqlDate = (iso: string) => iso.slice(0, 19).replace('T', ' ');

export const legacyDb: LegacyDb = {
  posts: [],
  categories: [],
  popularIds: [],
  banners: { home_banner: '', post_banner: null },
  requests: [],
};

/** The fixtures in the seed's shapes, plus `extraPosts` more (Casino, older than the rest). */
export function resetLegacyDb({ extraPosts = 0 }: { extraPosts?: number } = {}): void {
  legacyDb.posts = posts.map((p) => ({
    id: String(p.id),
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    content: p.content,
    image_path: p.image_path,
    categoryId: String(p.category_id),
    created_at: sqlDate(p.created_at),
    posted_at: null,
  }));
  for (let n = 1; n <= extraPosts; n += 1) {
    legacyDb.posts.push({
      id: String(100 + n),
      slug: `archive-post-${n}`,
      title: `Archive Post ${n}`,
      excerpt: '',
      content: `<p>Archive post number ${n}.</p>`,
      image_path: null,
      categoryId: '1',
      created_at: sqlDate(new Date(Date.UTC(2025, 11, 28 - n, 10)).toISOString()),
      posted_at: null,
    });
  }
  legacyDb.categories = categories.map(({ id, name, slug }) => ({ id: String(id), name, slug }));
  legacyDb.popularIds = popular.map((p) => String(p.id));
  legacyDb.banners = { home_banner: '', post_banner: null };
  legacyDb.requests = [];
}
resetLegacyDb();

export function legacyRequests(q?: string): LegacyRequest[] {
  return q === undefined ? legacyDb.requests : legacyDb.requests.filter((r) => r.q === q);
}

/** The form fields of a recorded multipart request, as an object (last value wins). */
export const legacyFormFields = formFields;

/** The calls of the spec's section 7, as `METHOD q`. */
export const SPEC_CALLS = new Set([
  'GET posts',
  'GET post',
  'GET category-posts',
  'GET categories',
  'GET popular',
  'GET banners',
  'GET search-posts',
  'GET search-categories',
  'POST posts',
  'POST post-update',
  'DELETE post-delete',
  'GET category',
  'POST categories',
  'POST category-update',
  'DELETE category-delete',
  'POST popular-save',
  'POST banners',
  'DELETE banner-delete',
]);

// ---------- helpers ----------

const record = (request: StrictRequest<DefaultBodyType>) =>
  recordRequest(request, legacyDb.requests);
const hasFile = (form: LegacyRequest['form'], name: string) => file(form, name) !== null;

let clock = Date.parse('2026-04-01T09:00:00.000Z');
const now = () => sqlDate(new Date((clock += 60_000)).toISOString());
const nextId = (items: { id: string }[]) =>
  String(Math.max(0, ...items.map((i) => Number(i.id))) + 1);

const status = (ok: boolean, message: string) =>
  HttpResponse.json({ status: ok ? 'success' : 'error', message });
const emptyBody = () => new HttpResponse(null, { status: 200 });

const categoryOf = (post: LegacyPost) => legacyDb.categories.find((c) => c.id === post.categoryId);

/** A post as the seed lists it: `categoryId`, category name and slug joined in. */
function listed(post: LegacyPost) {
  const category = categoryOf(post);
  return { ...post, category_name: category?.name ?? '', category_slug: category?.slug ?? '' };
}
const newest = () =>
  [...legacyDb.posts].sort((a, b) => b.created_at.localeCompare(a.created_at)).map(listed);

const strip = (html: string) => html.replace(/<[^>]*>/g, ' ');
const matches = (keyword: string, ...texts: string[]) =>
  texts.some((t) => t.toLowerCase().includes(keyword.trim().toLowerCase()));

// ---------- the calls ----------

type Call = (request: LegacyRequest) => Response | Promise<Response>;

const calls: Record<string, Call> = {
  // Public.
  'GET posts': () => HttpResponse.json(newest()),
  'GET post': ({ params }) => {
    if (params.id !== undefined) {
      // The admin's load by id: `category_id`, as section 7 lists it.
      const post = legacyDb.posts.find((p) => p.id === params.id);
      if (!post) return HttpResponse.json(null);
      const { categoryId, ...rest } = listed(post);
      return HttpResponse.json({ ...rest, category_id: categoryId });
    }
    const post = newest().find((p) => p.slug === params.slug);
    return HttpResponse.json(post ?? null);
  },
  'GET category-posts': ({ params }) =>
    HttpResponse.json({ posts: newest().filter((p) => p.category_slug === params.slug) }),
  'GET categories': () => HttpResponse.json({ categories: legacyDb.categories }),
  'GET popular': () =>
    HttpResponse.json(
      legacyDb.popularIds.flatMap((id) => {
        const post = legacyDb.posts.find((p) => p.id === id);
        if (!post) return [];
        const { id: postId, slug, image_path, title, created_at, content } = post;
        const category_name = categoryOf(post)?.name ?? '';
        // The day it went into the list, shown by the footer's picks.
        const date = created_at.replace(/^(\d{4}-\d{2})-\d{2}/, '$1-15');
        return [{ id: postId, slug, image_path, title, category_name, created_at, content, date }];
      }),
    ),
  'GET banners': () => HttpResponse.json(legacyDb.banners),
  'GET search-posts': ({ params }) =>
    HttpResponse.json(
      newest()
        .filter((p) => matches(params.keyword ?? '', p.title, strip(p.content)))
        .map(({ slug, title, content }) => ({ slug, title, content })),
    ),
  'GET search-categories': ({ params }) =>
    HttpResponse.json(
      legacyDb.categories
        .filter((c) => matches(params.keyword ?? '', c.name))
        .map(({ id, slug, name }) => ({ id, slug, name })),
    ),

  // Admin: posts.
  'POST posts': ({ form }) => {
    if (!text(form, 'title').trim() || !text(form, 'category_id')) {
      return status(false, 'Title and category are required');
    }
    legacyDb.posts.push({
      id: nextId(legacyDb.posts),
      slug: text(form, 'slug'),
      title: text(form, 'title'),
      excerpt: text(form, 'excerpt'),
      content: text(form, 'content'),
      image_path: hasFile(form, 'image') ? `uploads/legacy-${legacyDb.requests.length}.png` : null,
      categoryId: text(form, 'category_id'),
      created_at: now(),
      posted_at: null,
    });
    return status(true, 'Post created successfully');
  },
  'POST post-update': ({ form }) => {
    const post = legacyDb.posts.find((p) => p.id === text(form, 'id'));
    if (!post) return status(false, 'Post not found');
    Object.assign(post, {
      title: text(form, 'title'),
      slug: text(form, 'slug'),
      excerpt: text(form, 'excerpt'),
      content: text(form, 'content'),
      categoryId: text(form, 'category_id'),
      image_path: hasFile(form, 'image')
        ? `uploads/legacy-${legacyDb.requests.length}.png`
        : text(form, 'existingImage') || null,
    });
    return status(true, 'Post updated successfully');
  },
  'DELETE post-delete': ({ params }) => {
    const before = legacyDb.posts.length;
    legacyDb.posts = legacyDb.posts.filter((p) => p.id !== params.id);
    legacyDb.popularIds = legacyDb.popularIds.filter((id) => id !== params.id);
    return status(legacyDb.posts.length < before, 'Post deleted successfully');
  },

  // Admin: categories.
  'GET category': ({ params }) =>
    HttpResponse.json(legacyDb.categories.find((c) => c.id === params.id) ?? null),
  'POST categories': ({ json }) => {
    const { name = '', slug = '' } = (json ?? {}) as { name?: string; slug?: string };
    if (!name.trim() || !slug.trim()) {
      return HttpResponse.json({ success: false, message: 'Name and slug are required' });
    }
    legacyDb.categories.push({ id: nextId(legacyDb.categories), name, slug });
    return HttpResponse.json({ success: true, message: 'Category added successfully!' });
  },
  'POST category-update': ({ json }) => {
    const {
      id,
      name = '',
      slug = '',
    } = (json ?? {}) as {
      id?: number | string;
      name?: string;
      slug?: string;
    };
    const category = legacyDb.categories.find((c) => c.id === String(id));
    if (!category) return status(false, 'Category not found');
    Object.assign(category, { name, slug });
    return status(true, 'Category updated successfully');
  },
  'DELETE category-delete': ({ params }) => {
    const count = legacyDb.posts.filter((p) => p.categoryId === params.id).length;
    if (count > 0) return HttpResponse.json({ error: 'Cannot delete a category that has posts' });
    legacyDb.categories = legacyDb.categories.filter((c) => c.id !== params.id);
    return emptyBody();
  },

  // Admin: popular and banners.
  'POST popular-save': ({ json }) => {
    const ids = (json as { post_ids?: unknown[] } | null)?.post_ids ?? [];
    legacyDb.popularIds = ids.map(String);
    return emptyBody();
  },
  'POST banners': ({ form, params }) => {
    const type = text(form, 'type');
    if ((type !== 'home' && type !== 'post') || !hasFile(form, 'image')) {
      return status(false, 'Invalid banner');
    }
    legacyDb.banners[`${type}_banner`] = `uploads/banner-${type}-${legacyDb.requests.length}.png`;
    return status(
      true,
      params.update === '1' ? 'Banner updated successfully' : 'Banner uploaded successfully',
    );
  },
  'DELETE banner-delete': ({ params }) => {
    if (params.type === 'home') legacyDb.banners.home_banner = '';
    else if (params.type === 'post') legacyDb.banners.post_banner = null;
    else return status(false, 'Invalid banner type');
    return status(true, 'Banner deleted successfully');
  },
};

/** Every request to the backend script: a spec call, or 404 like the seed's unknown `q`. */
export const legacyBackend = http.all(API_URL, async ({ request }) => {
  const entry = await record(request);
  const handler = calls[`${entry.method} ${entry.q}`];
  return handler
    ? handler(entry)
    : HttpResponse.json({ error: 'Invalid request' }, { status: 404 });
});
