/**
 * Limits shared by the app's forms, its grids and the server's validation, and the slug rule.
 * Kept apart from the zod schemas (schemas.ts re-exports them) so that the reader's first view,
 * which needs the page size, does not download the validator.
 */

export const LIMITS = {
  titleMax: 200,
  slugMax: 200,
  excerptMax: 1000,
  contentMax: 500_000,
  categoryNameMax: 100,
  categoryDescriptionMax: 1000,
  keywordMax: 100,
  usernameMax: 100,
  passwordMin: 6,
  passwordMax: 200,
  popularMax: 6,
  /** A banner's link (addition). */
  bannerLinkMax: 2000,
  pageLimitMax: 100,
  /** A post's own head title and description, and its image's alt text (additions). */
  metaTitleMax: 70,
  metaDescriptionMax: 200,
  imageAltMax: 250,
  /** Posts per "Load more" step in the reader's grids (4 rows of 3), and per rendered page. */
  feedPageSize: 12,
  /** The highest `?page=` honoured from a URL (a typo must not ask for a million posts). */
  urlPageMax: 500,
} as const;

/** Slugs as the spec's slug rule produces them: lowercase letters, digits and hyphens. */
export const SLUG_PATTERN = /^(?=.*[a-z0-9])[a-z0-9-]+$/;
