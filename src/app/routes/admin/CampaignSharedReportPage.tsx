/**
 * /admin/report#{token}: a campaign's report opened by its report link, for an advertiser without
 * an account (no session needed; the token in the fragment never reaches a server log). Printable
 * as it is.
 */
import { env } from '../../../config/env';
import { useGetCampaignReportQuery } from '../../../features/admin/campaigns/api';
import { CampaignReportView } from '../../../features/admin/campaigns/CampaignReportView';
import { REPORT_MESSAGES as M } from '../../../features/admin/campaigns/messages';
import { useFragmentToken } from '../../../features/admin/staff/useFragmentToken';
import { AdminError } from '../../../features/admin/ui/AdminError';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';

export default function CampaignSharedReportPage() {
  const token = useFragmentToken();
  const report = useGetCampaignReportQuery({ token }, { skip: !token });
  const data = report.data;
  const missing =
    !token || (report.isError && (report.error as { status?: unknown }).status === 404);
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-8 text-slate-900 sm:px-8 dark:bg-ink-900 dark:text-slate-100 print:bg-white print:p-0">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <title>{`${data ? M.title(data.campaign.advertiser) : M.sharedTitle} · ${env.brandName}`}</title>
        <h1 className="text-2xl font-bold tracking-tight">
          {data ? M.title(data.campaign.advertiser) : M.sharedTitle}
        </h1>
        {missing ? (
          <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
            {M.sharedMissing}
          </p>
        ) : report.isError ? (
          <AdminError message={M.loadFailed} onRetry={() => void report.refetch()} />
        ) : data ? (
          <CampaignReportView report={data} />
        ) : (
          <AdminLoading text={M.loading} />
        )}
      </div>
    </main>
  );
}
