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
  searchLabel: 'Search posts',
  clearSearch: 'Clear search',
} as const;

/** The list's search, in the app's own wording: "12 of 38 posts", "No posts match “derby”.". */
export const searchCount = (shown: number, of: number) =>
  `${shown} of ${of} ${of === 1 ? 'post' : 'posts'}`;
export const noMatch = (query: string) => `No posts match “${query}”.`;
/** Said when the search could not load every post (more than the backend gives in one page). */
export const searchedNewest = (loaded: number, total: number) =>
  `Searching the newest ${loaded} of ${total} posts.`;

/** The backend refused a save because the post changed since the form loaded it. */
export function isConflict(error: unknown): boolean {
  return (error as Partial<ApiError> | null)?.status === 409;
}

/**
 * The list with the editorial workflow (drafts and scheduling): the status filter, each post's
 * status and time, the post that goes out next, and each filter's empty list.
 */
export const EDITORIAL_LIST_MESSAGES = {
  filterLabel: 'Filter by status',
  nextOut: 'Next out:',
  goesOut: 'Goes out ',
  notScheduled: 'Not scheduled',
  preview: 'Preview',
  view: 'View',
} as const;

/** The status filter's links, before their counts: "Drafts (3)". */
export const STATUS_FILTER_LABELS = {
  all: 'All',
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published',
} as const;

/** What the list says when a filter has no post (and no search is typed). */
export const STATUS_FILTER_EMPTY = {
  all: POST_MESSAGES.noPosts,
  draft: 'No drafts.',
  scheduled: 'Nothing scheduled.',
  published: 'No published posts.',
} as const;

/** A post's status badge. */
export const EDITORIAL_STATUS_LABELS = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
} as const;
