import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category } from '../../../api/schemas';
import { slugify } from '../../../lib/slug';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';
import { FormField } from '../../../components/form/FormField';
import { controlClass } from '../../../components/form/formStyles';
import { buttonClass, panelClass } from '../ui/styles';
import { POST_MESSAGES } from './messages';
import { PostImageField } from './PostImageField';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { imageError, validatePost, type PostFormErrors, type PostFormValues } from './validatePost';

export interface PostSubmission {
  values: PostFormValues;
  /** A newly chosen image, null to keep the current one (or have none). */
  image: File | null;
}

const FIELD_ORDER = ['title', 'slug', 'excerpt', 'categoryId', 'image', 'content'] as const;

/**
 * The add and edit post form: title, the read-only slug made live from the title, excerpt,
 * category, cover image with preview, rich-text content; Add Post (or Save) and Cancel.
 * Checks everything before sending, keeps what was typed when a save fails, and asks before
 * leaving with unsaved changes. `onSubmit` resolves true once the post is saved; the form then
 * returns to `listPath`.
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
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);
  const controls = useRef<Partial<Record<(typeof FIELD_ORDER)[number], HTMLElement | null>>>({});

  const dirty =
    image !== null ||
    values.title !== baseline.title ||
    values.excerpt !== baseline.excerpt ||
    values.categoryId !== baseline.categoryId ||
    values.content !== baseline.content;
  useUnsavedChangesGuard(dirty && !saved);

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
    const found: PostFormErrors = { ...validatePost(values) };
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

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting || undefined} className="space-y-6">
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => navigate(listPath)}
        >
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={submitting}>
          {mode === 'add' ? 'Add Post' : 'Save'}
        </button>
      </div>
    </form>
  );
}
