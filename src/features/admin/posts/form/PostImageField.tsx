import { useRef } from 'react';
import { FormField } from '../../../../components/form/FormField';
import { fileInputClass } from '../../../../components/form/formStyles';
import { buttonClass } from '../../ui/styles';
import { useObjectUrl } from './useObjectUrl';

/**
 * The cover image: a file input for images only, with a preview of the chosen file, or of the
 * post's current image until another is chosen.
 */
export function PostImageField({
  file,
  currentUrl,
  error,
  onChange,
}: {
  file: File | null;
  /** URL of the post's current image (edit form), null when it has none. */
  currentUrl: string | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const chosenUrl = useObjectUrl(file);
  const previewUrl = chosenUrl ?? (file ? null : currentUrl);
  return (
    <FormField
      label="Image"
      error={error}
      hint={
        currentUrl
          ? 'PNG, JPEG, WebP, GIF or AVIF. Choose a file only to replace the current image.'
          : 'PNG, JPEG, WebP, GIF or AVIF.'
      }
    >
      {(field) => (
        <div className="flex flex-col gap-3">
          <input
            {...field}
            ref={input}
            type="file"
            name="image"
            accept="image/*"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className={fileInputClass}
          />
          {previewUrl && (
            <figure className="flex flex-col gap-2">
              <img
                src={previewUrl}
                alt={chosenUrl ? 'Preview of the chosen image' : 'Current image'}
                className="max-h-64 w-full max-w-md rounded-lg border border-slate-200 object-contain dark:border-ink-700"
              />
              <figcaption className="flex flex-wrap items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
                {chosenUrl ? `New image: ${file?.name ?? ''}` : 'Current image'}
                {chosenUrl && (
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    onClick={() => {
                      if (input.current) input.current.value = '';
                      onChange(null);
                    }}
                  >
                    {currentUrl ? 'Keep the current image' : 'Remove the chosen image'}
                  </button>
                )}
              </figcaption>
            </figure>
          )}
        </div>
      )}
    </FormField>
  );
}
