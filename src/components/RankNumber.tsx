import { rank } from './rank';

/**
 * A post's rank in a numbered list (01, 02…: the popular list, Most read), big and decorative:
 * the list itself numbers it for assistive technology.
 */
export function RankNumber({ index, className = '' }: { index: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`text-2xl font-black tabular-nums text-brand-600 dark:text-brand-400 ${className}`.trim()}
    >
      {rank(index)}
    </span>
  );
}
