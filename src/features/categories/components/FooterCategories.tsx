/**
 * The footer's CATEGORIES: each category with its post count in brackets. The page passes the
 * post list (fetched in parallel with the categories) for backends that send no counts.
 */
import { Link } from 'react-router-dom';
import type { Post } from '../../../contract/schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useGetCategoriesQuery } from '../api';
import { needsPostList, postCountOf } from './postCounts';
import { categoryPath } from '../../../contract/paths';

const PLACEHOLDER_ROWS = 8;

export function FooterCategories({
  posts = [],
  postsLoading,
}: {
  posts?: readonly Post[];
  postsLoading: boolean;
}) {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();

  if (isLoading || (postsLoading && needsPostList(categories))) {
    return (
      <div role="status">
        <span className="sr-only">Loading categories</span>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-3">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            <li key={i} data-testid="category-placeholder" className="flex items-center gap-2 py-1">
              <Skeleton className="h-3.5 w-24 bg-white/10 dark:bg-white/10" />
              <Skeleton className="h-3.5 w-6 bg-white/10 dark:bg-white/10" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (categories.length === 0) {
    return <p className="text-sm text-slate-300">No categories found.</p>;
  }

  return (
    <ul className="grid grid-cols-2 gap-x-6 gap-y-1">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={categoryPath(category.slug)}
            className="group flex items-center justify-between gap-2 rounded-lg py-1.5 text-sm text-slate-300 transition-colors hover:text-white"
          >
            <span className="truncate group-hover:underline group-hover:underline-offset-4">
              {category.name}
            </span>
            <span className="shrink-0 tabular-nums text-slate-400 group-hover:text-brand-300">
              ({postCountOf(category, posts)})
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
