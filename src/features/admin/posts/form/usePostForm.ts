import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Revision } from '../../../../contract/schemas';
import { slugify } from '../../../../lib/slug';
import { useAutosaveTimer } from './useAutosaveTimer';
import type { ServerAutosave } from './useServerAutosave';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import {
  imageError,
  limitErrors,
  validatePost,
  type PostFormErrors,
  type PostFormValues,
} from './validatePost';

export interface PostSubmission {
  values: PostFormValues;
  /** A newly chosen image, null to keep the current one (or have none). */
  image: File | null;
}

/** The fields in the order they are shown: the first with an error gets the focus. */
const FIELD_ORDER = [
  'title',
  'slug',
  'excerpt',
  'categoryId',
  'image',
  'imageAlt',
  'content',
  'publishAt',
  'metaTitle',
  'metaDescription',
] as const;
export type PostFieldName = (typeof FIELD_ORDER)[number];

/**
 * The post form's state: its values against the baseline they started from, the chosen image,
 * the errors (those over a limit as they are typed, with `editorial`), sending, and the way back
 * to `listPath` once saved. Asks before leaving with unsaved changes and keeps them on the server
 * every `autosaveInterval` ms when there is an `autosave`. `refFor(field)` registers a field's
 * control, so the first field with an error gets the focus.
 */
export function usePostForm({
  initial,
  listPath,
  onSubmit,
  editorial,
  autosaveInterval,
}: {
  initial: PostFormValues;
  listPath: string;
  onSubmit: (submission: PostSubmission) => Promise<boolean>;
  editorial?: { timeZone: string; autosave?: ServerAutosave; fixedSlug?: boolean };
  autosaveInterval: number;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);
  // Work loaded from the server's autosave is unsaved, even where it matches the post.
  const [recovered, setRecovered] = useState(false);
  const controls = useRef<Partial<Record<PostFieldName, HTMLElement | null>>>({});
  const autosave = editorial?.autosave;
  // Once the post went live its address stays: a title edit leaves the slug alone.
  const fixedSlug = editorial?.fixedSlug === true;

  // The slug follows the title, so it is no change of its own (unless it is the admin's).
  const dirty =
    image !== null ||
    recovered ||
    (Object.keys(values) as (keyof PostFormValues)[]).some(
      (key) => (key !== 'slug' || fixedSlug) && values[key] !== baseline[key],
    );
  useUnsavedChangesGuard(dirty && !saved);
  useAutosaveTimer(
    Boolean(autosave) && dirty && !saved && !submitting,
    autosaveInterval,
    () => void autosave?.save(values),
  );

  useEffect(() => {
    if (saved) navigate(listPath);
  }, [saved, listPath, navigate]);

  const clearErrors = (...keys: (keyof PostFormErrors)[]) => {
    if (keys.some((key) => errors[key]))
      setErrors((all) => {
        const rest = { ...all };
        for (const key of keys) delete rest[key];
        return rest;
      });
  };

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearErrors(key);
  };

  const setTitle = (title: string) => {
    setValues((v) => ({ ...v, title, slug: fixedSlug ? v.slug : slugify(title) }));
    clearErrors('title', ...(fixedSlug ? [] : ['slug' as const]));
  };

  const chooseImage = (file: File | null) => {
    setImage(file);
    clearErrors('image');
  };

  /** The editor's own formatting of the loaded HTML is not an edit. */
  const contentReady = (html: string) => {
    setValues((v) => (v.content === baseline.content ? { ...v, content: html } : v));
    setBaseline((b) => ({ ...b, content: html }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found: PostFormErrors = {
      ...validatePost(
        values,
        editorial && { timeZone: editorial.timeZone, now: Date.now(), fixedSlug },
      ),
    };
    const badImage = imageError(image);
    if (badImage) found.image = badImage;
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      // A slug made from the title: the title is what to fix.
      controls.current[first === 'slug' && !fixedSlug ? 'title' : first]?.focus();
      return;
    }
    setSubmitting(true);
    const ok = await onSubmit({ values: { ...values, title: values.title.trim() }, image });
    setSubmitting(false);
    if (ok) setSaved(true);
  }

  function fill(revision: Revision) {
    setValues((v) => ({
      ...v,
      title: revision.title,
      slug: fixedSlug || revision.title === v.title ? v.slug : slugify(revision.title),
      excerpt: revision.excerpt,
      content: revision.content,
      categoryId: revision.category_id === null ? v.categoryId : String(revision.category_id),
      metaTitle: revision.meta_title ?? '',
      metaDescription: revision.meta_description ?? '',
      imageAlt: revision.image_alt ?? '',
    }));
    setErrors({});
    setRecovered(true);
  }

  const refFor = (field: PostFieldName) => (el: HTMLElement | null) => {
    controls.current[field] = el;
  };

  return {
    values,
    set,
    setTitle,
    fixedSlug,
    /** The slug it had when the form opened (what "Keep the current address" goes back to). */
    savedSlug: baseline.slug,
    image,
    chooseImage,
    contentReady,
    errors,
    // Over their limits as they are typed; the rest is checked on saving.
    shownErrors: editorial ? { ...limitErrors(values), ...errors } : errors,
    submitting,
    submit,
    fill,
    refFor,
    cancel: () => navigate(listPath),
  };
}
