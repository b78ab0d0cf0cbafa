import { Link } from 'react-router-dom';
import type { Post } from '../../../contract/schemas';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { IMAGE_SIZES } from '../../../contract/images';
import { postExcerpt } from '../../../contract/text';
import { imageAltOf } from '../lib/imageAlt';
import { predictionOdds } from '../lib/predictionOdds';
import { CardMeta } from './CardMeta';
import { ImageFallback } from './ImageFallback';

/** Words of the post's excerpt (or text) shown on a card (spec: 40, markup stripped). */
export const CARD_EXCERPT_WORDS = 40;

/**
 * How a card is drawn. `card`: a card at every width. On home's front page: `lead`, the newest
 * story (from 1024 px its 16:9 picture beside the text, unboxed); `latest`, the next few, text
 * headlines beside the lead from 1024 px; `row`, the rest. Below 640 px `latest` and `row` are
 * compact rows (a thumbnail beside the headline, no excerpt), so a phone scans the list quickly.
 */
export type CardVariant = 'card' | 'lead' | 'latest' | 'row';

/** A compact row's thumbnail below 640 px: a small variant, not the card's. */
const ROW_SIZES = `(max-width: 639px) 112px, ${IMAGE_SIZES.card}`;

/**
 * One post in a list: category, date, image, title and a 40-word excerpt. The title link is
 * stretched over the whole card, so the card is one target while the link's name stays the title.
 * A post with a prediction carries a "Prediction · 2.10" badge (its first pick's odds) on its picture.
 * `priority` marks the first visible card: its image is fetched eagerly and first.
 */
export function PostCard({
  post,
  href,
  priority = false,
  variant = 'card',
}: {
  post: Post;
  href: string;
  priority?: boolean;
  variant?: CardVariant;
}) {
  const odds = predictionOdds(post.content);
  const lead = variant === 'lead';
  const latest = variant === 'latest';
  const compact = latest || variant === 'row';
  return (
    <article
      data-variant={variant}
      className={`group relative flex h-full flex-col rounded-xl transition duration-200 focus-within:ring-2 focus-within:ring-accent-500 motion-reduce:transition-none ${lead || latest ? 'max-lg:card-box' : 'card-box'} ${compact ? 'max-sm:flex-row' : ''} ${latest ? 'lg:h-auto' : ''} ${lead ? 'lg:flex-row lg:items-start' : ''}`}
    >
      <div
        className={`relative aspect-[16/9] overflow-hidden bg-slate-100 dark:bg-ink-700 ${compact ? 'max-sm:aspect-auto max-sm:min-h-24 max-sm:w-28 max-sm:shrink-0' : ''} ${latest ? 'lg:hidden' : ''} ${lead ? 'lg:w-3/5 lg:shrink-0 lg:rounded-xl' : ''}`}
      >
        <ResponsiveImage
          path={post.image_path}
          // A large picture: its own alt text tells what it shows. Without one it is decorative,
          // as the title would only repeat the link beside it.
          alt={imageAltOf(post)}
          sizes={lead ? IMAGE_SIZES.lead : compact ? ROW_SIZES : IMAGE_SIZES.card}
          priority={priority}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          fallback={<ImageFallback label={post.category_name} />}
        />
        {odds && (
          <span
            className={`absolute top-3 left-3 rounded-full bg-ink-900 px-2.5 py-1 text-xs font-bold text-white shadow ring-1 ring-white/20 ${compact ? 'max-sm:hidden' : ''}`}
          >
            Prediction · {odds}
          </span>
        )}
      </div>
      <div
        className={`flex min-w-0 flex-1 flex-col gap-3 p-5 ${compact ? 'max-sm:gap-2 max-sm:p-3' : ''} ${latest ? 'lg:gap-1.5 lg:p-0' : ''} ${lead ? 'sm:p-7 lg:py-1 lg:pr-0 lg:pl-6' : ''}`}
      >
        <CardMeta post={post} />
        <h2
          className={`font-bold text-slate-900 dark:text-white ${lead ? 'text-2xl leading-tight sm:text-3xl lg:text-2xl xl:text-3xl' : 'text-lg leading-snug'} ${compact ? 'max-sm:text-base' : ''} ${latest ? 'lg:text-base' : ''}`}
        >
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300"
          >
            {post.title}
          </Link>
        </h2>
        <p
          className={`leading-relaxed text-slate-600 dark:text-slate-300 ${lead ? 'text-base max-sm:line-clamp-3 lg:line-clamp-4' : 'text-sm'} ${compact ? 'max-sm:hidden' : ''} ${latest ? 'lg:hidden' : ''}`}
        >
          {postExcerpt(post, CARD_EXCERPT_WORDS)}
        </p>
      </div>
    </article>
  );
}
