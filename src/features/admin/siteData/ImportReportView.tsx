/**
 * A finished import: what it created, updated and skipped (with the reason for each), and the
 * images it did not find; or why it stopped. Long lists show their first rows.
 */
import type { ReactNode } from 'react';
import type { ImportJob } from '../../../contract/siteDataCalls';
import { DATE_TIME_PARTS, formatInstant } from '../../../lib/instants';
import { DataTable, stackedCellClass, stackedRowClass } from '../ui/DataTable';
import { FormFailure } from '../ui/FormFailure';
import { panelClass } from '../ui/styles';
import { IMPORT_MESSAGES as M } from './importMessages';

/** Rows a report's list shows at most. */
export const REPORT_ROWS = 200;

/** Lists longer than this start closed: the figures above say how many. */
const OPEN_ROWS = 10;

/** One of the report's lists under its count, open when short; its first rows when long. */
function ReportList({
  title,
  total,
  children,
}: {
  title: string;
  total: number;
  children: ReactNode;
}) {
  return (
    <details open={total <= OPEN_ROWS}>
      <summary className="mb-2 w-fit cursor-pointer rounded font-semibold text-slate-900 dark:text-slate-50">
        {title} ({total.toLocaleString('en-US')})
      </summary>
      {children}
      {total > REPORT_ROWS && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {M.shown(REPORT_ROWS, total)}
        </p>
      )}
    </details>
  );
}

export function ImportReportView({ job, timeZone }: { job: ImportJob; timeZone: string }) {
  const heading = `${M.lastImport}: ${M.finished(job.file_name, formatInstant(job.finished_at, timeZone, DATE_TIME_PARTS), job.started_by)}`;
  const report = job.report;
  if (job.status === 'failed' || !report) {
    return (
      <div className={`${panelClass} flex max-w-2xl flex-col gap-3 p-5 sm:p-6`}>
        <h3 className="font-semibold text-slate-900 dark:text-slate-50">{heading}</h3>
        <FormFailure message={`${M.failed}: ${job.error ?? ''}`} />
      </div>
    );
  }
  const figures = [
    [M.figures.created, report.created],
    [M.figures.updated, report.updated],
    [M.figures.skipped, report.skipped.length],
    [M.figures.categories, report.categoriesCreated],
    [M.figures.authors, report.authorsCreated],
  ] as const;
  const numbered = <T,>(rows: T[]) => rows.slice(0, REPORT_ROWS).map((row, i) => ({ ...row, i }));
  const skipped = numbered(report.skipped);
  const missing = numbered(report.imagesMissing);
  return (
    <div className="flex flex-col gap-6">
      <div className={`${panelClass} p-5 sm:p-6`}>
        <h3 className="font-semibold text-slate-900 dark:text-slate-50">{heading}</h3>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900 dark:text-slate-50">
                {value.toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {M.ofTotal(report.total)}
          {report.authorsCreated > 0 && ` ${M.authorsNote}`}
        </p>
      </div>
      <ReportList title={M.skippedTitle} total={report.skipped.length}>
        <DataTable
          caption={M.skippedCaption}
          stacked
          columns={[{ header: 'Post' }, { header: 'Reason' }]}
          rows={skipped}
          rowKey={(row) => row.i}
          rowClassName={stackedRowClass}
          renderRow={(row) => (
            <>
              <td className={`${stackedCellClass} font-medium`}>{row.title}</td>
              <td className={stackedCellClass}>{row.reason}</td>
            </>
          )}
          empty={M.noneSkipped}
        />
      </ReportList>
      <ReportList title={M.missingTitle} total={report.imagesMissing.length}>
        <DataTable
          caption={M.missingCaption}
          stacked
          columns={[{ header: 'Image' }, { header: 'Post' }, { header: 'Reason' }]}
          rows={missing}
          rowKey={(row) => row.i}
          rowClassName={stackedRowClass}
          renderRow={(row) => (
            <>
              <td className={`${stackedCellClass} break-all font-mono text-xs`}>{row.file}</td>
              <td className={stackedCellClass}>{row.post}</td>
              <td className={stackedCellClass}>{row.reason}</td>
            </>
          )}
          empty={M.noneMissing}
        />
      </ReportList>
    </div>
  );
}
