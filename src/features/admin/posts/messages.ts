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

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/**
 * What to tell the admin when a call failed: the server's message when it gave one, the spec's
 * 'Something went wrong.' when the backend could not be reached, otherwise the screen's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return POST_MESSAGES.networkFailed;
  if (error.status === 'FETCH_ERROR') return POST_MESSAGES.networkFailed;
  return error.message.trim() || fallback;
}

/** The backend refused a save because the post changed since the form loaded it. */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
