import { useId } from 'react';
import { useSiteOrigin } from '../useSiteOrigin';
import { canonicalPostPath, shareLinks } from '../lib/share';
import type { Post } from '../../../contract/schemas';
import { CopyLinkButton } from './CopyLinkButton';

const ITEM =
  'inline-flex min-h-10 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:ring-white/20 dark:hover:bg-ink-700 dark:hover:text-white';

/**
 * "Share" (two columns of buttons on phones, one row from sm): copy the post's canonical URL, or share it on X, WhatsApp or Telegram through plain
 * links (their pages open in a new tab; none of their scripts or images come here). The links
 * work without JavaScript; only copying needs it.
 */
export function ShareLinks({ post }: { post: Pick<Post, 'slug' | 'category_slug' | 'title'> }) {
  const id = useId();
  const url = `${useSiteOrigin()}${canonicalPostPath(post)}`;
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="grid grid-cols-2 gap-2 border-t border-slate-200 pt-6 sm:flex sm:flex-wrap sm:items-center dark:border-white/10"
    >
      <span id={id} className="col-span-2 text-sm font-bold text-slate-900 sm:mr-2 dark:text-white">
        Share
      </span>
      <CopyLinkButton url={url} className={ITEM} />
      {shareLinks(url, post.title).map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${link.label}`}
          className={ITEM}
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}
