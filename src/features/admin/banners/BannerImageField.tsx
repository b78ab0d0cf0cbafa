/**
 * The banner's image chooser (images only) with its recommended size and a live preview of the
 * chosen file at phone and desktop widths.
 */
import { FormField } from '../../../components/form/FormField';
import { ImageFileInput } from '../ui/ImageFileInput';
import { BannerLivePreview } from './BannerLivePreview';
import { BANNER_PREVIEW } from './messages';
import { useObjectUrl } from '../ui/useObjectUrl';

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
  const preview = useObjectUrl(file);
  return (
    <FormField label={label} error={error} hint={BANNER_PREVIEW.sizeAdvice}>
      {(field) => (
        <div className="flex flex-col gap-4">
          <ImageFileInput field={field} onChange={onChange} />
          <BannerLivePreview src={preview} />
        </div>
      )}
    </FormField>
  );
}
