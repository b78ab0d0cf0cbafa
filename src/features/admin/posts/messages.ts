/** The spec's texts for the admin post screens, written once, exactly as the spec spells them. */
import type { ApiError } from '../../../api/baseApi';

export const POST_MESSAGES = {
  noPosts: 'No posts found',
  confirmDelete: 'Are you sure you want to delete this post?',
  deleteFailed: 'Delete failed',
  selectCategory: 'Please select a category',
  addFailed: 'Error',
  updateFailed: 'Error updating post',
  networkFailed: 'Something went wrong.',
  loadingPost: 'Loading post...',
  postNotFound: 'Post not found',
  loadingCategories: 'Loading categories...',
  // Not in the spec: the app's own wording.
  added: 'Post added.',
  updated: 'Post saved.',
  deleted: 'Post deleted.',
  conflict: 'This post was changed elsewhere since you opened it.',
} as const;

/** The backend refused a save because the post changed since the form loaded it. */
export function isConflict(error: unknown): boolean {
  return (error as Partial<ApiError> | null)?.status === 409;
}
