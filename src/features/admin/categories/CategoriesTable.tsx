/**
 * The categories table (spec: ID, Name, Slug, edit and delete), with the spec's loading and empty
 * texts. Deleting goes through `onDelete` (which asks for confirmation).
 */
import { Link } from 'react-router-dom';
import type { Category } from '../../../api/schemas';
import { AdminLoading } from '../ui/AdminLoading';
import { buttonClass, panelClass } from '../ui/styles';
import { CATEGORY_MESSAGES } from './messages';
import { SideScroll } from '../ui/SideScroll';

const th = 'px-3 py-3 sm:px-4 text-left text-xs font-semibold uppercase tracking-wide';

export function CategoriesTable({
  categories,
  loading,
  failed,
  onRetry,
  onDelete,
  deletingId,
}: {
  categories: readonly Category[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onDelete: (category: Category) => void;
  deletingId: number | null;
}) {
  if (loading) {
    return <AdminLoading text={CATEGORY_MESSAGES.loadingList} />;
  }
  if (failed) {
    return (
      <div className={`${panelClass} flex flex-col items-center gap-3 p-8 text-center`}>
        <p role="alert" className="text-sm font-medium">
          {CATEGORY_MESSAGES.listFailed}
        </p>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <SideScroll label="Categories table">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">Categories</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600 dark:border-ink-700 dark:bg-ink-900/60 dark:text-slate-300">
          <tr>
            <th scope="col" className={`${th} w-16`}>
              ID
            </th>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Slug
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-ink-700">
          {categories.length === 0 ? (
            <tr>
              <td
                colSpan={4}
                className="px-3 py-8 sm:px-4 text-center text-slate-600 dark:text-slate-400"
              >
                {CATEGORY_MESSAGES.empty}
              </td>
            </tr>
          ) : (
            categories.map((category) => (
              <tr key={category.id} className="hover:bg-slate-50 dark:hover:bg-ink-700/40">
                <td className="px-3 py-3 sm:px-4 tabular-nums text-slate-600 dark:text-slate-400">
                  {category.id}
                </td>
                <td className="px-3 py-3 sm:px-4 font-medium">{category.name}</td>
                <td className="break-words px-3 py-3 sm:px-4 font-mono text-xs text-slate-700 dark:text-slate-300">
                  {category.slug}
                </td>
                <td className="px-3 py-3 sm:px-4">
                  <div className="flex flex-wrap justify-end gap-2">
                    <Link
                      to={`/admin/categories/edit/${category.id}`}
                      className={buttonClass('secondary', 'sm')}
                      aria-label={`Edit ${category.name}`}
                    >
                      Edit
                    </Link>
                    <button
                      type="button"
                      className={buttonClass('danger', 'sm')}
                      onClick={() => onDelete(category)}
                      disabled={deletingId === category.id}
                      aria-label={`Delete ${category.name}`}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </SideScroll>
  );
}
