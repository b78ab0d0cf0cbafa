/** /admin/banner/add (optionally ?type=home|post, preselecting the slot). */
import { useSearchParams } from 'react-router-dom';
import { AddBannerForm } from '../../../features/admin/banners/AddBannerForm';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';

export default function BannerAddPage() {
  const [params] = useSearchParams();
  return (
    <>
      <AdminPageHeader title="Add Banner" />
      <AddBannerForm initialType={params.get('type')} />
    </>
  );
}
