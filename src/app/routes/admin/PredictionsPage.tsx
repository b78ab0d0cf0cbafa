/**
 * /admin/predictions, "To settle": picks past kickoff without a result (oldest first) to settle
 * or void, then the settled ones to correct. Only a backend that keeps the predictions' record
 * has it; on any other the address is not an admin page.
 */
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { useGetPredictionsToSettleQuery } from '../../../features/admin/predictions/api';
import { SETTLE_MESSAGES as M } from '../../../features/admin/predictions/messages';
import { PickActions } from '../../../features/admin/predictions/PickActions';
import { PredictionsTable } from '../../../features/admin/predictions/PredictionsTable';
import { SettledSection } from '../../../features/admin/predictions/SettledSection';
import { usePickDialogs } from '../../../features/admin/predictions/usePickDialogs';
import { AdminEmpty } from '../../../features/admin/ui/AdminEmpty';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';

export default function PredictionsPage() {
  const { predictions, pending, timeZone } = useCapabilities();
  const toSettle = useGetPredictionsToSettleQuery(undefined, { skip: !predictions });
  const { open, dialog } = usePickDialogs(timeZone);
  if (!pending && !predictions) return <AdminNotFound />;
  const rows = toSettle.data ?? [];
  return (
    <AdminListPage
      title={M.title}
      description={M.explain}
      loading={(pending || toSettle.isLoading) && M.loading}
      failure={
        toSettle.isError && { message: M.listFailed, onRetry: () => void toSettle.refetch() }
      }
    >
      {rows.length === 0 ? (
        <AdminEmpty message={M.empty} />
      ) : (
        <PredictionsTable
          caption={M.title}
          rows={rows}
          timeZone={timeZone}
          empty={M.empty}
          busy={toSettle.isFetching}
          actions={(row) => <PickActions row={row} onOpen={open} />}
        />
      )}
      <SettledSection timeZone={timeZone} onOpen={open} />
      {dialog}
    </AdminListPage>
  );
}
