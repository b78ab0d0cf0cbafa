/**
 * Recovery codes shown once (only their hashes are kept): the list, "Copy codes" and "Download
 * as text", what the copy did (announced), and "I have saved them" to close.
 */
import { useId, useState } from 'react';
import { hintClass } from '../../../components/form/formStyles';
import { copyLink } from '../ui/copyLink';
import { buttonClass } from '../ui/styles';
import { TWO_FACTOR_MESSAGES as M } from './twoFactorMessages';

export function RecoveryCodes({
  codes,
  site,
  onDone,
}: {
  codes: string[];
  site: string;
  onDone: () => void;
}) {
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const titleId = useId();
  const text = codes.join('\n');

  const copy = async () => {
    setCopyNote((await copyLink(text, null)) === 'copied' ? M.copied : M.copyManually);
  };

  const download = () => {
    const file = new Blob([`${M.codesTitle} (${site})\n\n${text}\n`], { type: 'text/plain' });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${site}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div
      role="region"
      aria-labelledby={titleId}
      className="flex max-w-xl flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-900/30"
    >
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
        {M.codesTitle}
      </h3>
      <p className={hintClass}>{M.codesNote}</p>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-slate-900 select-all dark:text-slate-100">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => void copy()}>
          {M.copy}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={download}>
          {M.download}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={onDone}>
          {M.saved}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-brand-800 dark:text-brand-200">
        {copyNote}
      </p>
    </div>
  );
}
