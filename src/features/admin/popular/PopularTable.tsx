/** The current popular list (spec: ID, thumbnail, title and category), in its saved order. */
import type { PopularPost } from '../../../api/schemas';
import { POPULAR_MESSAGES } from './messages';
import { PostThumb } from './PostThumb';
import { SideScroll } from '../ui/SideScroll';

const th = 'px-3 py-3 sm:px-4 text-left text-xs font-semibold uppercase tracking-wide';

export function PopularTable({ posts }: { posts: readonly PopularPost[] }) {
  return (
    <SideScroll label="Popular posts table">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">Current popular posts</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600 dark:border-ink-700 dark:bg-ink-900/60 dark:text-slate-300">
          <tr>
            <th scope="col" className={`${th} w-16`}>
              ID
            </th>
            <th scope="col" className={`${th} w-20`}>
              Thumbnail
            </th>
            <th scope="col" className={th}>
              Title
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Category
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-ink-700">
          {posts.length === 0 ? (
            <tr>
              <td
                colSpan={4}
                className="px-3 py-8 sm:px-4 text-center text-slate-600 dark:text-slate-400"
              >
                {POPULAR_MESSAGES.emptyList}
              </td>
            </tr>
          ) : (
            posts.map((post) => (
              <tr key={post.id}>
                <td className="px-3 py-3 sm:px-4 tabular-nums text-slate-600 dark:text-slate-400">
                  {post.id}
                </td>
                <td className="px-3 py-2 sm:px-4">
                  <PostThumb
                    path={post.image_path}
                    className="h-8 w-11 rounded-md sm:h-10 sm:w-14"
                  />
                </td>
                <td className="min-w-[8rem] px-3 py-3 sm:px-4">
                  <span className="font-medium">{post.title}</span>
                  {/* Phones: the category goes under the title instead of its own column. */}
                  <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                    {post.category_name}
                  </span>
                </td>
                <td className="hidden px-3 py-3 text-slate-700 sm:table-cell sm:px-4 dark:text-slate-300">
                  {post.category_name}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </SideScroll>
  );
}
