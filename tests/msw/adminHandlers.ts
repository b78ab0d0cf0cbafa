/**
 * MSW handlers for every admin call (and the public reads, served from the same in-memory data so
 * that a write shows up in the next read), answering like the reference server:
 * session calls (login / logout / session), admin writes that need the session (401
 * "Authentication required" without it), and the seed's answer shapes ({status, message},
 * {success, message} for q=categories, {error} for a refused category delete).
 *
 * Use in a test file:
 *   beforeEach(() => { resetAdminDb(); server.use(...adminHandlers); });
 *   startAdminSession();                 // logged in: server session + the spec's flag
 *   renderRoute('/admin/categories');
 *   adminDb.categories / adminDb.posts … // the data, to arrange or to assert on
 *   requestsTo('popular-save')[0].json   // what the app sent (json, or form fields with Files)
 *
 * Login: ADMIN_USERNAME / ADMIN_PASSWORD; after LOCKOUT_AFTER wrong passwords, 429 LOCKOUT_MESSAGE.
 */
import { HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { Banners, Category, Post } from '../../src/contract/schemas';
import { banners, categories, popular, posts } from '../fixtures/data';
import { call } from './handlers';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-password';
export const LOCKOUT_AFTER = 5;
export const LOCKOUT_MESSAGE = 'Too many failed login attempts. Try again in 15 minutes.';
export const AUTH_REQUIRED = 'Authentication required';
/** The reference server's refusal for a category that still has `n` posts. */
export const categoryHasPosts = (n: number) =>
  `This category still has ${n} ${n === 1 ? 'post' : 'posts'}. Move or delete ${n === 1 ? 'it' : 'them'} first.`;
export const POST_CONFLICT =
  'This post was changed by someone else since you opened it. Reload it to see the latest version.';

export interface RecordedRequest {
  method: string;
  q: string;
  params: Record<string, string>;
  /** The JSON body, when one was sent. */
  json?: unknown;
  /** Multipart fields, in the order sent (Files stay Files). */
  form?: [string, FormDataEntryValue][];
}

interface AdminDb {
  posts: Post[];
  categories: Category[];
  popularIds: number[];
  banners: Banners;
  session: boolean;
  failedLogins: number;
  requests: RecordedRequest[];
}

const clone = <T>(value: T): T => structuredClone(value);

export const adminDb: AdminDb = {
  posts: [],
  categories: [],
  popularIds: [],
  banners: { home_banner: null, post_banner: null, home_banner_link: null, post_banner_link: null },
  session: false,
  failedLogins: 0,
  requests: [],
};

/** Back to the fixtures, logged out, no requests recorded. Call before each test. */
export function resetAdminDb(): void {
  adminDb.posts = clone(posts);
  adminDb.categories = clone(categories).map(({ post_count: _c, ...c }) => c);
  adminDb.popularIds = popular.map((p) => p.id);
  adminDb.banners = clone(banners);
  adminDb.session = false;
  adminDb.failedLogins = 0;
  adminDb.requests = [];
}
resetAdminDb();

/** Logged in as the admin: the server's session and the spec's session-storage flag. */
export function startAdminSession(): void {
  adminDb.session = true;
  sessionStorage.setItem('isAdminLoggedIn', 'true');
}

export function requestsTo(q: string): RecordedRequest[] {
  return adminDb.requests.filter((r) => r.q === q);
}

/** The form fields of a recorded multipart request, as an object (last value wins). */
export function formFields(
  request: RecordedRequest | undefined,
): Record<string, FormDataEntryValue> {
  return Object.fromEntries(request?.form ?? []);
}

// ---------- helpers ----------

/** What `request` sent (its q and parameters, its JSON or multipart fields), kept in `into`. */
export async function recordRequest(
  request: StrictRequest<DefaultBodyType>,
  into: RecordedRequest[],
): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  const entry: RecordedRequest = { method: request.method, q: params.q ?? '', params };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) entry.json = await request.clone().json();
  else if (type.includes('multipart/form-data')) {
    entry.form = Array.from((await request.clone().formData()).entries());
  }
  into.push(entry);
  return entry;
}

const record = (request: StrictRequest<DefaultBodyType>) =>
  recordRequest(request, adminDb.requests);

/** The reference server's refusal: `{status: 'error', message, …extra}` with that status. */
export const error = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ status: 'error', message, ...extra }, { status });
/** The reference server's success: `{status: 'success', message, …extra}`. */
export const ok = (message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ status: 'success', message, ...extra });
const unauthorised = () => error(401, AUTH_REQUIRED);

/** A post as read: category name and slug follow the category's current values. */
function readPost(post: Post): Post {
  const category = adminDb.categories.find((c) => c.id === post.category_id);
  return {
    ...post,
    category_name: category?.name ?? '',
    category_slug: category?.slug ?? '',
  };
}

