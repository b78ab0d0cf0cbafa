/** The current popular list (spec: ID, thumbnail, title and category), in its saved order. */
import type { PopularPost } from '../../../contract/schemas';
import { cellClass, DataTable } from '../ui/DataTable';
import { POPULAR_MESSAGES } from './messages';
import { PostThumb } from './PostThumb';

const COLUMNS = [
  { header: 'ID', className: 'w-16' },
  { header: 'Thumbnail', className: 'w-20' },
  { header: 'Title' },
  { header: 'Category', className: 'hidden sm:table-cell' },
];

export function PopularTable({ posts }: { posts: readonly PopularPost[] }) {
  return (
    <DataTable
      caption="Current popular posts"
      scrollLabel="Popular posts table"
      columns={COLUMNS}
      rows={posts}
      rowKey={(post) => post.id}
      empty={POPULAR_MESSAGES.emptyList}
      renderRow={(post) => (
        <>
          <td className={`${cellClass} tabular-nums text-slate-600 dark:text-slate-400`}>
            {post.id}
          </td>
          <td className="px-3 py-2 sm:px-4">
            <PostThumb path={post.image_path} className="h-8 w-11 rounded-md sm:h-10 sm:w-14" />
          </td>
          <td className={`min-w-[8rem] ${cellClass}`}>
            <span className="font-medium">{post.title}</span>
            {/* Phones: the category goes under the title instead of its own column. */}
            <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
              {post.category_name}
            </span>
          </td>
          <td className={`hidden ${cellClass} text-slate-700 sm:table-cell dark:text-slate-300`}>
            {post.category_name}
          </td>
        </>
      )}
    />
  );
}
