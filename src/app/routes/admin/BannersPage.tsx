/**
 * /admin/banner: the Home and Post banner slots with preview, edit, delete or upload; on a
 * backend with campaigns, each slot's campaigns instead (CampaignsList).
 */
import { BannersTable } from '../../../features/admin/banners/BannersTable';
import { BANNER_MESSAGES } from '../../../features/admin/banners/messages';
import { useDeleteBanner } from '../../../features/admin/banners/useDeleteBanner';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { useGetBannersQuery } from '../../../features/banners/api';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { CampaignsList } from './CampaignsList';

export default function BannersPage() {
  const { campaigns, pending } = useCapabilities();
  if (pending) return <AdminLoading text={BANNER_MESSAGES.loading} />;
  return campaigns ? <CampaignsList /> : <SeedBanners />;
}

/** The seed's two slots, one image each. */
function SeedBanners() {
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
