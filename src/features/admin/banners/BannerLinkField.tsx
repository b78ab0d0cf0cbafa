/** The banner's optional link (addition): where a click on the banner leads, in a new tab. */
import { TextField } from '../../../components/form/TextField';
import { LIMITS } from '../../../contract/limits';
import { BANNER_LINK } from './messages';

export function BannerLinkField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={BANNER_LINK.label}
      error={error}
      hint={BANNER_LINK.hint}
      type="url"
      name="link"
      inputMode="url"
      autoComplete="url"
      placeholder="https://"
      maxLength={LIMITS.bannerLinkMax}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
