/**
 * The admin's post calls (spec 7, Admin). Writes answer `{status, message}`; a `status` other
 * than 'success' is a failure even on HTTP 200, so every write goes through the admin's
 * `statusResult` (../lib/writeResult), which turns it into an `ApiError` carrying the server's
 * message. Successful writes invalidate the posts and the popular list, so readers' views
 * refresh without a reload.
 */
import { baseApi, type ApiError } from '../../../api/baseApi';
import { normaliseAdminPost } from '../../../contract/normaliseAdmin';
import type { createPostFields, Post, StatusAnswer } from '../../../contract/schemas';
import type { z } from 'zod';
import { statusResult, type WriteResult } from '../lib/writeResult';

/** The text fields a post form sends: what the server parses them into (the contract's schema). */
export type PostFields = z.output<typeof createPostFields>;

export interface CreatePostArgs extends PostFields {
  /** Optional cover image. */
  image?: File | null;
}

/**
 * A save's answer: the status and message, and what the reference server adds (the new post's
 * `id` and `slug`; an updated post's `updated_at` and `image_path`). A seed backend sends none.
 */
export interface SavedPostAnswer extends StatusAnswer {
  id?: number;
  slug?: string;
  updated_at?: string;
  image_path?: string | null;
}

/** The reference server's additions to a save's answer, read when present and well formed. */
function savedPost(
  result: WriteResult,
  raw: unknown,
): { data: SavedPostAnswer } | { error: ApiError } {
  if ('error' in result || typeof raw !== 'object' || raw === null) return result;
  const answer = raw as Record<string, unknown>;
  const saved: SavedPostAnswer = { ...result.data };
  if (typeof answer.id === 'number' && Number.isInteger(answer.id)) saved.id = answer.id;
  if (typeof answer.slug === 'string') saved.slug = answer.slug;
  if (typeof answer.updated_at === 'string') saved.updated_at = answer.updated_at;
  if (typeof answer.image_path === 'string' || answer.image_path === null)
    saved.image_path = answer.image_path;
  return { data: saved };
}

export interface UpdatePostArgs extends PostFields {
  id: number;
  /** A new cover image; when absent the current `existingImage` path is kept. */
  image?: File | null;
  existingImage: string | null;
  /** The `updated_at` the form loaded: the backend refuses (409) when the post changed since. */
  updated_at: string | null;
}

function appendFields(form: FormData, fields: PostFields): void {
  form.append('title', fields.title);
  form.append('slug', fields.slug);
  form.append('excerpt', fields.excerpt);
  form.append('content', fields.content);
  form.append('category_id', String(fields.category_id));
  // The editorial workflow's fields, only when the form has them (never to a seed backend).
  for (const name of [
    'status',
    'published_at',
    'meta_title',
    'meta_description',
    'image_alt',
  ] as const) {
    const value = fields[name];
    if (value !== undefined) form.append(name, value);
  }
  if (fields.author_id !== undefined) form.append('author_id', String(fields.author_id));
}

export function createPostForm(args: CreatePostArgs): FormData {
  const form = new FormData();
  appendFields(form, args);
  if (args.image) form.append('image', args.image);
  return form;
}

export function updatePostForm(args: UpdatePostArgs): FormData {
  const form = new FormData();
  form.append('id', String(args.id));
  appendFields(form, args);
  if (args.image) form.append('image', args.image);
  else form.append('existingImage', args.existingImage ?? '');
  if (args.updated_at) form.append('updated_at', args.updated_at);
  return form;
}

const changedPost = (id?: number) => [
  { type: 'Post' as const, id: 'LIST' },
  ...(id === undefined ? [] : [{ type: 'Post' as const, id }]),
  { type: 'Popular' as const, id: 'LIST' },
];

export const adminPostsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=post&id=…: the post an edit form loads, or null when the backend has none. */
    getAdminPost: build.query<Post | null, number>({
      query: (id) => ({ q: 'post', params: { id } }),
      transformResponse: normaliseAdminPost,
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
    /** POST q=posts, multipart: title, slug, excerpt, content, category_id, optional image. */
    createPost: build.mutation<SavedPostAnswer, CreatePostArgs>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const result = await baseQuery({ q: 'posts', method: 'POST', form: createPostForm(args) });
        return savedPost(statusResult(result), result.data);
      },
      invalidatesTags: (result) => (result ? changedPost() : []),
    }),
    /** POST q=post-update, multipart: id, the fields, and image or existingImage. */
    updatePost: build.mutation<SavedPostAnswer, UpdatePostArgs>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          q: 'post-update',
          method: 'POST',
          form: updatePostForm(args),
        });
        return savedPost(statusResult(result), result.data);
      },
      invalidatesTags: (result, _error, args) => (result ? changedPost(args.id) : []),
    }),
    /** DELETE q=post-delete&id=…. */
    deletePost: build.mutation<StatusAnswer, number>({
      queryFn: async (id, _api, _extra, baseQuery) =>
        statusResult(await baseQuery({ q: 'post-delete', method: 'DELETE', params: { id } })),
      invalidatesTags: (result, _error, id) => (result ? changedPost(id) : []),
    }),
  }),
});

export const {
  useGetAdminPostQuery,
  useLazyGetAdminPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
} = adminPostsApi;
