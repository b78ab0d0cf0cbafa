/**
 * Shared set-up of the preview, share-link and history tests: the admin handlers on fresh data, a
 * logged-in session, the editorial capability on, and the editorial calls (post-preview,
 * share-links, share-link-delete, post-revisions, post-revision, post-revision-restore) answered
 * like the reference server from `reviewDb`. What the app sent is in `requestsTo(q)`.
 */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { setupAdminTests } from '../adminTestSetup';
import { HttpResponse } from 'msw';
import type {
  EditorialPost,
  PostStatus,
  Revision,
  RevisionSummary,
  ShareLink,
} from '../../../../src/contract/schemas';
import { call, editorialCapabilities } from '../../../msw/handlers';
import { adminDb, error, ok } from '../../../msw/adminHandlers';
import { editorialView, record, revisionFrom } from './editorialFixtures';

export const TOKEN = 'k3J9xQ-secret_token';

interface ReviewDb {
  /** Status and time of each post by id (published when absent). */
  status: Record<number, { status: PostStatus; published_at: string | null }>;
  links: (ShareLink & { post_id: number })[];
  revisions: Revision[];
  /** Revisions whose image is gone: restoring them keeps the post's image. */
  imageGone: Set<number>;
}

export const reviewDb: ReviewDb = { status: {}, links: [], revisions: [], imageGone: new Set() };

const now = () => new Date().toISOString();
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const notFound = () => error(404, 'Post not found');

export function previewOf(id: number): EditorialPost | null {
  return editorialView(id, reviewDb.status[id]);
}

const FIELDS = [
  'title',
  'excerpt',
  'content',
  'category_id',
  'image_path',
  'status',
  'published_at',
  'meta_title',
  'meta_description',
  'image_alt',
] as const;

/** A full revision of post `postId`: the post's current values with `changes`. */
export function revisionOf(postId: number, id: number, changes: Partial<Revision> = {}): Revision {
  return revisionFrom(previewOf(postId)!, id, changes);
}

/** The summaries, newest first, each naming the fields that differ from the one before. */
function summaries(postId: number): RevisionSummary[] {
  const own = reviewDb.revisions
    .filter((r) => r.post_id === postId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return own.map((revision, i) => {
    const older = own[i + 1];
    return {
      id: revision.id,
      kind: revision.kind,
      created_at: revision.created_at,
      status: revision.status,
      changed: FIELDS.filter((field) => !older || older[field] !== revision[field]),
    };
  });
}

const reviewHandlers = [
  call('get', 'post-preview', ({ request }) => {
    const post = previewOf(Number(new URL(request.url).searchParams.get('id')));
    return post ? HttpResponse.json(post) : notFound();
  }),
  call('get', 'share-links', ({ request }) => {
    const postId = Number(new URL(request.url).searchParams.get('post_id'));
    return HttpResponse.json(
      reviewDb.links
        .filter((link) => link.post_id === postId)
        .map(({ post_id: _p, ...link }) => link)
        .reverse(),
    );
  }),
  call('post', 'share-links', async ({ request }) => {
    const { json } = await record(request);
    const { post_id, days = 7 } = json as { post_id: number; days?: number };
    const link = {
      id: reviewDb.links.length + 1,
      post_id,
      created_at: now(),
      expires_at: daysFromNow(days),
      revoked: false,
    };
    reviewDb.links.push(link);
    return ok('Link created', { id: link.id, token: TOKEN, expires_at: link.expires_at });
  }),
  call('delete', 'share-link-delete', async ({ request }) => {
    const { params } = await record(request);
    const link = reviewDb.links.find((l) => l.id === Number(params.id));
    if (!link) return notFound();
    link.revoked = true;
    return ok('Link revoked');
  }),
  call('get', 'post-revisions', ({ request }) => {
    const postId = Number(new URL(request.url).searchParams.get('post_id'));
    return adminDb.posts.some((p) => p.id === postId)
      ? HttpResponse.json(summaries(postId))
      : notFound();
  }),
  call('get', 'post-revision', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    const revision = reviewDb.revisions.find((r) => r.id === id);
    return revision ? HttpResponse.json(revision) : error(404, 'Revision not found');
  }),
  call('post', 'post-revision-restore', async ({ request }) => {
    const { json } = await record(request);
    const revision = reviewDb.revisions.find((r) => r.id === (json as { id: number }).id);
    const post = revision && adminDb.posts.find((p) => p.id === revision.post_id);
    if (!revision || !post) return notFound();
    const imageKept = reviewDb.imageGone.has(revision.id);
    Object.assign(post, {
      title: revision.title,
      excerpt: revision.excerpt,
      content: revision.content,
      category_id: revision.category_id,
      image_path: imageKept ? post.image_path : revision.image_path,
      meta_title: revision.meta_title,
      meta_description: revision.meta_description,
      image_alt: revision.image_alt,
    });
    const restored = revisionOf(post.id, Math.max(0, ...reviewDb.revisions.map((r) => r.id)) + 1, {
      kind: 'restore',
      created_at: now(),
    });
    reviewDb.revisions.push(restored);
    return ok('Revision restored', { revision_id: restored.id, image_kept: imageKept });
  }),
];

/** An editorial page of a post that does not exist: "Post not found", and the way back. */
export async function expectPostNotFound(): Promise<void> {
  expect(await screen.findByText('Post not found')).toBeInTheDocument();
  const back = screen.getByRole('link', { name: 'Back to posts' });
  expect(back).toHaveAttribute('href', '/admin/posts');
}

export function setupReviewTests(): void {
  setupAdminTests({
    prepare: () => {
      reviewDb.status = {};
      reviewDb.links = [];
      reviewDb.revisions = [];
      reviewDb.imageGone = new Set();
    },
    handlers: () => [editorialCapabilities(), ...reviewHandlers],
  });
}
