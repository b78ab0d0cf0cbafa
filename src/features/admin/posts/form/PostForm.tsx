import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category, Revision } from '../../../../contract/schemas';
import { slugify } from '../../../../lib/slug';
import { AutosaveStatus } from './AutosaveStatus';
import { EDITORIAL_FORM } from './formMessages';
import { ImageAltField } from './ImageAltField';
import { PublicationFieldset } from './PublicationFieldset';
import { SearchSharingFieldset } from './SearchSharingFieldset';
import { useAutosaveTimer } from './useAutosaveTimer';
import { SERVER_AUTOSAVE_INTERVAL_MS, type ServerAutosave } from './useServerAutosave';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';
import { FormField } from '../../../../components/form/FormField';
import { controlClass } from '../../../../components/form/formStyles';
import { buttonClass, panelClass } from '../../ui/styles';
import { POST_MESSAGES } from '../messages';
import { PostImageField } from './PostImageField';
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
type FieldName = (typeof FIELD_ORDER)[number];

/** The editorial workflow, when the backend has it: the form then edits and sends its fields. */
export interface PostFormEditorial {
  /** The site's zone, in which publication times are entered and shown. */
  timeZone: string;
  /** When the post as saved went out (UTC ISO), null or absent for a new post or a draft. */
  publishedAt?: string | null;
  /** Unsaved work kept on the server every `autosaveInterval` ms while there is some. */
  autosave?: ServerAutosave;
  /** Shown above the fields; `fill` puts a revision's text into the form (as unsaved edits). */
  recovery?: (fill: (revision: Revision) => void) => ReactNode;
}

/**
 * The add and edit post form: title, the read-only slug made live from the title, excerpt,
 * category, cover image with preview, rich-text content; Add Post (or Save) and Cancel.
 * Checks everything before sending, keeps what was typed when a save fails, and asks before
 * leaving with unsaved changes. `onSubmit` resolves true once the post is saved; the form then
 * returns to `listPath`.
 *
 * With `editorial` (a backend with the editorial workflow) it also has the post's publication
 * (draft, published, scheduled at a time in the site's zone), its alt text, its search and
 * sharing fields with a preview, and the server autosave's status line.
 */
