/**
 * One's two-factor login on Your account: whether it is on and how many recovery codes are left;
 * "Turn on two-factor login" (the setup, then the recovery codes once); "New recovery codes" and
 * "Turn off", both after the current password.
 */
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { TwoFactorSetup as Setup } from '../../../contract/twoFactorCalls';
import { failureMessage } from '../lib/writeResult';
import { AdminError } from '../ui/AdminError';
import { AdminLoading } from '../ui/AdminLoading';
import { FormFailure } from '../ui/FormFailure';
import { buttonClass } from '../ui/styles';
import { useAdminNotify } from '../ui/useAdminNotify';
import { RecoveryCodes } from './RecoveryCodes';
import {
  useDisableTwoFactorMutation,
  useGetTwoFactorQuery,
  useNewRecoveryCodesMutation,
  useStartTwoFactorMutation,
  sessionChanged,
} from './twoFactorApi';
import { TWO_FACTOR_MESSAGES as M } from './twoFactorMessages';
import { TwoFactorPasswordDialog } from './TwoFactorPasswordDialog';
import { TwoFactorSetup } from './TwoFactorSetup';

export function TwoFactorSection() {
  const state = useGetTwoFactorQuery();
  const [start, starting] = useStartTwoFactorMutation();
  const [disable] = useDisableTwoFactorMutation();
  const [renew] = useNewRecoveryCodesMutation();
  const notify = useAdminNotify();
  const dispatch = useDispatch();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'off' | 'codes' | null>(null);

  if (state.isLoading) return <AdminLoading text={M.loading} />;
  if (!state.data) {
    return <AdminError message={M.loadFailed} onRetry={() => void state.refetch()} />;
  }
  const site = window.location.hostname;
  if (codes) {
    const done = () => {
      setCodes(null);
      dispatch(sessionChanged());
    };
    return <RecoveryCodes codes={codes} site={site} onDone={done} />;
  }
  if (setup) {
    return (
      <TwoFactorSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(fresh) => {
          setSetup(null);
          setCodes(fresh);
          notify({ kind: 'success', text: M.on });
        }}
      />
    );
  }

  const { enabled, recovery_codes_left: left } = state.data;
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <p className="text-sm text-slate-800 dark:text-slate-200">
        <strong>{enabled ? M.on : M.off}</strong> {enabled && M.codesLeft(left)}{' '}
        {enabled && left <= 3 && M.fewLeft}
      </p>
      <FormFailure
        message={starting.error ? failureMessage(starting.error, M.startFailed) : null}
      />
      <div className="flex flex-wrap gap-3">
        {enabled ? (
          <>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setDialog('codes')}
            >
              {M.newCodes}
            </button>
            <button
              type="button"
              className={buttonClass('danger')}
              onClick={() => setDialog('off')}
            >
              {M.turnOff}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={starting.isLoading}
            onClick={() =>
              void start()
                .unwrap()
                .then(setSetup, () => undefined)
            }
          >
            {starting.isLoading ? M.starting : M.turnOn}
          </button>
        )}
      </div>
      {dialog === 'off' && (
        <TwoFactorPasswordDialog
          title={M.turnOffTitle}
          explain={M.turnOffExplain}
          submitLabel={M.turnOff}
          busyLabel={M.turningOff}
          failedText={M.turnOffFailed}
          danger
          onClose={() => setDialog(null)}
          onSubmit={async (password) => {
            const answer = await disable(password).unwrap();
            setDialog(null);
            notify({ kind: 'success', text: answer.message });
          }}
        />
      )}
      {dialog === 'codes' && (
        <TwoFactorPasswordDialog
          title={M.newCodesTitle}
          explain={M.newCodesExplain}
          submitLabel={M.newCodes}
          busyLabel={M.making}
          failedText={M.newCodesFailed}
          onClose={() => setDialog(null)}
          onSubmit={async (password) => {
            const answer = await renew(password).unwrap();
            setDialog(null);
            setCodes(answer.recovery_codes);
          }}
        />
      )}
    </div>
  );
}
