/** The responsible-gambling texts screen's words. */
export const SITE_TEXT_MESSAGES = {
  title: 'Responsible gambling',
  explain:
    'The 18+ strip in every page’s footer and the box closing each post in a betting category. Leave a field empty to use the default shown in it.',
  loading: 'Loading texts...',
  loadFailed: 'Failed to fetch texts',
  saved: 'Texts saved',
  saveFailed: 'The texts could not be saved.',
  invalid: 'Some fields need a fix: see the messages under them.',
} as const;
