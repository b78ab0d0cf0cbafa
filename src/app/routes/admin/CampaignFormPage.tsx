/**
 * /admin/campaigns/add and /admin/campaigns/{id}/edit: a campaign's form, both creatives previewed
 * as readers will see them on a phone and on a desktop. On a backend with campaigns only.
 */
import { useParams } from 'react-router-dom';
import { BannerLivePreview } from '../../../features/admin/banners/BannerLivePreview';
import { useGetCampaignQuery } from '../../../features/admin/campaigns/api';
import { CampaignForm } from '../../../features/admin/campaigns/CampaignForm';
import { CAMPAIGN_MESSAGES, FORM_MESSAGES as M } from '../../../features/admin/campaigns/messages';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { AdminError } from '../../../features/admin/ui/AdminError';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';

const preview = (desktop: string | null, phone: string | null) => (
  <BannerLivePreview src={desktop} phoneSrc={phone} />
);

export default function CampaignFormPage() {
  const { campaigns, pending } = useCapabilities();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const editing = id !== null;
  const valid = !editing || (Number.isInteger(id) && id > 0);
  const current = useGetCampaignQuery(id ?? 0, { skip: !editing || !valid || !campaigns });
  const categories = useGetCategoriesQuery();
  if ((!pending && !campaigns) || !valid) return <AdminNotFound />;
  if (editing && current.isError) {
    const status = (current.error as { status?: unknown }).status;
    if (status === 404) return <AdminNotFound text={CAMPAIGN_MESSAGES.notFound} />;
  }
  const title = editing ? M.editTitle : M.addTitle;
  let body;
  if (pending || (editing && current.isLoading))
    body = <AdminLoading text={CAMPAIGN_MESSAGES.loading} />;
  else if (editing && current.isError)
    body = (
      <AdminError message={CAMPAIGN_MESSAGES.loadFailed} onRetry={() => void current.refetch()} />
    );
  else
    body = (
      <CampaignForm
        key={current.data?.id ?? 'new'}
        current={editing ? current.data : undefined}
        categories={categories.data ?? []}
        preview={preview}
      />
    );
  return (
    <>
      <AdminPageHeader title={title} />
      {body}
    </>
  );
}
