import type { Post } from '../../../contract/schemas';
import { postPath } from '../../../contract/paths';

/**
 * A post's canonical path, as its head tags give it (app/pages/head.ts `postHead`): under its
 * category, whichever of its URLs the reader came by.
 */
export function canonicalPostPath(post: Pick<Post, 'slug' | 'category_slug'>): string {
  return postPath(post);
}

export interface ShareLink {
  /** The service, as the link shows it (its accessible name is "Share on {label}"). */
  label: string;
  href: string;
}

/** Plain share links (no script of theirs on the page): X, WhatsApp and Telegram. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    { label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}
