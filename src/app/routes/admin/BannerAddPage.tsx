/** /admin/banner/add (optionally ?type=home|post, preselecting the slot). */
import { useSearchParams } from 'react-router-dom';
import { BannerForm } from '../../../features/admin/banners/BannerForm';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';

export default function BannerAddPage() {
  const [params] = useSearchParams();
  return (
    <>
      <AdminPageHeader title="Add Banner" />
      <BannerForm initialType={params.get('type')} />
    </>
  );
}
