/**
 * Writes a page's meta into the built index.html: title, description, canonical, Open Graph and
 * Twitter card tags (social crawlers do not run JavaScript), the feed link, and preload hints for
 * the first API calls and the first visible image (so they start before the app's JS has run).
 */
import { imageSrcSet, imageVariant } from '../../src/contract/images';
import { stripHtml } from '../../src/contract/text';
import { SERVER_STATE_ID } from '../../src/contract/serverState';
import { scriptJson, type RenderedPage } from './appRender';
import { escapeHtml } from './escape';
import { sportsEvents } from './sportsEvents';
import type { PageHead } from '../../src/contract/pageHead';

/** The app's API script (server/app.ts serves it there). */
const API_PATH = '/backend/index.php';
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const DESCRIPTION_CONTENT = /<meta\s+name=["']description["']\s+content=["']([^"']*)["']/i;

/** The description the built index.html carries (the site's own), if any. */
export function templateDescription(html: string): string | null {
  const match = DESCRIPTION_CONTENT.exec(html);
  return match?.[1] ? stripHtml(match[1]) : null;
}

/** Same-origin URL of an `image_path` (absolute URLs are kept as they are). */
export function imagePathUrl(imagePath: string): string {
  return /^https?:\/\//i.test(imagePath)
    ? imagePath
    : `/backend/public/${imagePath.replace(/^\/+/, '')}`;
}

const attr = (value: string) => `"${escapeHtml(value)}"`;
const meta = (kind: 'name' | 'property', key: string, value: string) =>
  `<meta ${kind}=${attr(key)} content=${attr(value)} />`;

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url}`;
}

/** A post's schema.org `NewsArticle`, its author a `Person` with their page when it has one. */
function newsArticle(
  page: PageHead,
  { publishedAt, modifiedAt, section, author }: NonNullable<PageHead['article']>,
  url: string,
  image: string | null,
  origin: string,
  brand: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: page.shareTitle,
    description: page.description,
    url,
    mainEntityOfPage: url,
    datePublished: publishedAt,
    dateModified: modifiedAt ?? publishedAt,
    articleSection: section,
    ...(image ? { image: [image] } : {}),
    ...(author
      ? { author: { '@type': 'Person', name: author.name, url: absolute(origin, author.path) } }
      : {}),
    publisher: { '@type': 'Organization', name: brand },
  };
}

/**
 * `rendered`: the server rendered the page with its first API answers, which travel in the page
 * itself: no preload hints for them then. `now` (ms): what counts as upcoming.
 */
export function headTags(
  page: PageHead,
  origin: string,
  brand: string,
  rendered = false,
  now = Date.now(),
): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
  ];
  if (page.private) {
    // Nor followed: its links must not lead a crawler on from a URL it should never have had.
    tags.push(meta('name', 'robots', 'noindex, nofollow'));
  } else if (page.canonicalPath === null) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(`<link rel="canonical" href=${attr(absolute(origin, page.canonicalPath))} />`);
  }
  const image = page.image ? absolute(origin, imageVariant(imagePathUrl(page.image), 1280)) : null;
  tags.push(
    meta('property', 'og:site_name', brand),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.shareTitle),
    meta('property', 'og:description', page.description),
  );
  if (page.canonicalPath !== null) {
    tags.push(meta('property', 'og:url', absolute(origin, page.canonicalPath)));
  }
  if (image) {
    tags.push(meta('property', 'og:image', image), meta('property', 'og:image:alt', page.imageAlt));
  }
  if (page.article) {
    tags.push(meta('property', 'article:published_time', page.article.publishedAt));
    if (page.article.modifiedAt) {
      tags.push(meta('property', 'article:modified_time', page.article.modifiedAt));
    }
    tags.push(meta('property', 'article:section', page.article.section));
    if (page.article.author) {
      tags.push(meta('property', 'article:author', absolute(origin, page.article.author.path)));
    }
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.shareTitle),
    meta('name', 'twitter:description', page.description),
  );
  if (image) {
    tags.push(
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', page.imageAlt),
    );
  }
  if (page.article && page.canonicalPath !== null) {
    const article = newsArticle(
      page,
      page.article,
      absolute(origin, page.canonicalPath),
      image,
      origin,
      brand,
    );
    tags.push(`<script type="application/ld+json">${scriptJson(article)}</script>`);
  }
  if (page.predictionHtml && page.canonicalPath !== null) {
    const url = absolute(origin, page.canonicalPath);
    for (const event of sportsEvents(page.predictionHtml, url, now)) {
      // Data, never run (no CSP concern); `<` escaped, so no `</script` ends it early.
      tags.push(`<script type="application/ld+json">${scriptJson(event)}</script>`);
    }
  }
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title=${attr(brand)} href="/rss.xml" />`,
  );
  // The app fetches with credentials: 'include'; a preload only serves a request of the same
  // credentials mode, hence use-credentials.
  for (const call of rendered ? [] : page.preloadCalls) {
    tags.push(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href=${attr(`${API_PATH}?${call}`)} />`,
    );
  }
  if (page.hero) {
    const url = imagePathUrl(page.hero.path);
    const srcset = imageSrcSet(url);
    tags.push(
      srcset
        ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset=${attr(srcset)} imagesizes=${attr(page.hero.sizes)} />`
        : `<link rel="preload" as="image" fetchpriority="high" href=${attr(url)} />`,
    );
  }
  return tags.join('\n    ');
}

const ROOT = /<div id="root"><\/div>/;

/**
 * index.html with the page's head tags in place of its own title and description, and the
 * server's render of the page (when there is one) in `#root`, followed by the answers it was
 * rendered with (JSON, never run: see src/app/ssr/hydration.ts).
 */
export function renderPage(
  template: string,
  page: PageHead,
  origin: string,
  brand: string,
  rendered: RenderedPage | null = null,
  now = Date.now(),
): string {
  const tags = headTags(page, origin, brand, rendered !== null, now);
  let html = template.replace(DESCRIPTION, '');
  if (rendered && ROOT.test(html)) {
    html = html.replace(
      ROOT,
      () =>
        `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(rendered.state)}</script>`,
    );
  }
  // A function replacement: `$` in a title must not be read as a pattern.
  if (TITLE.test(html)) return html.replace(TITLE, () => tags);
  return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
