/**
 * The two banner slots (spec: rows Home and Post with preview and edit, delete or upload). A
 * filled slot offers Edit and Delete; an empty one Upload.
 */
import { Link } from 'react-router-dom';
import type { BannerType, Banners } from '../../../api/schemas';
import { AdminLoading } from '../ui/AdminLoading';
import { buttonClass, panelClass } from '../ui/styles';
import { BannerPreview } from './BannerPreview';
import { BANNER_LABELS, BANNER_MESSAGES } from './messages';

const th = 'px-3 py-3 sm:px-4 text-left text-xs font-semibold uppercase tracking-wide';
const TYPES: BannerType[] = ['home', 'post'];

export function BannersTable({
  banners,
  loading,
  onDelete,
  deletingType,
}: {
  banners: Banners | undefined;
  loading: boolean;
  onDelete: (type: BannerType) => void;
  deletingType: BannerType | null;
}) {
  if (loading) return <AdminLoading text={BANNER_MESSAGES.loading} />;
  return (
    <div className={`${panelClass} overflow-x-auto`}>
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">Advertisement banners</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600 dark:border-ink-700 dark:bg-ink-900/60 dark:text-slate-300">
          <tr>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              Preview
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-ink-700">
          {TYPES.map((type) => {
            const label = BANNER_LABELS[type];
            const path = banners?.[`${type}_banner`] ?? null;
            return (
              <tr key={type}>
                <th scope="row" className="px-3 py-3 sm:px-4 text-left font-semibold">
                  {label}
                </th>
                <td className="px-3 py-3 sm:px-4">
                  <BannerPreview path={path} label={label} />
                </td>
                <td className="px-3 py-3 sm:px-4">
                  <div className="flex flex-wrap justify-end gap-2">
                    {path ? (
                      <>
                        <Link
                          to={`/admin/banner/edit/${type}`}
                          className={buttonClass('secondary', 'sm')}
                          aria-label={`Edit ${label} banner`}
                        >
                          Edit
                        </Link>
                        <button
                          type="button"
                          className={buttonClass('danger', 'sm')}
                          aria-label={`Delete ${label} banner`}
                          onClick={() => onDelete(type)}
                          disabled={deletingType === type}
                        >
                          Delete
                        </button>
                      </>
                    ) : (
                      <Link
                        to={`/admin/banner/add?type=${type}`}
                        className={buttonClass('primary', 'sm')}
                        aria-label={`Upload ${label} banner`}
                      >
                        Upload
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
