/**
 * The post's links, newest first: when each was made and expires (in the site's zone), whether it
 * still works, and "Revoke" (after a confirmation) for those that do.
 */
import { useId, useState } from 'react';
import { errorTextClass } from '../../../../components/form/formStyles';
import { failureMessage } from '../../lib/writeResult';
import { buttonClass } from '../../ui/styles';
import { useConfirm } from '../../ui/useConfirm';
import { useGetShareLinksQuery, useRevokeShareLinkMutation } from '../editorialApi';
import { formatInZone } from '../time';
import { linkState, SHARE_MESSAGES as M, type LinkState } from './messages';

const STATE_CLASS: Record<LinkState, string> = {
  Active:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30',
  Expired:
    'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-ink-700 dark:text-slate-200 dark:ring-slate-400/30',
  Revoked:
    'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30',
};

export function ShareLinkList({ postId, timeZone }: { postId: number; timeZone: string }) {
  const links = useGetShareLinksQuery(postId);
  const [revoke] = useRevokeShareLinkMutation();
  const confirm = useConfirm();
  const headingId = useId();
  const rowId = useId();
  // Read once: a link that expires while the dialog is open reads "Active" until it reopens.
  const [now] = useState(() => Date.now());
  const [revoking, setRevoking] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onRevoke = async (id: number) => {
    if (!(await confirm(M.confirmRevoke, { confirmLabel: M.revoke, tone: 'danger' }))) return;
    setRevoking(id);
    setOutcome(null);
    try {
      await revoke({ id, postId }).unwrap();
      setOutcome({ ok: true, text: M.revoked });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, M.revokeFailed) });
    } finally {
      setRevoking(null);
    }
  };

  let body;
  if (links.isLoading) {
    body = (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {M.loading}
      </p>
    );
  } else if (links.isError && !links.data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className={errorTextClass}>{failureMessage(links.error, M.loadFailed)}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => void links.refetch()}
        >
          {M.tryAgain}
        </button>
      </div>
    );
  } else if (!links.data?.length) {
    body = <p className="text-sm text-slate-600 dark:text-slate-300">{M.none}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-ink-700">
        {links.data.map((link) => {
          const state = linkState(link, now);
          const textId = `${rowId}-${link.id}`;
          return (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div id={textId} className="min-w-0 text-sm">
                <p className="text-slate-800 dark:text-slate-100">
                  {`Created ${formatInZone(link.created_at, timeZone)}`}
                </p>
                <p className="text-slate-600 dark:text-slate-300">
                  {`${state === 'Expired' ? 'Expired' : 'Expires'} ${formatInZone(link.expires_at, timeZone)}`}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_CLASS[state]}`}
                >
                  {state}
                </span>
                {state === 'Active' && (
                  <button
                    type="button"
                    aria-describedby={textId}
                    className={buttonClass('danger', 'sm')}
                    disabled={revoking === link.id}
                    onClick={() => void onRevoke(link.id)}
                  >
                    {M.revoke}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-bold text-slate-900 dark:text-slate-50">
        {M.existing}
      </h3>
      {body}
      <p
        role={outcome?.ok === false ? 'alert' : 'status'}
        className={
          outcome?.ok === false
            ? errorTextClass
            : 'text-sm font-medium text-brand-800 dark:text-brand-200'
        }
      >
        {outcome?.text}
      </p>
    </section>
  );
}
