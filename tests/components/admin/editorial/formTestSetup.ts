/**
 * Shared set-up of the editorial post form tests: the admin handlers on fresh data, a logged-in
 * session, the editorial capability on (site zone Asia/Kolkata), and the calls the form makes
 * answered like the reference server from `formDb`: q=post with the editorial fields,
 * q=post-autosave (a new post's first autosave creates it as a draft), q=post-revisions and
 * q=post-revision; q=posts and q=post-update keep the editorial fields and answer with the
 * reference server's additions (the new post's id and slug, the saved `updated_at`). What the app
 * sent is in `requestsTo(q)`.
 */
import { HttpResponse } from 'msw';
import type {
  AdminPostsAnswer,
  PostStatus,
  Revision,
  RevisionSummary,
} from '../../../../src/contract/schemas';
import { call, editorialCapabilities } from '../../../msw/handlers';
import { adminDb, POST_CONFLICT } from '../../../msw/adminHandlers';
import { setupAdminTests } from '../adminTestSetup';
import { editorialView, record, revisionFrom } from './editorialFixtures';

interface FormDb {
  revisions: Revision[];
  /** The answer's `saved_at` of the next autosaves. */
  savedAt: string;
  /** Answer q=post-autosave with a 500. */
  autosaveFails: boolean;
}

export const formDb: FormDb = { revisions: [], savedAt: '', autosaveFails: false };

/** 13:05 UTC: "18:35" in Kolkata. */
export const SAVED_AT = '2026-04-01T13:05:00.000Z';

export { editorialView };

/** A revision of post `postId` as it now is, with `changes`. */
export function revisionOf(postId: number, id: number, changes: Partial<Revision> = {}): Revision {
  return revisionFrom(editorialView(postId)!, id, changes);
}

let clock = Date.parse('2026-04-02T09:00:00.000Z');

/** A multipart save, recorded as the admin handlers record it; its text fields. */
async function recordForm(request: Request): Promise<Record<string, string>> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const form = Array.from((await request.clone().formData()).entries());
  adminDb.requests.push({ method: request.method, q: params.q ?? '', params, form });
  return Object.fromEntries(form.filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
}

/** The editorial fields a save sends, as stored (a scheduled post's time, else now). */
function publicationOf(fields: Record<string, string>, at: string) {
  const status = (fields.status ?? 'published') as PostStatus;
  return {
    status,
    published_at: status === 'draft' ? null : (fields.published_at ?? at),
    meta_title: fields.meta_title ?? null,
    meta_description: fields.meta_description ?? null,
    image_alt: fields.image_alt ?? null,
  };
}

const saveHandlers = [
  call('post', 'posts', async ({ request }) => {
    const fields = await recordForm(request);
    if (adminDb.posts.some((p) => p.slug === fields.slug)) {
      return HttpResponse.json(
        { status: 'error', message: 'A post with this slug already exists' },
        { status: 409 },
      );
    }
    const id = Math.max(0, ...adminDb.posts.map((p) => p.id)) + 1;
    const at = new Date((clock += 60_000)).toISOString();
    adminDb.posts.push({
      id,
      slug: fields.slug!,
      title: fields.title!,
      excerpt: fields.excerpt ?? '',
      content: fields.content ?? '',
      image_path: null,
      category_id: Number(fields.category_id),
      category_name: '',
      category_slug: '',
      created_at: at,
      posted_at: null,
      updated_at: at,
      ...publicationOf(fields, at),
    });
    return HttpResponse.json({
      status: 'success',
      message: 'Post added successfully',
      id,
      slug: fields.slug,
    });
  }),
  call('post', 'post-update', async ({ request }) => {
    const fields = await recordForm(request);
    const post = adminDb.posts.find((p) => p.id === Number(fields.id));
    if (!post)
      return HttpResponse.json({ status: 'error', message: 'Post not found' }, { status: 404 });
    if (fields.updated_at && post.updated_at && fields.updated_at !== post.updated_at) {
      return HttpResponse.json({ status: 'error', message: POST_CONFLICT }, { status: 409 });
    }
    const at = new Date((clock += 60_000)).toISOString();
    Object.assign(post, {
      title: fields.title,
      slug: fields.slug,
      excerpt: fields.excerpt,
      content: fields.content,
      category_id: Number(fields.category_id),
      image_path: fields.existingImage || post.image_path,
      updated_at: at,
      ...(fields.status ? publicationOf(fields, at) : {}),
    });
    return HttpResponse.json({
      status: 'success',
      message: 'Post updated successfully',
      updated_at: post.updated_at,
      image_path: post.image_path,
    });
  }),
];

