/**
 * The two banner slots (spec: rows Home and Post with preview and edit, delete or upload). A
 * filled slot offers Edit and Delete; an empty one Upload.
 */
import { Link } from 'react-router-dom';
import type { BannerType, Banners } from '../../../contract/schemas';
import { cellClass, DataTable } from '../ui/DataTable';
import { buttonClass } from '../ui/styles';
import { BannerPreview } from './BannerPreview';
import { BANNER_LABELS } from './messages';

const TYPES: BannerType[] = ['home', 'post'];
const COLUMNS = [
  { header: 'Type' },
  { header: 'Preview' },
  { header: 'Actions', className: 'text-right' },
];

export function BannersTable({
  banners,
  onDelete,
  deletingType,
}: {
  banners: Banners | undefined;
  onDelete: (type: BannerType) => void;
  deletingType: BannerType | null;
}) {
  return (
    <DataTable
      caption="Advertisement banners"
      columns={COLUMNS}
      rows={TYPES}
      rowKey={(type) => type}
      renderRow={(type) => {
        const label = BANNER_LABELS[type];
        const path = banners?.[`${type}_banner`] ?? null;
        return (
          <>
            <th scope="row" className={`${cellClass} text-left font-semibold`}>
              {label}
            </th>
            <td className={cellClass}>
              <BannerPreview path={path} label={label} />
            </td>
            <td className={cellClass}>
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
          </>
        );
      }}
    />
  );
}
