/** The banner's image chooser (images only) with a preview of the chosen file. */
import { FormField } from '../../../components/form/FormField';
import { fileInputClass } from '../../../components/form/formStyles';
import { useFilePreview } from './useFilePreview';

export function BannerImageField({
  label,
  file,
  error,
  onChange,
}: {
  label: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const preview = useFilePreview(file);
  return (
    <FormField label={label} error={error} hint="PNG, JPEG, WebP, GIF or AVIF.">
      {(field) => (
        <div className="flex flex-col gap-3">
          <input
            {...field}
            type="file"
            name="image"
            accept="image/*"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className={fileInputClass}
          />
          {preview && (
            <img
              src={preview}
              alt="Preview of the chosen image"
              className="max-h-56 w-full max-w-xl rounded-lg border border-slate-200 object-contain dark:border-ink-700"
            />
          )}
        </div>
      )}
    </FormField>
  );
}
