/**
 * The Restore section: an archive made by an export fills an empty site (a site with content
 * is refused by the server, whose message says how to replace it). Asked once more in a dialog;
 * on success every session has ended: `onRestored` (the page) signs out to the login page with
 * the answer's message, which names the account to sign in as.
 */
import { useState, type FormEvent } from 'react';
import { FileField } from '../../../components/form/FileField';
import { formatBytes } from '../../../contract/bytes';
import { RESTORE_MAX_BYTES, type SiteRestoreAnswer } from '../../../contract/siteDataCalls';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { AdminSection } from '../ui/AdminSection';
import { useConfirm } from '../ui/useConfirm';
import { WithCode } from '../ui/WithCode';
import { useRestoreSiteMutation } from './api';
import { SITE_DATA_MESSAGES as M } from './messages';

const MAX = formatBytes(RESTORE_MAX_BYTES);

export function RestoreSection({
  onRestored,
}: {
  onRestored: (answer: SiteRestoreAnswer) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [restore, { isLoading }] = useRestoreSiteMutation();
  const confirm = useConfirm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) return setFieldError(M.restoreNoFile);
    if (file.size > RESTORE_MAX_BYTES) return setFieldError(M.restoreTooLarge(MAX));
    setFieldError(null);
    const sure = await confirm(M.restoreConfirm(file.name), {
      confirmLabel: M.restoreConfirmLabel,
      tone: 'danger',
      description: M.restoreConfirmExplain,
    });
    if (!sure) return;
    const result = await restore(file);
    if ('error' in result) return setFailure(failureMessage(result.error, M.restoreFailed));
    onRestored(result.data);
  };

  return (
    <AdminSection title={M.restoreTitle} description={M.restoreExplain}>
      <AdminForm
        onSubmit={(event) => void submit(event)}
        submitLabel={M.restoreButton}
        busyLabel={M.restoreBusy}
        busy={isLoading}
        failure={failure && <WithCode text={failure} />}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <WithCode text={M.restoreReplace} />
        </p>
        <FileField
          label={M.restoreField}
          name="archive"
          accept=".tar.gz,.tgz,application/gzip"
          hint={<WithCode text={M.restoreHint(MAX)} />}
          error={fieldError}
          disabled={isLoading}
          onChange={(chosen) => {
            setFile(chosen);
            setFieldError(null);
            setFailure(null);
          }}
        />
      </AdminForm>
    </AdminSection>
  );
}
