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

/**
 * What a save came to: false when it failed (the form keeps everything); once saved, the page to
 * go to (`leaveTo`, e.g. the list), or none to stay in the form, which then starts from what was
 * saved.
 */
export type SaveOutcome = false | { leaveTo?: string; replace?: boolean };

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
 * The post form's state: its values against the baseline they started from (the post as last
 * saved), the chosen image, the errors (those over a limit as they are typed, with `editorial`),
 * sending, and where to go once saved (or staying, the saved values the new baseline). Asks
 * `confirm` (when given) before sending checked values; asks before leaving with unsaved changes
 * and keeps them on the server every `autosaveInterval` ms when there is an `autosave`.
 * `refFor(field)` registers a field's control, so the first field with an error gets the focus.
 */
export function usePostForm({
  initial,
  listPath,
  onSubmit,
  editorial,
  autosaveInterval,
  confirm,
}: {
  initial: PostFormValues;
  listPath: string;
  onSubmit: (submission: PostSubmission) => Promise<SaveOutcome>;
  editorial?: { timeZone: string; autosave?: ServerAutosave; fixedSlug?: boolean };
  autosaveInterval: number;
  /** Asked with the checked values before they are sent; false sends nothing. */
  confirm?: (values: PostFormValues) => Promise<boolean>;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // Saved and on the way to another page: nothing left to guard or autosave.
  const [leaving, setLeaving] = useState<{ to: string; replace?: boolean } | null>(null);
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
  useUnsavedChangesGuard(dirty && !leaving);
  useAutosaveTimer(
    Boolean(autosave) && dirty && !leaving && !submitting,
    autosaveInterval,
    () => void autosave?.save(values),
  );

  useEffect(() => {
    if (leaving) navigate(leaving.to, { replace: leaving.replace });
  }, [leaving, navigate]);

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
    const sent = { ...values, title: values.title.trim() };
    if (confirm && !(await confirm(sent))) {
      setSubmitting(false);
      return;
    }
    const outcome = await onSubmit({ values: sent, image });
    setSubmitting(false);
    if (!outcome) return;
    if (outcome.leaveTo) {
      setLeaving({ to: outcome.leaveTo, replace: outcome.replace });
      return;
    }
    // Staying: what was saved is the form's new starting point (edits made meanwhile stay).
    setBaseline(sent);
    setImage(null);
    setRecovered(false);
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
    /** The post as last saved (the form's baseline). */
    baseline,
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
