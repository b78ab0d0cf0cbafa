/**
 * A post's revisions with, for the one being compared, what differs from the current version and
 * a way to restore it. The list refreshes after a restore (its new 'restore' revision on top).
 */
import { useMemo, useState } from 'react';
import { errorTextClass } from '../../../../components/form/formStyles';
import { failureMessage } from '../../lib/writeResult';
import { AdminLoading } from '../../ui/AdminLoading';
import { buttonClass, panelClass } from '../../ui/styles';
import { useGetRevisionsQuery, useLazyGetRevisionQuery } from '../editorialApi';
import { fieldDiffs, type Version } from './fieldDiffs';
import { HISTORY_MESSAGES as M } from './messages';
import { RevisionCompare } from './RevisionCompare';
import { RevisionList } from './RevisionList';
import { useRestoreRevision } from './useRestoreRevision';

function Problem({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p className={errorTextClass}>{text}</p>
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRetry}>
        {M.tryAgain}
      </button>
    </div>
  );
}

export function PostHistory({
  postId,
  current,
  timeZone,
  categoryName,
}: {
  postId: number;
  /** The post as it is now: what each revision is compared with. */
  current: Version;
  timeZone: string;
  categoryName: (id: number) => string | null;
}) {
  const revisions = useGetRevisionsQuery(postId, { refetchOnMountOrArgChange: true });
  const [loadRevision, revision] = useLazyGetRevisionQuery();
  const [openId, setOpenId] = useState<number | null>(null);
  const { restore, isRestoring } = useRestoreRevision(postId);

  const loaded =
    openId !== null && revision.originalArgs === openId ? revision.currentData : undefined;
  const diffs = useMemo(
    () => (loaded ? fieldDiffs(loaded, current, { timeZone, categoryName }) : []),
    [loaded, current, timeZone, categoryName],
  );

  const onCompare = (id: number) => {
    if (openId === id) {
      setOpenId(null);
      return;
    }
    setOpenId(id);
    void loadRevision(id, true);
  };

  if (revisions.isLoading) return <AdminLoading text={M.loading} />;
  if (!revisions.data) {
    return (
      <div className={`${panelClass} p-6`}>
        <Problem
          text={failureMessage(revisions.error, M.loadFailed)}
          onRetry={() => void revisions.refetch()}
        />
      </div>
    );
  }

  let comparison = null;
  if (openId !== null) {
    if (loaded) {
      comparison = (
        <RevisionCompare
          diffs={diffs}
          restoring={isRestoring}
          onRestore={() => void restore(openId)}
        />
      );
    } else if (revision.isError && revision.originalArgs === openId) {
      comparison = (
        <div className="mt-3">
          <Problem
            text={failureMessage(revision.error, M.versionFailed)}
            onRetry={() => void loadRevision(openId)}
          />
        </div>
      );
    } else {
      comparison = (
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {M.loadingVersion}
        </p>
      );
    }
  }

  return (
    <RevisionList
      revisions={revisions.data}
      timeZone={timeZone}
      openId={openId}
      onCompare={onCompare}
      comparison={comparison}
    />
  );
}
