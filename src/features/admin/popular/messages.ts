/** The popular screen's texts; "Max 6 posts allowed!" is the spec's (section 5). */
export const POPULAR_MESSAGES = {
  max: 'Max 6 posts allowed!',
  loading: 'Loading popular posts...',
  saved: 'Popular posts saved',
  saveFailed: 'Something went wrong.',
  emptyList: 'No popular posts yet',
  noPosts: 'No posts found',
  // Not in the spec: the app's own wording.
  listFailed: 'Could not load the popular list.',
  loadingPosts: 'Loading posts...',
  postsFailed: 'Error loading posts',
  searching: 'Searching...',
  searchFailed: 'Search failed.',
} as const;
