/**
 * An admin table: a caption for screen readers, column headings, one row per item (`renderRow`
 * gives its cells, `cellClass` their padding) and a row saying `empty` when there is none. With
 * `scrollLabel` it scrolls sideways in a SideScroll (which says so); else in a plain panel.
 *   <DataTable caption="Categories" scrollLabel="Categories table" columns={[{ header: 'ID' }, …]}
 *     rows={categories} rowKey={(c) => c.id} renderRow={(c) => <td …>…</td>} empty="…" />
 * With `stacked` each row lays out as a card below 640 px (its `rowClassName` says how) and the
 * headings are left to screen readers, so phones never scroll sideways; `busy` dims the rows
 * while new ones are on their way.
 */
import type { Key, ReactNode, Ref } from 'react';
import { SideScroll } from './SideScroll';
import { panelClass } from './styles';

export const cellClass = 'px-3 py-3 sm:px-4';
/**
 * A `stacked` table's row and cells when each row is simply its cells one under another on a
 * phone (a card), and a table row from 640 px on.
 */
export const stackedRowClass = 'block py-2 sm:table-row sm:py-0';
export const stackedCellClass = 'block px-3 py-1 sm:table-cell sm:px-4 sm:py-3';
const th = `${cellClass} text-left text-xs font-semibold uppercase tracking-wide`;

export interface Column {
  header: ReactNode;
  /** Width, alignment or when it shows, added to the heading's class. */
  className?: string;
}

export function DataTable<T>({
  caption,
  scrollLabel,
  columns,
  rows,
  rowKey,
  renderRow,
  rowClassName,
  empty,
  stacked = false,
  busy = false,
  tableRef,
}: {
  caption: string;
  scrollLabel?: string;
  columns: readonly Column[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  renderRow: (row: T) => ReactNode;
  rowClassName?: string;
  empty?: string;
  stacked?: boolean;
  busy?: boolean;
  tableRef?: Ref<HTMLTableElement>;
}) {
  const table = (
    <table
      ref={tableRef}
      className={stacked ? 'block w-full text-sm sm:table' : 'w-full min-w-[20rem] text-sm'}
    >
      <caption className="sr-only">{caption}</caption>
      <thead
        className={`${stacked ? 'sr-only sm:not-sr-only sm:table-header-group ' : ''}border-b border-slate-200 bg-slate-50 text-slate-600 dark:border-ink-700 dark:bg-ink-900/60 dark:text-slate-300`}
      >
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={column.className ? `${th} ${column.className}` : th}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody
        className={`${stacked ? 'block sm:table-row-group ' : ''}divide-y divide-slate-200 dark:divide-ink-700`}
      >
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td
              colSpan={columns.length}
              className="px-3 py-8 text-center text-slate-600 sm:px-4 dark:text-slate-400"
            >
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {renderRow(row)}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  if (scrollLabel) return <SideScroll label={scrollLabel}>{table}</SideScroll>;
  return (
    <div
      aria-busy={busy || undefined}
      className={`${panelClass} overflow-x-auto transition-opacity ${busy ? 'opacity-70' : ''}`}
    >
      {table}
    </div>
  );
}
