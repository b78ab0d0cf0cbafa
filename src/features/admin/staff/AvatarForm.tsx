/**
 * Their photo: choose an image (checked by content on the server, as every upload) and save it,
 * or remove the one they have. The chosen file stays chosen when the upload is refused.
 */
import { useState, type FormEvent } from 'react';
import { imageUrl } from '../../../api/http';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { ImageFileField } from '../ui/ImageFileField';
import { buttonClass } from '../ui/styles';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { useRemoveAvatarMutation, useSaveAvatarMutation } from './api';
import { ACCOUNT_MESSAGES as M } from './messages';

export function AvatarForm({ avatarPath }: { avatarPath: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [save, { isLoading, error, reset }] = useSaveAvatarMutation();
  const [remove, removing] = useRemoveAvatarMutation();
  const notify = useAdminNotify();
  const confirmedDelete = useConfirmedDelete();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    try {
      await save(file).unwrap();
      setFile(null);
      notify({ kind: 'success', text: M.photoSaved });
    } catch {
      // The server's reason shows in the form; the chosen file stays chosen.
    }
  };

  return (
    <AdminForm
      onSubmit={(e) => void submit(e)}
      submitLabel={M.savePhoto}
      busyLabel={M.savingPhoto}
      busy={isLoading}
      failure={error ? failureMessage(error, M.photoFailed) : null}
    >
      <ImageFileField
        label={M.photoLabel}
        round
        file={file}
        currentUrl={imageUrl(avatarPath)}
        error={missing ? M.choosePhoto : undefined}
        onChange={(next) => {
          setFile(next);
          setMissing(false);
          reset();
        }}
      />
      {avatarPath && !file && (
        <div>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={removing.isLoading}
            onClick={() =>
              void confirmedDelete(
                M.confirmRemovePhoto,
                async () => (await remove().unwrap()).message,
                M.removePhotoFailed,
                M.removePhoto,
              )
            }
          >
            {M.removePhoto}
          </button>
        </div>
      )}
    </AdminForm>
  );
}
