/**
 * The import's form: the export file (required) and the zip of its images, sent together with
 * their progress; the server starts the job on them. What the server refused shows above the
 * button; the files chosen stay chosen, so a retry is one click.
 */
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { FileField } from '../../../components/form/FileField';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { ProgressBar } from '../ui/ProgressBar';
import { startImport } from './importApi';
import { IMPORT_MESSAGES as M } from './importMessages';

interface Upload {
  name: string;
  sent: number;
  total: number;
}

/**
 * `onStarted`: the server started the job; the form stays busy until the screen has read it (it
 * then shows the job's progress instead).
 */
export function ImportForm({ onStarted }: { onStarted: () => Promise<unknown> }) {
  const dispatch = useDispatch();
  const [exported, setExported] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const busy = upload !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!exported) {
      setMissing(true);
      return;
    }
    const name = images ? `${exported.name} and ${images.name}` : exported.name;
    setUpload({ name, sent: 0, total: exported.size + (images?.size ?? 0) });
    try {
      await startImport(
        { export: exported, images },
        (sent, total) => setUpload({ name, sent, total }),
        dispatch,
      );
      await onStarted();
    } catch (caught) {
      setFailure(failureMessage(caught, M.uploadFailed));
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
