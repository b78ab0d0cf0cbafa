/**
 * /admin/audit: the audit log, newest first, filtered by area and person; the filters and the
 * page live in the address (`?kind=post&actor=3&page=2`). Only on a backend with staff accounts,
 * for the owner and editors.
 */
import { useSearchParams } from 'react-router-dom';
import { AUDIT_KINDS, type AuditKind } from '../../../contract/auditCalls';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { formatInZone } from '../../../features/admin/posts/time';
import { useGetAuditLogQuery, useGetStaffQuery } from '../../../features/admin/staff/api';
import { AuditFilters } from '../../../features/admin/staff/AuditFilters';
import { AuditTable } from '../../../features/admin/staff/AuditTable';
import { AUDIT_MESSAGES as M } from '../../../features/admin/staff/messages';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminPager } from '../../../features/admin/ui/AdminPager';

const PAGE_SIZE = 50;

export default function AuditLogPage() {
  const { staff, pending, timeZone } = useCapabilities();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const rawKind = search.get('kind') ?? '';
  const kind = (AUDIT_KINDS as readonly string[]).includes(rawKind) ? (rawKind as AuditKind) : '';
  const actor = /^\d+$/.test(search.get('actor') ?? '') ? search.get('actor')! : '';
  const log = useGetAuditLogQuery(
    { page, kind: kind || undefined, actor: actor ? Number(actor) : undefined, limit: PAGE_SIZE },
    { skip: !staff, refetchOnMountOrArgChange: true },
  );
  const members = useGetStaffQuery(undefined, { skip: !staff });
  if (!pending && !staff) return <AdminNotFound />;

  return (
    <AdminListPage
      title={M.title}
      description={M.description}
      loading={(pending || log.isLoading) && M.loading}
      failure={log.isError && { message: M.loadFailed, onRetry: () => void log.refetch() }}
    >
      <AuditFilters
        kind={kind}
        actor={actor}
        members={members.data?.members ?? []}
        onChange={(next) => {
          const params = new URLSearchParams();
          if (next.kind) params.set('kind', next.kind);
          if (next.actor) params.set('actor', next.actor);
          setSearch(params);
        }}
      />
      <AuditTable
        entries={log.data?.entries ?? []}
        formatTime={(iso) => formatInZone(iso, timeZone)}
        busy={log.isFetching}
      />
      <div className="mt-4">
        <AdminPager
          page={page}
          pageSize={PAGE_SIZE}
          total={log.data?.total ?? 0}
          search={search}
          noun="entries"
          label="Audit log pages"
        />
      </div>
    </AdminListPage>
  );
}
