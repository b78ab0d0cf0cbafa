/**
 * Adding or editing a banner, one form.
 *
 * Add (no `current`): type select (Home / Post) and an image with preview; POST q=banners
 * multipart {type, image}. Without a type: "Please select banner type (Home or Post)"; without an
 * image: "Please select a file first". Nothing is sent until both are there.
 *
 * Edit (`current`: the slot's type, image and link): the current image, a file chooser with
 * preview, Save and Cancel; POST q=banners&update=1 multipart {type, image}. Without a file:
 * "Please select a file first"; failure: the server's message or "Failed to update banner".
 *
 * Addition: the banner's link, checked as an http(s) address before sending; when editing it can
 * change on its own (no new file needed when only the link changed).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { bannerType, type BannerType } from '../../../contract/schemas';
import { isWebLink } from '../../../contract/webLink';
import { SelectField } from '../../../components/form/SelectField';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useUpdateBannerMutation, useUploadBannerMutation } from './api';
import { BannerImageField } from './BannerImageField';
import { BannerLinkField } from './BannerLinkField';
import { BannerPreview } from './BannerPreview';
import { BANNER_LABELS, BANNER_LINK, BANNER_MESSAGES } from './messages';

const LIST_PATH = '/admin/banner';

export interface CurrentBanner {
  type: BannerType;
  path: string | null;
  link: string | null;
}

export function BannerForm({
  current,
  initialType = null,
}: {
  current?: CurrentBanner;
  /** Add: the slot preselected (?type=home|post). */
  initialType?: string | null;
}) {
  const [type, setType] = useState<BannerType | ''>(() => {
    if (current) return current.type;
    const parsed = bannerType.safeParse(initialType);
    return parsed.success ? parsed.data : '';
  });
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState(current?.link ?? '');
  const [errors, setErrors] = useState<{ type?: string; image?: string; link?: string }>({});
  const typeRef = useRef<HTMLSelectElement>(null);
  const [upload, uploading] = useUploadBannerMutation();
  const [update, updating] = useUpdateBannerMutation();
  const notify = useAdminNotify();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = link.trim();
    const badLink = trimmed !== '' && !isWebLink(trimmed);
    // Editing only the link of a filled slot needs no new file.
    const linkChanged = current && trimmed !== (current.link ?? '') && current.path !== null;
    const next = {
      type: type ? undefined : BANNER_MESSAGES.typeRequired,
      image: file || linkChanged ? undefined : BANNER_MESSAGES.fileRequired,
      link: badLink ? BANNER_LINK.invalid : undefined,
    };
    setErrors(next);
    if (!type || next.image || badLink) {
      if (!type) typeRef.current?.focus();
      return;
    }
    try {
      const answer = current
        ? await update({ type, image: file, link: trimmed }).unwrap()
        : await upload({ type, image: file!, link }).unwrap();
      const done = current ? BANNER_MESSAGES.updated : BANNER_MESSAGES.uploaded;
      notify({ kind: 'success', text: answer.message || done });
      navigate(LIST_PATH);
    } catch (error) {
      const fallback = current ? BANNER_MESSAGES.updateFailed : BANNER_MESSAGES.uploadFailed;
      notify({ kind: 'error', text: failureMessage(error, fallback) });
    }
  };

  return (
    <AdminForm
      onSubmit={submit}
      submitLabel={current ? 'Save' : 'Upload'}
      busyLabel={current ? 'Saving…' : 'Uploading…'}
      busy={uploading.isLoading || updating.isLoading}
      cancelTo={LIST_PATH}
    >
      {current ? (
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            Current {current.type} banner
          </figcaption>
          <BannerPreview path={current.path} label={BANNER_LABELS[current.type]} />
        </figure>
      ) : (
        <SelectField
          label="Banner type"
          error={errors.type}
          ref={typeRef}
          name="type"
          value={type}
          onChange={(e) => {
            setType(e.target.value as BannerType | '');
            setErrors((prev) => ({ ...prev, type: undefined }));
          }}
          options={['', 'home', 'post'] as const}
          optionLabel={(value) => (value ? BANNER_LABELS[value] : 'Select type')}
        />
      )}
      <BannerImageField
        label={current ? 'New image' : 'Image'}
        file={file}
        error={errors.image}
        onChange={(next) => {
          setFile(next);
          setErrors((prev) => ({ ...prev, image: undefined }));
        }}
      />
      <BannerLinkField
        value={link}
        error={errors.link}
        onChange={(next) => {
          setLink(next);
          // When editing, a changed link may be all there is to save.
          setErrors((prev) => ({
            ...prev,
            link: undefined,
            image: current ? undefined : prev.image,
          }));
        }}
      />
    </AdminForm>
  );
}
