/** Texts of the Suggestions page that the spec fixes (spelled exactly as it does). */
export const MESSAGES = {
  missingFields: 'Please add a title and details.',
  detailsTooLong: 'Description must be ≤ 800 characters.',
  saved: 'Thanks! Your suggestion has been saved (local).',
  removed: 'Suggestion removed.',
  empty: 'No submissions yet in this tab.',
  noLink: 'No link',
  /** Not in the spec: storage blocked or full, so the local copy could not be written. */
  notStored: 'Your browser did not let us keep a local copy. Your mail draft still has everything.',
} as const;

/** Longest details text (characters). */
export const DETAILS_MAX = 800;
/** Tags shown on a card before an ellipsis. */
export const TAGS_SHOWN = 3;
