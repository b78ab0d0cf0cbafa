import { useRef, type ReactNode } from 'react';
import type { PredictionProof } from '../../../../contract/predictionCalls';
import type { Category, Revision } from '../../../../contract/schemas';
import type { EditorHandle } from '../editor/editorProps';
import { PredictionsPanel } from '../predictions/PredictionsPanel';
import { buttonClass } from '../../ui/styles';
import { AutosaveStatus } from './AutosaveStatus';
import { EDITORIAL_FORM } from './formMessages';
import { PostMainFields } from './PostMainFields';
import { PublicationFieldset } from './PublicationFieldset';
import { SearchSharingFieldset } from './SearchSharingFieldset';
import { usePostForm, type PostSubmission } from './usePostForm';
import { SERVER_AUTOSAVE_INTERVAL_MS, type ServerAutosave } from './useServerAutosave';
import type { PostFormValues } from './validatePost';

export type { PostSubmission } from './usePostForm';

/** The editorial workflow, when the backend has it: the form then edits and sends its fields. */
export interface PostFormEditorial {
  /** The site's zone, in which publication times are entered and shown. */
  timeZone: string;
  /** When the post as saved went out (UTC ISO), null or absent for a new post or a draft. */
  publishedAt?: string | null;
  /**
   * The post went live (readers could see it): its address is fixed, and a title edit leaves the
   * slug alone; the admin changes it only on purpose (the old address then answers 301).
   */
  fixedSlug?: boolean;
  /** Unsaved work kept on the server every `autosaveInterval` ms while there is some. */
  autosave?: ServerAutosave;
  /** Shown above the fields; `fill` puts a revision's text into the form (as unsaved edits). */
  recovery?: (fill: (revision: Revision) => void) => ReactNode;
}

/**
 * The add and edit post form: title, the read-only slug made live from the title, excerpt,
 * category, cover image with preview, rich-text content, the predictions in it (each made with
 * its own form); Add Post (or Save) and Cancel.
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
  predictionProofs,
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
  /** What the backend's record says of the post's predictions (locked ones are read-only). */
  predictionProofs?: PredictionProof[];
}) {
  const form = usePostForm({ initial, listPath, onSubmit, editorial, autosaveInterval });
  const editorHandle = useRef<EditorHandle | null>(null);
  const { values, set, refFor, shownErrors, submitting } = form;
  const autosave = editorial?.autosave;

  const categorySlug = categories.find((c) => String(c.id) === values.categoryId)?.slug;
  const postUrl = `${window.location.origin}/${[categorySlug, values.slug || '…'].filter(Boolean).join('/')}`;
  let submitLabel = mode === 'add' ? 'Add Post' : 'Save';
  if (editorial && values.status === 'draft') submitLabel = EDITORIAL_FORM.saveDraft;
  if (editorial && values.status === 'scheduled') submitLabel = EDITORIAL_FORM.schedule;

  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-busy={submitting || undefined}
      className="space-y-6"
    >
      {editorial?.recovery?.(form.fill)}
      {notice}
      <PostMainFields
        form={form}
        categories={categories}
        categoriesLoading={categoriesLoading}
        currentImageUrl={currentImageUrl}
        editorial={Boolean(editorial)}
        dark={dark}
        draftKey={draftKey}
        editorHandle={editorHandle}
        categorySlug={categorySlug}
      />
      <PredictionsPanel
        content={values.content}
        onContentChange={(html) => set('content', html)}
        editor={editorHandle}
        proofs={predictionProofs}
      />
      {editorial && (
        <PublicationFieldset
          status={values.status}
          publishAt={values.publishAt}
          publishedAt={editorial.publishedAt ?? null}
          timeZone={editorial.timeZone}
          error={shownErrors.publishAt}
          publishAtRef={refFor('publishAt')}
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
          metaTitleRef={refFor('metaTitle')}
          metaDescriptionRef={refFor('metaDescription')}
          onChange={(field, value) => set(field, value)}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={form.cancel}>
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
