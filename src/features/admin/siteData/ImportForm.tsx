/**
 * The import's form: the export file (required) and the zip of its images, each uploaded with its
 * progress, then the job started. What the server refused shows above the button; the files
 * chosen stay chosen, so a retry is one click.
 */
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { FileField } from '../../../components/form/FileField';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { ProgressBar } from '../ui/ProgressBar';
import { uploadImportFile, useStartSiteImportMutation } from './importApi';
import { IMPORT_MESSAGES as M } from './importMessages';

interface Upload {
  name: string;
  sent: number;
  total: number;
}

export function ImportForm() {
  const dispatch = useDispatch();
  const [exported, setExported] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [start, { isLoading: starting }] = useStartSiteImportMutation();
  const busy = upload !== null || starting;

  const send = (file: File, kind: 'export' | 'uploads') =>
    uploadImportFile(
      file,
      kind,
      (sent, total) => setUpload({ name: file.name, sent, total }),
      dispatch,
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!exported) {
      setMissing(true);
      return;
    }
    let step: string = M.uploadFailed;
    try {
      const files = { export: (await send(exported, 'export')).token } as {
        export: string;
        uploads?: string;
      };
      if (images) files.uploads = (await send(images, 'uploads')).token;
      setUpload(null);
      step = M.startFailed;
      await start(files).unwrap();
    } catch (caught) {
      setFailure(failureMessage(caught, step));
    } finally {
      setUpload(null);
    }
  };

  return (
    <AdminForm
      onSubmit={(event) => void submit(event)}
      submitLabel={M.start}
      busyLabel={M.busy}
      busy={busy}
      failure={failure}
    >
      <FileField
        label={M.exportLabel}
        required
        accept=".xml,.json,application/xml,text/xml,application/json"
        hint={M.exportHint}
        error={missing && !exported ? M.chooseExport : null}
        disabled={busy}
        onChange={(file) => {
          setExported(file);
          setFailure(null);
        }}
      />
      <FileField
        label={M.imagesLabel}
        accept=".zip,application/zip"
        hint={M.imagesHint}
        disabled={busy}
        onChange={(file) => {
          setImages(file);
          setFailure(null);
        }}
      />
      {upload && (
        <ProgressBar
          label={M.uploadLabel}
          value={upload.sent}
          max={upload.total}
          text={M.uploading(upload.name, upload.sent, upload.total)}
        />
      )}
    </AdminForm>
  );
}
