/**
 * The dashboard's "Recent activity" from the audit log (a backend with staff accounts): the last
 * changes of the whole team for the owner and editors, one's own for anyone else, whatever browser
 * they were made in. Null without staff accounts (the dashboard then keeps this browser's list).
 */
import { useGetAuditLogQuery } from './api';
import { auditItem, auditSentence } from './auditText';

export const TEAM_ACTIVITY_COUNT = 8;

export function useTeamActivity(
  hasStaff: boolean,
): { id: string; text: string; at: string }[] | null {
  const log = useGetAuditLogQuery(
    { page: 1, limit: TEAM_ACTIVITY_COUNT },
    { skip: !hasStaff, refetchOnMountOrArgChange: true },
  );
  if (!hasStaff) return null;
  return (log.data?.entries ?? []).map((entry) => {
    const item = auditItem(entry);
    return {
      id: String(entry.id),
      text: item ? `${auditSentence(entry)}: ${item}` : auditSentence(entry),
      at: entry.at,
    };
  });
}
