/** What the server knows of the app's pages: titles, descriptions and the paths crawlers see. */

/** Used when the built index.html has no description of its own. */
export const FALLBACK_DESCRIPTION =
  'Sports, predictions, odds, news, crypto and games: previews, guides and analysis.';

/** Meta descriptions are cut around here by search engines. */
export const DESCRIPTION_CHARS = 160;

/** The app's fixed pages, with the titles they give themselves (useDocumentTitle). */
export const STATIC_PAGES: Record<
  string,
  { title: string; description: (brand: string) => string }
> = {
  '/trending': {
    title: 'Trending Posts',
    description: (brand) => `What ${brand} readers are opening right now.`,
  },
  '/blogs': {
    title: 'Latest blogs',
    description: () => 'Fresh previews, guides and analysis from every category, newest first.',
  },
  '/categories': {
    title: 'Categories',
    description: (brand) =>
      `Seven corners of ${brand}, each with its own writers, guides and predictions.`,
  },
  '/about': {
    title: 'About',
    description: (brand) =>
      `About ${brand}: who we are, our editorial standards, playing responsibly and how to reach us.`,
  },
  '/policy': {
    title: 'Privacy policy',
    description: (brand) => `How ${brand} handles your data, and the terms of using the site.`,
  },
  '/promotion': {
    title: 'Promotion',
    description: (brand) =>
      `Advertise with ${brand}: offers, plans and a quote for promoting your brand.`,
  },
  '/suggestions': {
    title: 'Suggestions',
    description: (brand) =>
      `Got an idea for a post, a feature or a story we missed? Tell ${brand} about it.`,
  },
};

/** "{title} | {brand}", or the brand alone: the same titles the app sets. */
export function pageTitle(title: string | null, brand: string): string {
  return title ? `${title} | ${brand}` : brand;
}
