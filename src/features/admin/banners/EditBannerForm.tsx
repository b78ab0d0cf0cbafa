/**
 * Edit banner: the current image, a file chooser with preview, Save and Cancel; POST
 * q=banners&update=1 multipart {type, image}. Without a file: "Please select a file first";
 * failure: the server's message or "Failed to update banner". Addition: the banner's link, which
 * can change on its own (no new file needed when only the link changed).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { BannerType } from '../../../api/schemas';
import { isWebLink } from '../../../api/webLink';
import { failureMessage } from '../lib/writeResult';
import { buttonClass, panelClass } from '../ui/styles';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useUpdateBannerMutation } from './api';
import { BannerImageField } from './BannerImageField';
import { BannerLinkField } from './BannerLinkField';
import { BannerPreview } from './BannerPreview';
import { BANNER_LABELS, BANNER_LINK, BANNER_MESSAGES } from './messages';

export function EditBannerForm({
  type,
  currentPath,
  currentLink = null,
}: {
  type: BannerType;
  currentPath: string | null;
  currentLink?: string | null;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState(currentLink ?? '');
  const [error, setError] = useState<string | undefined>();
  const [linkError, setLinkError] = useState<string | undefined>();
  const [update, { isLoading }] = useUpdateBannerMutation();
  const notify = useAdminNotify();
  const navigate = useNavigate();
  const label = BANNER_LABELS[type];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = link.trim();
    const linkChanged = trimmed !== (currentLink ?? '') && currentPath !== null;
    const badLink = trimmed !== '' && !isWebLink(trimmed);
    setLinkError(badLink ? BANNER_LINK.invalid : undefined);
    if (!file && !linkChanged) {
      setError(BANNER_MESSAGES.fileRequired);
      return;
    }
    if (badLink) return;
    try {
      const answer = await update({ type, image: file, link: trimmed }).unwrap();
      notify({ kind: 'success', text: answer.message || BANNER_MESSAGES.updated });
      navigate('/admin/banner');
    } catch (caught) {
      notify({ kind: 'error', text: failureMessage(caught, BANNER_MESSAGES.updateFailed) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className={`${panelClass} flex max-w-2xl flex-col gap-5 p-5 sm:p-6`}
    >
      <figure className="flex flex-col gap-2">
        <figcaption className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Current {type} banner
        </figcaption>
        <BannerPreview path={currentPath} label={label} />
      </figure>
      <BannerImageField
        label="New image"
        file={file}
        error={error}
        onChange={(next) => {
          setFile(next);
          setError(undefined);
        }}
      />
      <BannerLinkField
        value={link}
        error={linkError}
        onChange={(next) => {
          setLink(next);
          setLinkError(undefined);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save'}
        </button>
        <Link to="/admin/banner" className={buttonClass('secondary')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
