import type { Post } from '../../../api/schemas';

/**
 * A post's canonical path, as its head tags give it (app/pages/head.ts `postHead`): under its
 * category, whichever of its URLs the reader came by.
 */
export function canonicalPostPath(post: Pick<Post, 'slug' | 'category_slug'>): string {
  return `/${post.category_slug}/${post.slug}`;
}

export interface ShareLink {
  /** What the link shows. */
  label: string;
  /** Its accessible name. */
  name: string;
  href: string;
}

/** Plain share links (no script of theirs on the page): X, WhatsApp and Telegram. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'X', name: 'Share on X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      label: 'WhatsApp',
      name: 'Share on WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    {
      label: 'Telegram',
      name: 'Share on Telegram',
      href: `https://t.me/share/url?url=${u}&text=${t}`,
    },
  ];
}
