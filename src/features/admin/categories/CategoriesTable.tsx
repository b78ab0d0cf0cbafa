/**
 * The categories table (spec: ID, Name, Slug, edit and delete), with the spec's empty text.
 * Deleting goes through `onDelete` (which asks for confirmation).
 */
import { Link } from 'react-router-dom';
import type { Category } from '../../../contract/schemas';
import { cellClass, DataTable } from '../ui/DataTable';
import { buttonClass } from '../ui/styles';
import { CATEGORY_MESSAGES } from './messages';

const COLUMNS = [
  { header: 'ID', className: 'w-16' },
  { header: 'Name' },
  { header: 'Slug' },
  { header: 'Actions', className: 'text-right' },
];

export function CategoriesTable({
  categories,
  onDelete,
  deletingId,
}: {
  categories: readonly Category[];
  onDelete: (category: Category) => void;
  deletingId: number | null;
}) {
  return (
    <DataTable
      caption="Categories"
      scrollLabel="Categories table"
      columns={COLUMNS}
      rows={categories}
      rowKey={(category) => category.id}
      rowClassName="hover:bg-slate-50 dark:hover:bg-ink-700/40"
      empty={CATEGORY_MESSAGES.empty}
      renderRow={(category) => (
        <>
          <td className={`${cellClass} tabular-nums text-slate-600 dark:text-slate-400`}>
            {category.id}
          </td>
          <td className={`${cellClass} font-medium`}>{category.name}</td>
          <td
            className={`break-words ${cellClass} font-mono text-xs text-slate-700 dark:text-slate-300`}
          >
            {category.slug}
          </td>
          <td className={cellClass}>
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
        </>
      )}
    />
  );
}
