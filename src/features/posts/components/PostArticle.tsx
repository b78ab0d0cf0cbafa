import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Post } from '../../../contract/schemas';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { formatLongDate, isoDate } from '../../../lib/dates';
import { IMAGE_SIZES } from '../../../contract/images';
import { readingMinutes } from '../../../contract/text';
import { imageAltOf } from '../lib/imageAlt';
import { ImageFallback } from './ImageFallback';
import { PostBody } from './PostBody';
import { ShareLinks } from './ShareLinks';
import { authorPath, categoryPath } from '../../../contract/paths';

/**
 * One post in full: category, date (when readers see it: its publication time, which is its
 * creation in the seed's data), reading time, title (the page's h1), byline (when the backend
 * names an author, linking to their page), hero image, sanitised body,
 * what closes it (`closing`: a feature's box) and share links (none on a preview or a share
 * link's page: `share`). The reading time comes from the stored body's text, so the server's
 * render and the browser's agree.
 *
 * On phones the headline comes first, above the page's post banner: the page places the banner
 * before the article in a flex column, so below `sm` the article's box dissolves (`contents`), its
 * parts become items of that column, and the header is ordered before them all. The column's gap
 * then spaces the parts, so their own top margins apply from `sm` only.
 */
export function PostArticle({
  post,
  decorateBody,
  closing,
  date: at = post.posted_at ?? post.created_at,
  share = true,
}: {
  post: Post;
  /** Presentation a feature adds to the sanitised body (see PostBody). */
  decorateBody?: ((safeHtml: string) => string) | null;
  /** What follows the body, before the share links (the responsible-gambling box). */
  closing?: ReactNode;
  /** The date shown (ISO), for a post not out yet (readerDateOf). */
  date?: string;
  /** False on previews and share links: their address is not the post's to pass on. */
  share?: boolean;
}) {
  const date = formatLongDate(at);
  const minutes = useMemo(() => readingMinutes(post.content), [post.content]);
  return (
    <article className="mx-auto w-full max-w-3xl max-sm:contents">
      <header className="flex flex-col gap-4 max-sm:-order-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm font-semibold">
          {post.category_name &&
            (post.category_slug ? (
              <Link
                to={categoryPath(post.category_slug)}
                className="rounded-full bg-brand-50 px-3 py-1 text-xs uppercase tracking-wide text-brand-700 transition-colors hover:bg-brand-100 dark:bg-brand-900/60 dark:text-brand-200 dark:hover:bg-brand-900"
              >
                {post.category_name}
              </Link>
            ) : (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs uppercase tracking-wide text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
                {post.category_name}
              </span>
            ))}
          {date && (
            <time dateTime={isoDate(at)} className="text-slate-500 dark:text-slate-400">
              {date}
            </time>
          )}
          {/* One unit when the line wraps; the dot, which would then lead a line, only from sm. */}
          <span className="flex items-center gap-3 text-slate-500 dark:text-slate-400">
            {date && (
              <span aria-hidden="true" className="max-sm:hidden">
                ·
              </span>
            )}
            <span>{`${minutes} min read`}</span>
          </span>
        </div>
        <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">
          {post.title}
        </h1>
        {post.author && (
          <p className="text-base text-slate-700 dark:text-slate-300">
            By{' '}
            <Link
              to={authorPath(post.author.slug)}
              rel="author"
              className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              {post.author.name}
            </Link>
          </p>
        )}
      </header>
      <div className="aspect-[16/9] sm:mt-8 overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-900/5 dark:bg-ink-800 dark:ring-white/10">
        <ResponsiveImage
          path={post.image_path}
          // The cover is the article's own picture: described by its alt text, else by the title.
          alt={imageAltOf(post) || post.title}
          sizes={IMAGE_SIZES.hero}
          priority
          className="h-full w-full object-cover"
          fallback={<ImageFallback label={post.category_name} />}
        />
      </div>
      <div className="sm:mt-10">
        <PostBody html={post.content} decorate={decorateBody} />
      </div>
      {closing && <div className="sm:mt-10">{closing}</div>}
      {share && (
        <footer className="sm:mt-10">
          <ShareLinks post={post} />
        </footer>
      )}
    </article>
  );
}
