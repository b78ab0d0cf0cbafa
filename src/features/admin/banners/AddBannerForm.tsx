/**
 * Add banner: type select (Home / Post) and an image with preview; POST q=banners multipart
 * {type, image}. Without a type: "Please select banner type (Home or Post)"; without an image:
 * "Please select a file first". Nothing is sent until both are there. Addition: an optional
 * link, checked as an http(s) address before sending.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { bannerType, type BannerType } from '../../../api/schemas';
import { isWebLink } from '../../../api/webLink';
import { failureMessage } from '../lib/writeResult';
import { FormField } from '../../../components/form/FormField';
import { controlClass } from '../../../components/form/formStyles';
import { buttonClass, panelClass } from '../ui/styles';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useUploadBannerMutation } from './api';
import { BannerImageField } from './BannerImageField';
import { BannerLinkField } from './BannerLinkField';
import { BANNER_LABELS, BANNER_LINK, BANNER_MESSAGES } from './messages';

export function AddBannerForm({ initialType }: { initialType: string | null }) {
  const [type, setType] = useState<BannerType | ''>(() => {
    const parsed = bannerType.safeParse(initialType);
    return parsed.success ? parsed.data : '';
  });
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<{ type?: string; image?: string; link?: string }>({});
  const typeRef = useRef<HTMLSelectElement>(null);
  const [upload, { isLoading }] = useUploadBannerMutation();
  const notify = useAdminNotify();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      type: type ? undefined : BANNER_MESSAGES.typeRequired,
      image: file ? undefined : BANNER_MESSAGES.fileRequired,
      link: !link.trim() || isWebLink(link.trim()) ? undefined : BANNER_LINK.invalid,
    };
    setErrors(next);
    if (!type || !file || next.link) {
      if (!type) typeRef.current?.focus();
      return;
    }
    try {
      const answer = await upload({ type, image: file, link }).unwrap();
      notify({ kind: 'success', text: answer.message || BANNER_MESSAGES.uploaded });
      navigate('/admin/banner');
    } catch (error) {
      notify({ kind: 'error', text: failureMessage(error, BANNER_MESSAGES.uploadFailed) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className={`${panelClass} flex max-w-2xl flex-col gap-5 p-5 sm:p-6`}
    >
      <FormField label="Banner type" error={errors.type}>
        {(field) => (
          <select
            {...field}
            ref={typeRef}
            name="type"
            className={controlClass}
            value={type}
            onChange={(e) => {
              setType(e.target.value as BannerType | '');
              setErrors((prev) => ({ ...prev, type: undefined }));
            }}
          >
            <option value="">Select type</option>
            <option value="home">{BANNER_LABELS.home}</option>
            <option value="post">{BANNER_LABELS.post}</option>
          </select>
        )}
      </FormField>
      <BannerImageField
        label="Image"
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
          setErrors((prev) => ({ ...prev, link: undefined }));
        }}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
          {isLoading ? 'Uploading…' : 'Upload'}
        </button>
        <Link to="/admin/banner" className={buttonClass('secondary')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
