/** The banner screens' texts; the spec's (sections 5 and 8) to the letter. */
export const BANNER_MESSAGES = {
  typeRequired: 'Please select banner type (Home or Post)',
  fileRequired: 'Please select a file first',
  confirmDelete: (type: string) => `Delete ${type} banner?`,
  uploaded: 'Banner uploaded successfully',
  uploadFailed: 'Something went wrong.',
  updated: 'Banner updated successfully',
  updateFailed: 'Failed to update banner',
  deleted: 'Banner deleted successfully',
  deleteFailed: 'Failed to delete',
  loading: 'Loading banners...',
  empty: 'No banner',
  // Not in the spec: the app's own wording.
  listFailed: 'Could not load the banners.',
} as const;

export const BANNER_LABELS = { home: 'Home', post: 'Post' } as const;