const editorialHandlers = [
  ...saveHandlers,
  editorialCapabilities('Asia/Kolkata'),
  call('get', 'post', ({ request }) => {
    const post = editorialView(Number(new URL(request.url).searchParams.get('id')));
    return post
      ? HttpResponse.json(post)
      : HttpResponse.json({ status: 'error', message: 'Post not found' }, { status: 404 });
  }),
  call('post', 'post-autosave', async ({ request }) => {
    const { json } = await record(request);
    if (formDb.autosaveFails) {
      return HttpResponse.json({ status: 'error', message: 'Database down' }, { status: 500 });
    }
    const input = json as Record<string, unknown>;
    let postId = Number(input.post_id);
    const created = !input.post_id;
    if (created) {
      postId = Math.max(0, ...adminDb.posts.map((p) => p.id)) + 1;
      adminDb.posts.push({
        id: postId,
        slug: String(input.slug ?? 'draft'),
        title: String(input.title),
        excerpt: String(input.excerpt ?? ''),
        content: String(input.content ?? ''),
        image_path: null,
        category_id: Number(input.category_id),
        category_name: '',
        category_slug: '',
        created_at: formDb.savedAt,
        posted_at: null,
        updated_at: formDb.savedAt,
        status: 'draft',
        published_at: null,
      });
    }
    const revisionId = formDb.revisions.length + 100;
    return HttpResponse.json({
      status: 'success',
      message: created ? 'Draft created' : 'Autosaved',
      post_id: postId,
      revision_id: revisionId,
      saved_at: formDb.savedAt,
      created,
    });
  }),
  call('get', 'post-revisions', async ({ request }) => {
    const { params } = await record(request);
    const list: RevisionSummary[] = formDb.revisions
      .filter((r) => r.post_id === Number(params.post_id))
      .sort((a, b) => b.id - a.id)
      .map(({ id, kind, created_at, status }) => ({ id, kind, created_at, status, changed: [] }));
    return HttpResponse.json(list);
  }),
  call('get', 'post-revision', async ({ request }) => {
    const { params } = await record(request);
    const revision = formDb.revisions.find((r) => r.id === Number(params.id));
    return revision
      ? HttpResponse.json(revision)
      : HttpResponse.json({ status: 'error', message: 'Revision not found' }, { status: 404 });
  }),
  // Other editorial screens the pages may reach (the list after a save, the edit page's tools).
  call('get', 'share-links', () => HttpResponse.json([])),
  call('get', 'admin-posts', () => {
    const posts = adminDb.posts.map((p) => editorialView(p.id)!);
    const count = (status: string) => posts.filter((p) => p.status === status).length;
    const answer: AdminPostsAnswer = {
      posts,
      total: posts.length,
      counts: {
        all: posts.length,
        draft: count('draft'),
        scheduled: count('scheduled'),
        published: count('published'),
      },
      next_scheduled: null,
    };
    return HttpResponse.json(answer);
  }),
];

/** The posts tests' set-up with the editorial workflow on and its calls answered. */
export function setupFormTests(): void {
  setupAdminTests({
    prepare: () => {
      formDb.revisions = [];
      formDb.savedAt = SAVED_AT;
      formDb.autosaveFails = false;
    },
    handlers: () => editorialHandlers,
  });
}
