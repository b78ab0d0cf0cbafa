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
 * One post in a grid: category, date, image, title and a 40-word excerpt. The title link is
 * stretched over the whole card, so the card is one target while the link's name stays the title.
 * A post with a prediction carries a "Prediction · 2.10" badge (its first pick's odds) on its picture.
 * `priority` marks the first visible card: its image is fetched eagerly and first. `lead`: home's
 * lead story, wider than a card (two columns from 1024 px) with a larger headline.
 */
export function PostCard({
  post,
  href,
  priority = false,
  lead = false,
}: {
  post: Post;
  href: string;
  priority?: boolean;
  lead?: boolean;
}) {
  const odds = predictionOdds(post.content);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5 transition duration-200 focus-within:ring-2 focus-within:ring-accent-500 hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:bg-ink-800 dark:ring-white/10 dark:hover:shadow-black/40">
      {/* Beside the stack, the lead's picture takes the height its text leaves. */}
      <div
        className={`relative aspect-[16/9] overflow-hidden bg-slate-100 dark:bg-ink-700 ${lead ? 'lg:aspect-auto lg:min-h-72 lg:flex-1' : ''}`}
      >
        <ResponsiveImage
          path={post.image_path}
          // A large picture: its own alt text tells what it shows. Without one it is decorative,
          // as the title would only repeat the link beside it.
          alt={imageAltOf(post)}
          sizes={lead ? IMAGE_SIZES.lead : IMAGE_SIZES.card}
          priority={priority}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          fallback={<ImageFallback label={post.category_name} />}
        />
        {odds && (
          <span className="absolute top-3 left-3 rounded-full bg-ink-900 px-2.5 py-1 text-xs font-bold text-white shadow ring-1 ring-white/20">
            Prediction · {odds}
          </span>
        )}
      </div>
      <div className={`flex flex-col gap-3 ${lead ? 'p-5 sm:p-7 lg:flex-none' : 'flex-1 p-5'}`}>
        <CardMeta post={post} />
        <h2
          className={`font-bold text-slate-900 dark:text-white ${lead ? 'text-2xl leading-tight sm:text-3xl' : 'text-lg leading-snug'}`}
        >
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300"
          >
            {post.title}
          </Link>
        </h2>
        <p
          className={`leading-relaxed text-slate-600 dark:text-slate-300 ${lead ? 'text-base' : 'text-sm'}`}
        >
          {postExcerpt(post, CARD_EXCERPT_WORDS)}
        </p>
      </div>
    </article>
  );
}
