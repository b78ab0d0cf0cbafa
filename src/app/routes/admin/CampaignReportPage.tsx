/**
 * /admin/campaigns/{id}/report: a campaign's figures by day and in total, with Download CSV, a
 * report link for the advertiser (shown once) and Print (the printed page is the report alone).
 * For editors and owners, on a backend with campaigns.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiUrl } from '../../../api/http';
import { campaignReportPath } from '../../../contract/paths';
import {
  useCreateReportLinkMutation,
  useGetCampaignReportQuery,
  type ReportLinkCreated,
} from '../../../features/admin/campaigns/api';
import { CampaignReportView } from '../../../features/admin/campaigns/CampaignReportView';
import { REPORT_MESSAGES as M } from '../../../features/admin/campaigns/messages';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { failureMessage } from '../../../features/admin/lib/writeResult';
import { formatInZone } from '../../../features/admin/posts/time';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { OneTimeLinkDialog } from '../../../features/admin/ui/OneTimeLinkDialog';
import { buttonClass } from '../../../features/admin/ui/styles';
import { useAdminNotify } from '../../../features/admin/ui/useAdminNotify';

export default function CampaignReportPage() {
  const { campaigns, pending, timeZone } = useCapabilities();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const report = useGetCampaignReportQuery({ id }, { skip: !campaigns || !valid });
  const [createLink, creating] = useCreateReportLinkMutation();
  const [link, setLink] = useState<ReportLinkCreated | null>(null);
  const notify = useAdminNotify();
  if ((!pending && !campaigns) || !valid) return <AdminNotFound />;

  const share = async () => {
    try {
      setLink(await createLink(id).unwrap());
    } catch (error) {
      notify({ kind: 'error', text: failureMessage(error, M.shareFailed) });
    }
  };
  const data = report.data;
  return (
    <AdminListPage
      title={data ? M.title(data.campaign.advertiser) : M.sharedTitle}
      loading={(pending || report.isLoading) && M.loading}
      failure={report.isError && { message: M.loadFailed, onRetry: () => void report.refetch() }}
    >
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <a
          href={apiUrl('campaign-report-csv', { id })}
          download
          className={buttonClass('secondary', 'sm')}
        >
          {M.download}
        </a>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => void share()}
          disabled={creating.isLoading}
        >
          {creating.isLoading ? M.sharing : M.share}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => window.print()}
        >
          {M.print}
        </button>
      </div>
      {data && <CampaignReportView report={data} />}
      {link && (
        <OneTimeLinkDialog
          title={M.shareTitle}
          said={link.message}
          label={M.shareLabel}
          url={`${window.location.origin}${campaignReportPath(link.token)}`}
          note={M.shareNote(formatInZone(link.expires_at, timeZone))}
          onClose={() => setLink(null)}
        />
      )}
    </AdminListPage>
  );
}
