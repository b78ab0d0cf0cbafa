/**
 * Turning on two-factor login: the QR code of the otpauth:// address (drawn here, by uqr: the
 * secret never leaves the page for a QR service), the key in text for typing instead, and the
 * code from the app that confirms it. The code stays in the field when the server refuses it.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { TextField } from '../../../components/form/TextField';
import type { TwoFactorSetup as Setup } from '../../../contract/twoFactorCalls';
import { failureMessage } from '../lib/writeResult';
import { FormFailure } from '../ui/FormFailure';
import { buttonClass, panelClass } from '../ui/styles';
import { useConfirmTwoFactorMutation } from './twoFactorApi';
import { groupedKey, TWO_FACTOR_MESSAGES as M } from './twoFactorMessages';

export function TwoFactorSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [confirm, { isLoading, error: failure, reset }] = useConfirmTwoFactorMutation();
  const qr = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(setup.otpauth_url, { pixelSize: 5 }))}`,
    [setup.otpauth_url],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/[\s-]/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError('Enter the 6-digit code from your app');
      return;
    }
    try {
      const answer = await confirm(typed).unwrap();
      onConfirmed(answer.recovery_codes);
    } catch {
      // Shown under the field; the code stays.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={M.title}
      className={`${panelClass} flex max-w-2xl flex-col gap-5 p-5 sm:p-6`}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{M.scan}</p>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <img src={qr} alt={M.qrAlt} width={200} height={200} className="rounded bg-white p-2" />
        <div>
          <p className="text-sm font-semibold text-slate-800 dark:text-slate-200">{M.key}</p>
          <p className="font-mono text-base tracking-wide break-all text-slate-900 select-all dark:text-slate-50">
            {groupedKey(setup.secret)}
          </p>
        </div>
      </div>
      <TextField
        label={M.code}
        hint={M.codeHint}
        error={error}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError('');
          if (failure) reset();
        }}
      />
      <FormFailure message={failure ? failureMessage(failure, M.confirmFailed) : null} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
          {isLoading ? M.confirming : M.confirm}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {M.cancel}
        </button>
      </div>
    </form>
  );
}
