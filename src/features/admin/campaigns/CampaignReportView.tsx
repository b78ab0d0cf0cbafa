/** A campaign's report: who and when, the figures by day and in total, and what they mean. */
import type { CampaignReport } from '../../../contract/campaignCalls';
import { campaignDates } from './CampaignsTable';
import { REPORT_MESSAGES as M, SLOT_LABELS } from './messages';
import { ReportTable } from './ReportTable';

export function CampaignReportView({ report }: { report: CampaignReport }) {
  const { campaign } = report;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700 dark:text-slate-300">Advertiser</dt>
        <dd>{campaign.advertiser}</dd>
        <dt className="font-semibold text-slate-700 dark:text-slate-300">Slot</dt>
        <dd>{SLOT_LABELS[campaign.slot]}</dd>
        <dt className="font-semibold text-slate-700 dark:text-slate-300">Dates</dt>
        <dd>{campaignDates(campaign)}</dd>
        <dt className="font-semibold text-slate-700 dark:text-slate-300">Reported</dt>
        <dd>
          {M.run(report.from, report.to)} ({report.time_zone})
        </dd>
      </dl>
      <ReportTable report={report} />
      <p className="text-xs text-slate-600 dark:text-slate-400">{M.ctrNote}</p>
    </div>
  );
}
