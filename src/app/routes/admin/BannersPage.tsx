/** /admin/banner: the Home and Post banner slots with preview, edit, delete or upload. */
import { Link } from 'react-router-dom';
import { BannersTable } from '../../../features/admin/banners/BannersTable';
import { useDeleteBanner } from '../../../features/admin/banners/useDeleteBanner';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass } from '../../../features/admin/ui/styles';
import { useGetBannersQuery } from '../../../features/banners/api';

export default function BannersPage() {
  const { data, isLoading } = useGetBannersQuery();
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
      <BannersTable
        banners={data}
        loading={isLoading}
        onDelete={(type) => void deleteBanner(type)}
        deletingType={deletingType}
      />
    </>
  );
}
