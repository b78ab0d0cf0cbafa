/** The audit log's entries: when, who did what, to which item, and from where. */
import type { AuditEntry } from '../../../contract/auditCalls';
import { DataTable, stackedCellClass, stackedRowClass } from '../ui/DataTable';
import { auditItem, auditSentence } from './auditText';
import { AUDIT_MESSAGES as M } from './messages';

const COLUMNS = [{ header: 'When' }, { header: 'What' }, { header: 'Item' }, { header: 'From' }];

export function AuditTable({
  entries,
  formatTime,
  busy,
}: {
  entries: readonly AuditEntry[];
  formatTime: (iso: string) => string;
  busy: boolean;
}) {
  return (
    <DataTable
      caption={M.title}
      stacked
      busy={busy}
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowClassName={stackedRowClass}
      empty={M.empty}
      renderRow={(entry) => (
        <>
          <td
            className={`${stackedCellClass} whitespace-nowrap text-slate-700 dark:text-slate-300`}
          >
            <time dateTime={entry.at}>{formatTime(entry.at)}</time>
          </td>
          <td className={`${stackedCellClass} font-medium`}>{auditSentence(entry)}</td>
          <td className={`${stackedCellClass} [overflow-wrap:anywhere]`}>{auditItem(entry)}</td>
          <td
            className={`${stackedCellClass} font-mono text-xs text-slate-600 dark:text-slate-400`}
          >
            <span className="sm:sr-only">From </span>
            {entry.address}
          </td>
        </>
      )}
    />
  );
}
