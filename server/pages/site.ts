/** What the server itself knows of the site, before the app's route table is read. */

/** Used when the built index.html has no description of its own. */
export const FALLBACK_DESCRIPTION =
  'Sports, predictions, odds, news, crypto and games: previews, guides and analysis.';
