/**
 * The editorial workflow's calls (additions to the seed's contract):
 * the admin's list of every post, previews, share links, revisions and the server autosave.
 *
 * Only a backend whose capabilities (lib/capabilities.ts) say `editorial` has them; against any
 * other every screen keeps the seed's flow. Answers are checked against the contract's schemas: an
 * answer of another shape is a failure, never half-read.
 */
import { baseApi, type ApiError } from '../../../api/baseApi';
import { CALLS, type CallAnswer } from '../../../contract/calls';
import type {
  AdminPostsAnswer,
  AdminPostsQuery,
  AutosaveInput,
  EditorialPost,
  Revision,
  RevisionSummary,
  ShareLink,
} from '../../../contract/schemas';
import { checkedAnswer } from '../lib/checkedAnswer';

type BaseResult = { data?: unknown; error?: ApiError };

/** Each endpoint checks its answer against the calls table's (admin/lib/checkedAnswer.ts). */
const checked = checkedAnswer;

export type AutosaveAnswer = CallAnswer<'POST post-autosave'>;
export type ShareLinkCreated = CallAnswer<'POST share-links'>;
export type RestoreAnswer = CallAnswer<'POST post-revision-restore'>;

export const editorialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=admin-posts: every post with its status, filtered, searched and paged, with counts. */
    getAdminPosts: build.query<AdminPostsAnswer, AdminPostsQuery>({
      query: (params) => ({ q: 'admin-posts', params }),
      responseSchema: CALLS['GET admin-posts'].answer,
      ...checked,
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    /** q=post-preview&id=: any post, whatever its status, as readers would see it. */
    getPostPreview: build.query<EditorialPost, number>({
      query: (id) => ({ q: 'post-preview', params: { id } }),
      responseSchema: CALLS['GET post-preview'].answer,
      ...checked,
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
    /** q=post-revisions&post_id=: newest first, with what each changed. */
    getRevisions: build.query<RevisionSummary[], number>({
      query: (postId) => ({ q: 'post-revisions', params: { post_id: postId } }),
      responseSchema: CALLS['GET post-revisions'].answer,
      ...checked,
      providesTags: (_list, _error, postId) => [{ type: 'Revision', id: postId }],
    }),
    /** q=post-revision&id=: one revision in full. */
    getRevision: build.query<Revision, number>({
      query: (id) => ({ q: 'post-revision', params: { id } }),
      responseSchema: CALLS['GET post-revision'].answer,
      ...checked,
    }),
    /** POST q=post-revision-restore: the post becomes the revision's version (a new revision). */
    restoreRevision: build.mutation<RestoreAnswer, { id: number; postId: number }>({
      query: ({ id }) => ({ q: 'post-revision-restore', method: 'POST', json: { id } }),
      responseSchema: CALLS['POST post-revision-restore'].answer,
      ...checked,
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
      query: (json) => ({ q: 'post-autosave', method: 'POST', json }),
      responseSchema: CALLS['POST post-autosave'].answer,
      ...checked,
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
      query: (postId) => ({ q: 'share-links', params: { post_id: postId } }),
      responseSchema: CALLS['GET share-links'].answer,
      ...checked,
      providesTags: (_list, _error, postId) => [{ type: 'ShareLink', id: postId }],
    }),
    /** POST q=share-links: a new link; its token is in this answer only. */
    createShareLink: build.mutation<ShareLinkCreated, { post_id: number; days?: number }>({
      query: (json) => ({ q: 'share-links', method: 'POST', json }),
      responseSchema: CALLS['POST share-links'].answer,
      ...checked,
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
