/** /admin/banner: the Home and Post banner slots with preview, edit, delete or upload. */
import { BannersTable } from '../../../features/admin/banners/BannersTable';
import { BANNER_MESSAGES } from '../../../features/admin/banners/messages';
import { useDeleteBanner } from '../../../features/admin/banners/useDeleteBanner';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { useGetBannersQuery } from '../../../features/banners/api';

export default function BannersPage() {
  const { data, isLoading, isError, refetch } = useGetBannersQuery();
  const { deleteBanner, deletingType } = useDeleteBanner();
  return (
    <AdminListPage
      title="Advertisement Banner"
      add={{ to: '/admin/banner/add', label: 'Add Banner' }}
      loading={isLoading && BANNER_MESSAGES.loading}
      // Slots that could not be read are not shown as empty.
      failure={
        isError && !data && { message: BANNER_MESSAGES.listFailed, onRetry: () => void refetch() }
      }
    >
      <BannersTable
        banners={data}
        onDelete={(type) => void deleteBanner(type)}
        deletingType={deletingType}
      />
    </AdminListPage>
  );
}
