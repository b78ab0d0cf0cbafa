import { useState } from 'react';
import type { Revision, RevisionSummary } from '../../../../contract/schemas';
import { buttonClass } from '../../ui/styles';
import { useGetRevisionsQuery, useLazyGetRevisionQuery } from '../editorialApi';
import { formatInZone } from '../time';
import { EDITORIAL_FORM, recoveryText } from './formMessages';

/**
 * Offered when the post form opens and the post's newest revision is an autosave: work kept on
 * the server that was never saved (a closed tab, another machine). "Load it" puts it in the form
 * (unsaved, to be reviewed and saved); "Dismiss" leaves the form as the post is.
 *
 * Only the history as it was on opening counts: this form's own autosaves come later.
 */
export function AutosaveRecovery({
  postId,
  timeZone,
  onLoad,
}: {
  postId: number;
  timeZone: string;
  onLoad: (revision: Revision) => void;
}) {
  const revisions = useGetRevisionsQuery(postId, { refetchOnMountOrArgChange: true });
  const [fetchRevision, revision] = useLazyGetRevisionQuery();
  // undefined: not known yet; null: nothing to offer (or dismissed, or loaded).
  const [offer, setOffer] = useState<RevisionSummary | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [openedAt] = useState(() => Date.now());

  // A list cached before this form opened may be stale: wait for the one asked for now.
  const fresh = (revisions.fulfilledTimeStamp ?? 0) >= openedAt;
  if (offer === undefined && !revisions.isFetching && (fresh || revisions.isError)) {
    if (revisions.isError) setOffer(null);
    else if (revisions.isSuccess) {
      const newest = revisions.data[0];
      setOffer(newest?.kind === 'autosave' ? newest : null);
    }
  }
  if (!offer) return null;

  async function load(id: number) {
    setFailed(false);
    try {
      onLoad(await fetchRevision(id).unwrap());
      setOffer(null);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div
      role="region"
      aria-label="Unsaved work on the server"
      className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-900 dark:border-sky-400/50 dark:bg-sky-950/60 dark:text-sky-100"
    >
      <p className="font-semibold">{recoveryText(formatInZone(offer.created_at, timeZone))}</p>
      {failed && (
        <p role="alert" className="mt-1 font-medium text-red-800 dark:text-red-300">
          {EDITORIAL_FORM.recoveryFailed}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={revision.isFetching}
          onClick={() => void load(offer.id)}
        >
          {EDITORIAL_FORM.recoveryLoad}
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setOffer(null)}>
          {EDITORIAL_FORM.recoveryDismiss}
        </button>
      </div>
    </div>
  );
}
