/**
 * The editorial workflow's calls (additions to the seed's contract):
 * the admin's list of every post, previews, share links, revisions and the server autosave.
 *
 * Only a backend whose capabilities (lib/capabilities.ts) say `editorial` has them; against any
 * other every screen keeps the seed's flow. Answers are checked against the contract's schemas: an
 * answer of another shape is a failure, never half-read.
 */
import type { z } from 'zod';
import { baseApi, messageOf, type ApiError } from '../../../api/baseApi';
import {
  adminPostsAnswer,
  autosaveAnswer,
  editorialPostSchema,
  revisionRestoreAnswer,
  revisionSchema,
  revisionSummarySchema,
  shareLinkCreatedAnswer,
  shareLinkSchema,
  type AdminPostsAnswer,
  type AdminPostsQuery,
  type AutosaveInput,
  type EditorialPost,
  type Revision,
  type RevisionSummary,
  type ShareLink,
} from '../../../contract/schemas';

type Parsed<T> = { data: T } | { error: ApiError };
type BaseResult = { data?: unknown; error?: ApiError };

/** The answer read with `schema`; an answer of another shape is an error with its message. */
function parsed<S extends z.ZodType>(result: BaseResult, schema: S): Parsed<z.output<S>> {
  if (result.error) return { error: result.error };
  const checked = schema.safeParse(result.data);
  if (checked.success) return { data: checked.data };
  return { error: { status: 200, message: messageOf(result.data), data: result.data } };
}

const revisionList = revisionSummarySchema.array();
const shareLinkList = shareLinkSchema.array();

export type AutosaveAnswer = z.output<typeof autosaveAnswer>;
export type ShareLinkCreated = z.output<typeof shareLinkCreatedAnswer>;
export type RestoreAnswer = z.output<typeof revisionRestoreAnswer>;

export const editorialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=admin-posts: every post with its status, filtered, searched and paged, with counts. */
    getAdminPosts: build.query<AdminPostsAnswer, AdminPostsQuery>({
      queryFn: async (params, _api, _extra, baseQuery) =>
        parsed(await baseQuery({ q: 'admin-posts', params }), adminPostsAnswer),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    /** q=post-preview&id=: any post, whatever its status, as readers would see it. */
    getPostPreview: build.query<EditorialPost, number>({
      queryFn: async (id, _api, _extra, baseQuery) =>
        parsed(await baseQuery({ q: 'post-preview', params: { id } }), editorialPostSchema),
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
    /** q=post-revisions&post_id=: newest first, with what each changed. */
    getRevisions: build.query<RevisionSummary[], number>({
      queryFn: async (postId, _api, _extra, baseQuery) =>
        parsed(await baseQuery({ q: 'post-revisions', params: { post_id: postId } }), revisionList),
      providesTags: (_list, _error, postId) => [{ type: 'Revision', id: postId }],
    }),
    /** q=post-revision&id=: one revision in full. */
    getRevision: build.query<Revision, number>({
      queryFn: async (id, _api, _extra, baseQuery) =>
        parsed(await baseQuery({ q: 'post-revision', params: { id } }), revisionSchema),
    }),
    /** POST q=post-revision-restore: the post becomes the revision's version (a new revision). */
    restoreRevision: build.mutation<RestoreAnswer, { id: number; postId: number }>({
      queryFn: async ({ id }, _api, _extra, baseQuery) =>
        parsed(
          await baseQuery({ q: 'post-revision-restore', method: 'POST', json: { id } }),
          revisionRestoreAnswer,
        ),
      invalidatesTags: (result, _error, { postId }) =>
        result
          ? [
              { type: 'Post', id: postId },
              { type: 'Post', id: 'LIST' },
              { type: 'Popular', id: 'LIST' },
              { type: 'Revision', id: postId },
            ]
          : [],
    }),
    /** POST q=post-autosave: unsaved work kept on the server (a new post becomes a draft). */
    autosave: build.mutation<AutosaveAnswer, AutosaveInput>({
      queryFn: async (json, _api, _extra, baseQuery) =>
        parsed(await baseQuery({ q: 'post-autosave', method: 'POST', json }), autosaveAnswer),
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Revision', id: result.post_id },
              // A first autosave created a draft: the list has one more post.
              ...(result.created ? [{ type: 'Post' as const, id: 'LIST' }] : []),
            ]
          : [],
    }),
    /** q=share-links&post_id=: the post's links, newest first (tokens are never shown again). */
    getShareLinks: build.query<ShareLink[], number>({
      queryFn: async (postId, _api, _extra, baseQuery) =>
        parsed(await baseQuery({ q: 'share-links', params: { post_id: postId } }), shareLinkList),
      providesTags: (_list, _error, postId) => [{ type: 'ShareLink', id: postId }],
    }),
    /** POST q=share-links: a new link; its token is in this answer only. */
    createShareLink: build.mutation<ShareLinkCreated, { post_id: number; days?: number }>({
      queryFn: async (json, _api, _extra, baseQuery) =>
        parsed(await baseQuery({ q: 'share-links', method: 'POST', json }), shareLinkCreatedAnswer),
      invalidatesTags: (result, _error, { post_id }) =>
        result ? [{ type: 'ShareLink', id: post_id }] : [],
    }),
    /** DELETE q=share-link-delete&id=: the link answers 404 from now on. */
    revokeShareLink: build.mutation<unknown, { id: number; postId: number }>({
      queryFn: async ({ id }, _api, _extra, baseQuery) => {
        const result = (await baseQuery({
          q: 'share-link-delete',
          method: 'DELETE',
          params: { id },
        })) as BaseResult;
        return result.error ? { error: result.error } : { data: result.data ?? null };
      },
      invalidatesTags: (_result, error, { postId }) =>
        error ? [] : [{ type: 'ShareLink', id: postId }],
    }),
  }),
});

export const {
  useGetAdminPostsQuery,
  useGetPostPreviewQuery,
  useGetRevisionsQuery,
  useGetRevisionQuery,
  useLazyGetRevisionQuery,
  useRestoreRevisionMutation,
  useAutosaveMutation,
  useGetShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
} = editorialApi;
