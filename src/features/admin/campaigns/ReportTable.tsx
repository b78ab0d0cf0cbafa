/**
 * A campaign's figures by day and in total: served and viewable impressions, viewability, clicks
 * and CTR (clicks per served impression).
 */
import type { CampaignFigures, CampaignReport } from '../../../contract/campaignCalls';
import { cellClass, DataTable } from '../ui/DataTable';
import { REPORT_MESSAGES as M } from './messages';

const COLUMNS = [
  { header: 'Day' },
  { header: 'Served', className: 'text-right' },
  { header: 'Viewable', className: 'text-right' },
  { header: 'Viewability', className: 'text-right' },
  { header: 'Clicks', className: 'text-right' },
  { header: 'CTR', className: 'text-right' },
];

const number = (value: number) => value.toLocaleString('en-US');
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(2)}%`);

type Row = CampaignFigures & { day: string };

function Cells({ row }: { row: CampaignFigures }) {
  const num = `${cellClass} text-right tabular-nums`;
  return (
    <>
      <td className={num}>{number(row.served)}</td>
      <td className={num}>{number(row.viewable)}</td>
      <td className={num}>{percent(row.viewability)}</td>
      <td className={num}>{number(row.clicks)}</td>
      <td className={num}>{percent(row.ctr)}</td>
    </>
  );
}

export function ReportTable({ report }: { report: CampaignReport }) {
  const rows: Row[] = [...report.days, { day: M.total, ...report.total }];
  return (
    <DataTable
      caption={M.caption}
      scrollLabel={M.caption}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.day}
      empty={M.noDays}
      renderRow={(row) => (
        <>
          <th
            scope="row"
            className={`${cellClass} text-left ${row.day === M.total ? 'font-bold' : 'font-medium'}`}
          >
            {row.day}
          </th>
          <Cells row={row} />
        </>
      )}
    />
  );
}
