/**
 * One slot's campaigns: advertiser, dates, weight, status and today's served, viewable and
 * clicks, with Edit, Report and Delete. Stacks into cards on a phone.
 */
import { Link } from 'react-router-dom';
import type { Campaign } from '../../../contract/campaignCalls';
import { DataTable, stackedCellClass, stackedRowClass } from '../ui/DataTable';
import { buttonClass } from '../ui/styles';
import { CAMPAIGN_MESSAGES as M, STATUS_LABELS } from './messages';

const COLUMNS = [
  { header: 'Advertiser' },
  { header: 'Dates' },
  { header: 'Weight' },
  { header: 'Status' },
  { header: 'Today: served · viewable · clicks' },
  { header: 'Actions', className: 'text-right' },
];

const STATUS_CLASS = {
  live: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200',
  ended: 'bg-slate-200 text-slate-800 dark:bg-ink-700 dark:text-slate-200',
} as const;

export function campaignDates(campaign: Pick<Campaign, 'start_date' | 'end_date'>): string {
  if (!campaign.start_date && !campaign.end_date) return M.anyDay;
  return `${campaign.start_date ?? M.openEnded} – ${campaign.end_date ?? M.openEnded}`;
}

const number = (value: number) => value.toLocaleString('en-US');

export function CampaignsTable({
  caption,
  campaigns,
  onDelete,
  deletingId,
}: {
  caption: string;
  campaigns: readonly Campaign[];
  onDelete: (campaign: Campaign) => void;
  deletingId: number | null;
}) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      rowClassName={stackedRowClass}
      stacked
      empty={M.empty}
      renderRow={(campaign) => (
        <>
          <th scope="row" className={`${stackedCellClass} text-left font-semibold`}>
            {campaign.advertiser}
            {campaign.house && campaign.advertiser !== M.house && (
              <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                ({M.house})
              </span>
            )}
          </th>
          <td className={stackedCellClass}>{campaignDates(campaign)}</td>
          <td className={stackedCellClass}>{campaign.weight}</td>
          <td className={stackedCellClass}>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[campaign.status]}`}
            >
              {STATUS_LABELS[campaign.status]}
            </span>
          </td>
          <td className={`${stackedCellClass} tabular-nums`}>
            {number(campaign.today.served)} · {number(campaign.today.viewable)} ·{' '}
            {number(campaign.today.clicks)}
          </td>
          <td className={stackedCellClass}>
            <div className="flex flex-wrap gap-2 sm:justify-end">
              <Link
                to={`/admin/campaigns/${campaign.id}/edit`}
                className={buttonClass('secondary', 'sm')}
                aria-label={`Edit ${campaign.advertiser}`}
              >
                Edit
              </Link>
              <Link
                to={`/admin/campaigns/${campaign.id}/report`}
                className={buttonClass('secondary', 'sm')}
                aria-label={`Report of ${campaign.advertiser}`}
              >
                Report
              </Link>
              <button
                type="button"
                className={buttonClass('danger', 'sm')}
                aria-label={`Delete ${campaign.advertiser}`}
                disabled={deletingId === campaign.id}
                onClick={() => onDelete(campaign)}
              >
                Delete
              </button>
            </div>
          </td>
        </>
      )}
    />
  );
}
