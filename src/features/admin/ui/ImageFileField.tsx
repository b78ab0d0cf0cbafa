import { useRef } from 'react';
import { FormField } from '../../../components/form/FormField';
import { ImageFileInput } from './ImageFileInput';
import { buttonClass } from './styles';
import { useObjectUrl } from './useObjectUrl';

const TYPES = 'PNG, JPEG, WebP, GIF or AVIF.';

/**
 * An image chooser (images only) with a preview of the chosen file, or of the current image until
 * another is chosen, and a way back to the current one (or to none).
 */
export function ImageFileField({
  label,
  file,
  currentUrl,
  error,
  round = false,
  onChange,
}: {
  label: string;
  file: File | null;
  /** URL of the current image, null when there is none. */
  currentUrl: string | null;
  error?: string;
  /** A person's photo: previewed as a small circle, as readers see it. */
  round?: boolean;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const chosenUrl = useObjectUrl(file);
  const previewUrl = chosenUrl ?? (file ? null : currentUrl);
  const noun = label.toLowerCase();
  return (
    <FormField
      label={label}
      error={error}
      hint={currentUrl ? `${TYPES} Choose a file only to replace the current ${noun}.` : TYPES}
    >
      {(field) => (
        <div className="flex flex-col gap-3">
          <ImageFileInput field={field} ref={input} onChange={onChange} />
          {previewUrl && (
            <figure className="flex flex-col gap-2">
              <img
                src={previewUrl}
                alt={chosenUrl ? `Preview of the chosen ${noun}` : `Current ${noun}`}
                className={
                  round
                    ? 'size-24 rounded-full border border-slate-200 object-cover dark:border-ink-700'
                    : 'max-h-64 w-full max-w-md rounded-lg border border-slate-200 object-contain dark:border-ink-700'
                }
              />
              <figcaption className="flex flex-wrap items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
                {chosenUrl ? `New ${noun}: ${file?.name ?? ''}` : `Current ${noun}`}
                {chosenUrl && (
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    onClick={() => {
                      if (input.current) input.current.value = '';
                      onChange(null);
                    }}
                  >
                    {currentUrl ? `Keep the current ${noun}` : `Remove the chosen ${noun}`}
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
