/** /admin/banner: the Home and Post banner slots with preview, edit, delete or upload. */
import { Link } from 'react-router-dom';
import { BannersTable } from '../../../features/admin/banners/BannersTable';
import { useDeleteBanner } from '../../../features/admin/banners/useDeleteBanner';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { BANNER_MESSAGES } from '../../../features/admin/banners/messages';
import { buttonClass, panelClass } from '../../../features/admin/ui/styles';
import { useGetBannersQuery } from '../../../features/banners/api';

export default function BannersPage() {
  const { data, isLoading, isError, refetch } = useGetBannersQuery();
  const { deleteBanner, deletingType } = useDeleteBanner();
  return (
    <>
      <AdminPageHeader
        title="Advertisement Banner"
        actions={
          <Link to="/admin/banner/add" className={buttonClass('primary')}>
            Add Banner
          </Link>
        }
      />
      {isError && !data ? (
        // Slots that could not be read are not shown as empty.
        <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
          <p className="text-slate-800 dark:text-slate-200">{BANNER_MESSAGES.listFailed}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <BannersTable
          banners={data}
          loading={isLoading}
          onDelete={(type) => void deleteBanner(type)}
          deletingType={deletingType}
        />
      )}
    </>
  );
}
