/**
 * The site's own URLs of posts, categories and share links: the app's links and redirects, its
 * head tags, and the server's sitemap, feed and redirects all build them here, so a post has the
 * same address everywhere. Every slug is one path segment, percent-encoded (a seed backend's slug
 * may hold anything); slugs of the slug rule come out as they are.
 */

const segment = (value: string) => encodeURIComponent(value);

/** `/{category}`: a category's page. */
export function categoryPath(categorySlug: string): string {
  return `/${segment(categorySlug)}`;
}

/** `/{category}/{post}`: a post's canonical page, under its category. */
export function postPath(post: { slug: string; category_slug: string }): string {
  return `${categoryPath(post.category_slug)}/${segment(post.slug)}`;
}

/**
 * `/posts/{post}`: where a post card outside a category page links (home, trending, blogs,
 * search), as the spec routes post cards; the page's canonical URL is `postPath`'s.
 */
export function postCardPath(slug: string): string {
  return `/posts/${segment(slug)}`;
}

/** The reader's other post URLs: `/posts/{slug}`, `/popular/{slug}` or `/{category}/{slug}`. */
export function postPathUnder(prefix: string, slug: string): string {
  return `/${segment(prefix)}/${segment(slug)}`;
}

/** Addition (bylines): `/authors/{slug}`, an author's page. */
export function authorPath(slug: string): string {
  return `/authors/${segment(slug)}`;
}

/** `/shared/{token}`: the page a share link opens. */
export function sharedPostPath(token: string): string {
  return `/shared/${segment(token)}`;
}

/**
 * Addition (staff): `/admin/join#{token}`, the page an invitation opens. The token rides in the
 * fragment, which browsers never send to a server, so it stays out of access logs and Referer.
 */
export const INVITATION_PAGE = '/admin/join';
export function invitationPath(token: string): string {
  return `${INVITATION_PAGE}#${encodeURIComponent(token)}`;
}

/** Addition (staff): `/admin/reset#{token}`, where the owner's reset link sets a new password. */
export const PASSWORD_RESET_PAGE = '/admin/reset';
export function passwordResetPath(token: string): string {
  return `${PASSWORD_RESET_PAGE}#${encodeURIComponent(token)}`;
}

/**
 * Addition (campaigns): `/admin/report#{token}`, a campaign's report opened by its report link
 * (an advertiser without an account); the token rides in the fragment, like an invitation's.
 */
export const CAMPAIGN_REPORT_PAGE = '/admin/report';
export function campaignReportPath(token: string): string {
  return `${CAMPAIGN_REPORT_PAGE}#${encodeURIComponent(token)}`;
}
