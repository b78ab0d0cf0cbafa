/** One "top" list of the analytics (posts, categories, referrers): a name and its views. */
import type { ReactNode } from 'react';
import { DataTable, cellClass } from '../ui/DataTable';
import { ANALYTICS_MESSAGES as M } from './messages';

export interface TopRow {
  key: string | number;
  name: ReactNode;
  views: number;
}

export function TopTable({
  caption,
  nameHeader,
  rows,
  empty,
}: {
  caption: string;
  nameHeader: string;
  rows: readonly TopRow[];
  empty: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={[{ header: nameHeader }, { header: M.views, className: 'w-24 text-right' }]}
      rows={rows}
      rowKey={(row) => row.key}
      empty={empty}
      renderRow={(row) => (
        <>
          <td className={`${cellClass} break-words`}>{row.name}</td>
          <td className={`${cellClass} text-right tabular-nums`}>
            {row.views.toLocaleString('en-US')}
          </td>
        </>
      )}
    />
  );
}