export function PostForm({
  mode,
  initial,
  currentImageUrl = null,
  categories,
  categoriesLoading,
  dark,
  draftKey,
  notice,
  listPath,
  onSubmit,
  editorial,
  autosaveInterval = SERVER_AUTOSAVE_INTERVAL_MS,
}: {
  mode: 'add' | 'edit';
  initial: PostFormValues;
  currentImageUrl?: string | null;
  categories: Category[];
  categoriesLoading: boolean;
  dark: boolean;
  draftKey: string;
  /** Shown above the fields: why the last save failed. */
  notice?: ReactNode;
  listPath: string;
  onSubmit: (submission: PostSubmission) => Promise<boolean>;
  editorial?: PostFormEditorial;
  autosaveInterval?: number;
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
  const controls = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const autosave = editorial?.autosave;

  // The slug follows the title, so it is no change of its own.
  const dirty =
    image !== null ||
    recovered ||
    (Object.keys(values) as (keyof PostFormValues)[]).some(
      (key) => key !== 'slug' && values[key] !== baseline[key],
    );
  useUnsavedChangesGuard(dirty && !saved);
  useAutosaveTimer(
    Boolean(autosave) && dirty && !saved && !submitting,
    autosaveInterval,
    () => void autosave?.save(values),
  );
  // Over their limits as they are typed; the rest is checked on saving.
  const shownErrors: PostFormErrors = editorial ? { ...limitErrors(values), ...errors } : errors;

  useEffect(() => {
    if (saved) navigate(listPath);
  }, [saved, listPath, navigate]);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found: PostFormErrors = {
      ...validatePost(values, editorial && { timeZone: editorial.timeZone, now: Date.now() }),
    };
    const badImage = imageError(image);
    if (badImage) found.image = badImage;
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      // The slug is made from the title: the title is what to fix.
      controls.current[first === 'slug' ? 'title' : first]?.focus();
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
      slug: revision.title === v.title ? v.slug : slugify(revision.title),
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

  const categorySlug = categories.find((c) => String(c.id) === values.categoryId)?.slug;
  const postUrl = `${window.location.origin}/${[categorySlug, values.slug || '…'].filter(Boolean).join('/')}`;
  let submitLabel = mode === 'add' ? 'Add Post' : 'Save';
  if (editorial && values.status === 'draft') submitLabel = EDITORIAL_FORM.saveDraft;
  if (editorial && values.status === 'scheduled') submitLabel = EDITORIAL_FORM.schedule;

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting || undefined} className="space-y-6">
      {editorial?.recovery?.(fill)}
      {notice}
      <div className={`${panelClass} grid gap-5 p-4 sm:p-6`}>
        <FormField label="Title" error={errors.title}>
          {(field) => (
            <input
              {...field}
              ref={(el) => {
                controls.current.title = el;
              }}
              type="text"
              name="title"
              autoComplete="off"
              value={values.title}
              onChange={(event) => {
                const title = event.target.value;
                setValues((v) => ({ ...v, title, slug: slugify(title) }));
                if (errors.title || errors.slug)
                  setErrors(({ title: _t, slug: _s, ...rest }) => rest);
              }}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Slug" error={errors.slug} hint="Made from the title as you type.">
          {(field) => (
            <input
              {...field}
              type="text"
              name="slug"
              readOnly
              value={values.slug}
              className={`${controlClass} font-mono`}
            />
          )}
        </FormField>
        <FormField label="Excerpt" error={errors.excerpt}>
          {(field) => (
            <textarea
              {...field}
              ref={(el) => {
                controls.current.excerpt = el;
              }}
              name="excerpt"
              rows={3}
              value={values.excerpt}
              onChange={(event) => set('excerpt', event.target.value)}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Category" error={errors.categoryId}>
          {(field) => (
            <select
              {...field}
              ref={(el) => {
                controls.current.categoryId = el;
              }}
              name="category_id"
              value={values.categoryId}
              disabled={categoriesLoading}
              onChange={(event) => set('categoryId', event.target.value)}
              className={controlClass}
            >
              <option value="">
                {categoriesLoading ? POST_MESSAGES.loadingCategories : 'Select a category'}
              </option>
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div
          ref={(el) => {
            controls.current.image = el?.querySelector('input') ?? null;
          }}
        >
          <PostImageField
            file={image}
            currentUrl={currentImageUrl}
            error={errors.image}
            onChange={(file) => {
              setImage(file);
              if (errors.image) setErrors(({ image: _i, ...rest }) => rest);
            }}
          />
        </div>
        {editorial && (
          <ImageAltField
            value={values.imageAlt}
            error={shownErrors.imageAlt}
            inputRef={(el) => {
              controls.current.imageAlt = el;
            }}
            onChange={(value) => set('imageAlt', value)}
          />
        )}
        <FormField label="Content" error={errors.content}>
          {(field) => (
            <LazyRichTextEditor
              id={field.id}
              label="Content"
              describedBy={field['aria-describedby']}
              invalid={field['aria-invalid']}
              value={values.content}
              onChange={(html) => set('content', html)}
              onReady={(html) => {
                // The editor's own formatting of the loaded HTML is not an edit.
                setValues((v) => (v.content === baseline.content ? { ...v, content: html } : v));
                setBaseline((b) => ({ ...b, content: html }));
              }}
              dark={dark}
              draftKey={draftKey}
            />
          )}
        </FormField>
      </div>
      {editorial && (
        <PublicationFieldset
          status={values.status}
          publishAt={values.publishAt}
          publishedAt={editorial.publishedAt ?? null}
          timeZone={editorial.timeZone}
          error={shownErrors.publishAt}
          publishAtRef={(el) => {
            controls.current.publishAt = el;
          }}
          onStatusChange={(status) => set('status', status)}
          onPublishAtChange={(value) => set('publishAt', value)}
        />
      )}
      {editorial && (
        <SearchSharingFieldset
          metaTitle={values.metaTitle}
          metaDescription={values.metaDescription}
          title={values.title}
          excerpt={values.excerpt}
          url={postUrl}
          errors={shownErrors}
          metaTitleRef={(el) => {
            controls.current.metaTitle = el;
          }}
          metaDescriptionRef={(el) => {
            controls.current.metaDescription = el;
          }}
          onChange={(field, value) => set(field, value)}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => navigate(listPath)}
        >
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={submitting}>
          {submitLabel}
        </button>
      </div>
      {editorial && autosave && (
        <AutosaveStatus
          phase={autosave.phase}
          savedAt={autosave.savedAt}
          timeZone={editorial.timeZone}
        />
      )}
    </form>
  );
}
