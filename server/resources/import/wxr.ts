/**
 * What a WordPress export (WXR 1.1/1.2) says, read from the channel's entries (xmlStream.ts) into
 * plain records: the site, its authors, categories, attachments and posts. Only reading here; what
 * becomes of them is decided in importPlan.ts and written by importWrite.ts.
 */
import type { XmlNode } from './xmlStream';

export interface WxrAuthor {
  id: string;
  login: string;
  email: string;
  displayName: string;
}

export interface WxrCategory {
  termId: string;
  slug: string;
  name: string;
  parentSlug: string;
  description: string;
}

export interface WxrAttachment {
  id: string;
  parentId: string;
  url: string;
}

export type WxrStatus = 'publish' | 'future' | 'draft' | 'pending' | 'private' | string;

export interface WxrPost {
  id: string;
  type: string;
  title: string;
  link: string;
  slug: string;
  status: WxrStatus;
  creator: string;
  content: string;
  excerpt: string;
  /** UTC, or null when the export has none (drafts: 0000-00-00). */
  date: Date | null;
  modified: Date | null;
  categories: { slug: string; name: string }[];
  tags: string[];
  thumbnailId: string;
  /** Yoast's primary category (a term id), when the site used it. */
  primaryCategoryId: string;
  parentId: string;
  attachmentUrl: string;
}

const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
const textOf = (node: XmlNode, name: string) => child(node, name)?.text.trim() ?? '';

/**
 * WordPress's "Y-m-d H:i:s", read as UTC (the `_gmt` fields are; a local one is the best guess
 * left). Null for its "no date" (0000-00-00 00:00:00) and anything unreadable.
 */
export function wpDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m || m[1] === '0000') return null;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function readAuthor(node: XmlNode): WxrAuthor {
  return {
    id: textOf(node, 'wp:author_id'),
    login: textOf(node, 'wp:author_login'),
    email: textOf(node, 'wp:author_email'),
    displayName: textOf(node, 'wp:author_display_name'),
  };
}

export function readCategory(node: XmlNode): WxrCategory {
  return {
    termId: textOf(node, 'wp:term_id'),
    slug: textOf(node, 'wp:category_nicename'),
    name: textOf(node, 'wp:cat_name'),
    parentSlug: textOf(node, 'wp:category_parent'),
    description: textOf(node, 'wp:category_description'),
  };
}

/** A post's metadata value by key (`_thumbnail_id`, …), '' when absent. */
function metaOf(item: XmlNode, key: string): string {
  for (const meta of item.children) {
    if (meta.name === 'wp:postmeta' && textOf(meta, 'wp:meta_key') === key) {
      return textOf(meta, 'wp:meta_value');
    }
  }
  return '';
}

export function readItem(item: XmlNode): WxrPost {
  const categories: WxrPost['categories'] = [];
  const tags: string[] = [];
  for (const c of item.children) {
    if (c.name !== 'category') continue;
    const name = c.text.trim();
    if (c.attrs.domain === 'category') categories.push({ slug: c.attrs.nicename ?? '', name });
    else if (c.attrs.domain === 'post_tag' && name) tags.push(name);
  }
  const status = textOf(item, 'wp:status');
  const date = wpDate(textOf(item, 'wp:post_date_gmt')) ?? wpDate(textOf(item, 'wp:post_date'));
  return {
    id: textOf(item, 'wp:post_id'),
    type: textOf(item, 'wp:post_type'),
    title: textOf(item, 'title'),
    link: textOf(item, 'link'),
    slug: textOf(item, 'wp:post_name'),
    status,
    creator: textOf(item, 'dc:creator'),
    content: child(item, 'content:encoded')?.text ?? '',
    excerpt: textOf(item, 'excerpt:encoded'),
    date,
    modified: wpDate(textOf(item, 'wp:post_modified_gmt')),
    categories,
    tags,
    thumbnailId: metaOf(item, '_thumbnail_id'),
    primaryCategoryId: metaOf(item, '_yoast_wpseo_primary_category'),
    parentId: textOf(item, 'wp:post_parent'),
    attachmentUrl: textOf(item, 'wp:attachment_url'),
  };
}

/** The channel's own fields this import reads. */
export interface WxrSite {
  title: string;
  link: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  wxrVersion: string;
}

/** Fills `site` from a channel entry that is one of its own fields (not an item). */
export function readSiteField(site: WxrSite, entry: XmlNode) {
  const text = entry.text.trim();
  switch (entry.name) {
    case 'title':
      site.title = text;
      break;
    case 'link':
      site.link = text;
      break;
    case 'wp:base_site_url':
      site.baseSiteUrl = text;
      break;
    case 'wp:base_blog_url':
      site.baseBlogUrl = text;
      break;
    case 'wp:wxr_version':
      site.wxrVersion = text;
      break;
  }
}