const newest = () =>
  [...adminDb.posts].sort((a, b) => b.created_at.localeCompare(a.created_at)).map(readPost);

const nextId = (items: { id: number }[]) => Math.max(0, ...items.map((i) => i.id)) + 1;

/** A text field of recorded multipart fields ('' when absent or a file). */
export function text(form: RecordedRequest['form'], name: string): string {
  const value = (form ?? []).find(([key]) => key === name)?.[1];
  return typeof value === 'string' ? value : '';
}
/** A file field. (Node's File, not jsdom's: no instanceof; jsdom's file name is lost on the way.) */
export function file(form: RecordedRequest['form'], name: string): Blob | null {
  const value = (form ?? []).find(([key]) => key === name)?.[1];
  return typeof value === 'object' && value !== null && value.size > 0 ? value : null;
}
const fileName = (blob: Blob) =>
  ('name' in blob && typeof blob.name === 'string' && blob.name) || 'image';

let clock = Date.parse('2026-04-01T09:00:00.000Z');
const now = () => new Date((clock += 60_000)).toISOString();

/** An admin call: recorded, and refused with 401 without a session; `answer` gets what was sent. */
function adminCall(
  method: Parameters<typeof call>[0],
  q: string,
  answer: (sent: RecordedRequest) => Response,
) {
  return call(method, q, async ({ request }) => {
    const sent = await record(request);
    return adminDb.session ? answer(sent) : unauthorised();
  });
}

// ---------- handlers ----------

