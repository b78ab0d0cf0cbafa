/** /admin/banner/edit/:type — type is home or post; anything else is not found. */
import { useParams } from 'react-router-dom';
import { bannerType } from '../../../contract/schemas';
import { BannerForm } from '../../../features/admin/banners/BannerForm';
import { BANNER_LABELS, BANNER_MESSAGES } from '../../../features/admin/banners/messages';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { useGetBannersQuery } from '../../../features/banners/api';

export default function BannerEditPage() {
  const parsed = bannerType.safeParse(useParams().type);
  const { data, isLoading } = useGetBannersQuery(undefined, { skip: !parsed.success });
  if (!parsed.success)
    return <AdminNotFound text="There is no such banner. Banners are Home and Post." />;
  const type = parsed.data;
  return (
    <>
      <AdminPageHeader title={`Edit ${BANNER_LABELS[type]} Banner`} />
      {isLoading ? (
        <AdminLoading text={BANNER_MESSAGES.loading} />
      ) : (
        <BannerForm
          current={{
            type,
            path: data?.[`${type}_banner`] ?? null,
            link: data?.[`${type}_banner_link`] ?? null,
          }}
        />
      )}
    </>
  );
}
