/**
 * The Advertisement Banner section on a backend with campaigns: each slot's campaigns (the seed's
 * house banner among them), with their dates, weight, status and today's figures; Add campaign,
 * and per campaign Edit, Report and Delete.
 */
import { useState } from 'react';
import type { Campaign } from '../../../contract/campaignCalls';
import {
  useDeleteCampaignMutation,
  useGetCampaignsQuery,
} from '../../../features/admin/campaigns/api';
import { CampaignsTable } from '../../../features/admin/campaigns/CampaignsTable';
import { CAMPAIGN_MESSAGES as M, SLOT_LABELS } from '../../../features/admin/campaigns/messages';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { AdminSection } from '../../../features/admin/ui/AdminSection';
import { useConfirmedDelete } from '../../../features/admin/ui/useConfirmedDelete';

export function CampaignsList() {
  const list = useGetCampaignsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useDeleteCampaignMutation();
  const confirmedDelete = useConfirmedDelete();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const onDelete = async (campaign: Campaign) => {
    setDeletingId(campaign.id);
    await confirmedDelete(
      M.deleteConfirm(campaign.advertiser),
      async () => (await remove(campaign.id).unwrap()).message || M.deleted,
      M.deleteFailed,
    );
    setDeletingId(null);
  };
  return (
    <AdminListPage
      title={M.title}
      description={M.description}
      add={{ to: '/admin/campaigns/add', label: M.add }}
      loading={list.isLoading && M.loading}
      failure={list.isError && { message: M.loadFailed, onRetry: () => void list.refetch() }}
    >
      {(['home', 'post'] as const).map((slot) => (
        <AdminSection key={slot} title={`${SLOT_LABELS[slot]} slot`}>
          <CampaignsTable
            caption={`${SLOT_LABELS[slot]} slot campaigns`}
            campaigns={(list.data ?? []).filter((campaign) => campaign.slot === slot)}
            onDelete={(campaign) => void onDelete(campaign)}
            deletingId={deletingId}
          />
        </AdminSection>
      ))}
    </AdminListPage>
  );
}