export const adminHandlers = [
  // Public reads, from the same data.
  call('get', 'posts', () => HttpResponse.json(newest())),
  call('get', 'post', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const id = Number(params.get('id'));
    const slug = params.get('slug');
    const post = adminDb.posts.find((p) => (slug ? p.slug === slug : p.id === id));
    return post ? HttpResponse.json(readPost(post)) : error(404, 'Post not found');
  }),
  call('get', 'category-posts', ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    return HttpResponse.json({ posts: newest().filter((p) => p.category_slug === slug) });
  }),
  call('get', 'categories', () =>
    HttpResponse.json(
      adminDb.categories.map((c) => ({
        ...c,
        post_count: adminDb.posts.filter((p) => p.category_id === c.id).length,
      })),
    ),
  ),
  call('get', 'popular', () =>
    HttpResponse.json(
      adminDb.popularIds.flatMap((id) => {
        const post = adminDb.posts.find((p) => p.id === id);
        return post ? [{ ...readPost(post), published_at: post.created_at }] : [];
      }),
    ),
  ),
  call('get', 'banners', () => HttpResponse.json(adminDb.banners)),

  // Session.
  call('post', 'login', async ({ request }) => {
    const body = (await record(request)).json as { username?: string; password?: string };
    if (adminDb.failedLogins >= LOCKOUT_AFTER) {
      return HttpResponse.json(
        { status: 'error', message: LOCKOUT_MESSAGE },
        { status: 429, headers: { 'Retry-After': '900' } },
      );
    }
    if (body?.username !== ADMIN_USERNAME || body?.password !== ADMIN_PASSWORD) {
      adminDb.failedLogins += 1;
      return error(401, 'Invalid credentials');
    }
    adminDb.failedLogins = 0;
    adminDb.session = true;
    return ok('Logged in');
  }),
  call('post', 'logout', async ({ request }) => {
    await record(request);
    adminDb.session = false;
    return ok('Logged out');
  }),
  call('get', 'session', async ({ request }) => {
    await record(request);
    return HttpResponse.json(
      adminDb.session
        ? { authenticated: true, username: ADMIN_USERNAME }
        : { authenticated: false },
    );
  }),

  // Categories.
  call('get', 'category', ({ request }) => {
    if (!adminDb.session) return unauthorised();
    const id = Number(new URL(request.url).searchParams.get('id'));
    const category = adminDb.categories.find((c) => c.id === id);
    return category ? HttpResponse.json(category) : error(404, 'Category not found');
  }),
  adminCall('post', 'categories', ({ json }) => {
    const { name = '', slug = '' } = (json ?? {}) as { name?: string; slug?: string };
    if (!name.trim() || !slug.trim()) {
      return HttpResponse.json({ success: false, message: 'name is required' }, { status: 400 });
    }
    if (adminDb.categories.some((c) => c.slug === slug)) {
      return HttpResponse.json(
        { success: false, message: 'A category with this slug already exists' },
        { status: 409 },
      );
    }
    adminDb.categories.push({ id: nextId(adminDb.categories), name, slug, description: '' });
    return HttpResponse.json({ success: true, message: 'Category added successfully!' });
  }),
  adminCall('post', 'category-update', ({ json }) => {
    const {
      id,
      name = '',
      slug = '',
    } = (json ?? {}) as { id?: number; name?: string; slug?: string };
    const category = adminDb.categories.find((c) => c.id === Number(id));
    if (!category) return error(404, 'Category not found');
    if (adminDb.categories.some((c) => c.slug === slug && c.id !== category.id)) {
      return error(409, 'A category with this slug already exists');
    }
    Object.assign(category, { name, slug });
    return ok('Category updated successfully');
  }),
  adminCall('delete', 'category-delete', ({ params }) => {
    const id = Number(params.id);
    if (!adminDb.categories.some((c) => c.id === id)) return error(404, 'Category not found');
    const count = adminDb.posts.filter((p) => p.category_id === id).length;
    if (count > 0) {
      const message = categoryHasPosts(count);
      return error(409, message, { error: message });
    }
    adminDb.categories = adminDb.categories.filter((c) => c.id !== id);
    return ok('Category deleted successfully');
  }),

  // Posts.
  adminCall('post', 'posts', ({ form = [] }) => {
    const categoryId = Number(text(form, 'category_id'));
    if (!text(form, 'title').trim()) return error(400, 'title is required');
    if (!adminDb.categories.some((c) => c.id === categoryId))
      return error(400, 'Category not found');
    if (adminDb.posts.some((p) => p.slug === text(form, 'slug'))) {
      return error(409, 'A post with this slug already exists');
    }
    const image = file(form, 'image');
    const at = now();
    adminDb.posts.push({
      id: nextId(adminDb.posts),
      slug: text(form, 'slug'),
      title: text(form, 'title'),
      excerpt: text(form, 'excerpt'),
      content: text(form, 'content'),
      image_path: image ? `uploads/${fileName(image)}` : null,
      category_id: categoryId,
      category_name: '',
      category_slug: '',
      created_at: at,
      posted_at: null,
      updated_at: at,
    });
    return ok('Post created successfully');
  }),
  adminCall('post', 'post-update', ({ form = [] }) => {
    const post = adminDb.posts.find((p) => p.id === Number(text(form, 'id')));
    if (!post) return error(404, 'Post not found');
    const loaded = text(form, 'updated_at');
    if (loaded && post.updated_at && loaded !== post.updated_at) return error(409, POST_CONFLICT);
    const image = file(form, 'image');
    Object.assign(post, {
      title: text(form, 'title'),
      slug: text(form, 'slug'),
      excerpt: text(form, 'excerpt'),
      content: text(form, 'content'),
      category_id: Number(text(form, 'category_id')),
      image_path: image ? `uploads/${fileName(image)}` : text(form, 'existingImage') || null,
      updated_at: now(),
    });
    return ok('Post updated successfully');
  }),
  adminCall('delete', 'post-delete', ({ params }) => {
    const id = Number(params.id);
    if (!adminDb.posts.some((p) => p.id === id)) return error(404, 'Post not found');
    adminDb.posts = adminDb.posts.filter((p) => p.id !== id);
    adminDb.popularIds = adminDb.popularIds.filter((p) => p !== id);
    return ok('Post deleted successfully');
  }),

  // Popular.
  adminCall('post', 'popular-save', ({ json }) => {
    const ids = (json as { post_ids?: unknown } | null)?.post_ids;
    if (!Array.isArray(ids) || ids.length > 6) return error(400, 'Max 6 posts allowed!');
    adminDb.popularIds = ids.map(Number);
    return ok('Popular posts saved');
  }),

  // Banners.
  adminCall('post', 'banners', ({ form = [], params }) => {
    const type = text(form, 'type');
    if (type !== 'home' && type !== 'post') return error(400, 'type must be home or post');
    const image = file(form, 'image');
    // Addition: an optional link; absent keeps the slot's link, empty removes it.
    const link = form.some(([name]) => name === 'link') ? text(form, 'link').trim() : undefined;
    if (link && !/^https?:\/\/[^/]/.test(link)) {
      return error(
        400,
        'link must be a web address starting with http:// or https:// (like https://example.com)',
      );
    }
    if (link !== undefined) adminDb.banners[`${type}_banner_link`] = link || null;
    if (!image && params.update === '1' && link !== undefined) {
      return ok('Banner updated successfully');
    }
    if (!image) return error(400, 'image is required');
    adminDb.banners[`${type}_banner`] = `uploads/banner-${type}-${adminDb.requests.length}.png`;
    return ok(
      params.update === '1' ? 'Banner updated successfully' : 'Banner uploaded successfully',
    );
  }),
  adminCall('delete', 'banner-delete', ({ params }) => {
    const type = params.type;
    if (type !== 'home' && type !== 'post') return error(400, 'type must be home or post');
    adminDb.banners[`${type}_banner`] = null;
    adminDb.banners[`${type}_banner_link`] = null;
    return ok('Banner deleted successfully');
  }),
];
