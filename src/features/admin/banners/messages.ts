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

/** The size advice and the live preview (not in the spec: the app's own wording). */
export const BANNER_PREVIEW = {
  sizeAdvice:
    'Recommended 1200 × 240 px (5:1), PNG, JPEG, WebP, GIF or AVIF. The whole image is shown at every width, never cropped: about 343 px wide on a phone, so keep text at least 40 px tall.',
  heading: 'Live preview',
  phone: 'Phone, 375 px wide',
  desktop: 'Desktop, 1280 px wide (scaled to fit)',
  phoneAlt: 'Phone view of the chosen image',
  desktopAlt: 'Preview of the chosen image',
  empty: 'Choose an image to see it here',
} as const;

/** The optional link (addition; the app's own wording). */
export const BANNER_LINK = {
  label: 'Link (optional)',
  hint: 'Where the banner leads when clicked; it opens in a new tab as a sponsored link. Leave empty for none.',
  invalid: 'Enter a web address starting with http:// or https:// (like https://example.com).',
} as const;
