import { useRef, type ReactNode } from 'react';
import type { PredictionProof } from '../../../../contract/predictionCalls';
import type { Category, Revision } from '../../../../contract/schemas';
import type { EditorHandle } from '../editor/editorProps';
import { PredictionsPanel } from '../predictions/PredictionsPanel';
import { EDITORIAL_STATUS_LABELS } from '../messages';
import { formatInZone, fromZonedInput } from '../time';
import { useConfirm } from '../../ui/useConfirm';
import { AuthorField, type AuthorChoice } from './AuthorField';
import { AutosaveStatus } from './AutosaveStatus';
import { EDITORIAL_FORM, goesLiveAt, goesLiveNow, scheduledFor } from './formMessages';
import { PostActionBar } from './PostActionBar';
import { PostMainFields } from './PostMainFields';
import { PublicationFieldset } from './PublicationFieldset';
import { ACTION_LABELS, needsConfirmation, publishAction } from './publishAction';
import { SearchSharingFieldset } from './SearchSharingFieldset';
import { usePostForm, type PostSubmission, type SaveOutcome } from './usePostForm';
import { useSaveShortcut } from './useSaveShortcut';
import { SERVER_AUTOSAVE_INTERVAL_MS, type ServerAutosave } from './useServerAutosave';
import type { PostFormValues } from './validatePost';

export type { PostSubmission, SaveOutcome } from './usePostForm';

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
  /** The saved post's preview page, offered in the action bar. */
  previewPath?: string;
  /** The staff the post may be given to: for editors and owners only (the author select). */
  authors?: readonly AuthorChoice[];
}

/**
 * The add and edit post form: title, the read-only slug made live from the title, excerpt,
 * category, cover image with preview, rich-text content, the predictions in it (each made with
 * its own form); Add Post (or Save) and Cancel in an action bar that stays in view.
 * Checks everything before sending, keeps what was typed when a save fails, and asks before
 * leaving with unsaved changes. Ctrl+S (Cmd+S) saves, as the button does. `onSubmit` resolves
 * what the save came to: the page to go to, or staying in the form.
 *
 * With `editorial` (a backend with the editorial workflow) it also has the post's publication
 * (draft, published, scheduled at a time in the site's zone), its alt text, its search and
 * sharing fields with a preview, and the bar shows the post's status and the server autosave's
 * state; its button says what it does (Save draft, Publish, Schedule, Update), and publishing or
 * scheduling first asks, showing the post's address and when it goes live.
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
  onSubmit: (submission: PostSubmission) => Promise<SaveOutcome>;
  editorial?: PostFormEditorial;
  autosaveInterval?: number;
  /** What the backend's record says of the post's predictions (locked ones are read-only). */
  predictionProofs?: PredictionProof[];
}) {
  const confirm = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const editorHandle = useRef<EditorHandle | null>(null);
  const categorySlugOf = (id: string) => categories.find((c) => String(c.id) === id)?.slug;
  const urlOf = (v: PostFormValues) =>
    `${window.location.origin}/${[categorySlugOf(v.categoryId), v.slug || '…'].filter(Boolean).join('/')}`;
  const actionOf = (v: PostFormValues, saved: PostFormValues | null) =>
    publishAction({
      mode,
      editorial: Boolean(editorial),
      status: v.status,
      publishAt: v.publishAt,
      saved,
    });

  /** Publishing or scheduling: where readers will find the post, and from when. */
  async function confirmGoingLive(v: PostFormValues): Promise<boolean> {
    const action = actionOf(v, mode === 'add' ? null : form.baseline);
    if (!editorial || !needsConfirmation(action)) return true;
    const zone = editorial.timeZone;
    const scheduled = action === 'schedule';
    const when = scheduled
      ? formatInZone(fromZonedInput(v.publishAt, zone), zone)
      : formatInZone(new Date().toISOString(), zone);
    return confirm(scheduled ? EDITORIAL_FORM.confirmSchedule : EDITORIAL_FORM.confirmPublish, {
      confirmLabel: ACTION_LABELS[action],
      description: (
        <>
          {scheduled ? goesLiveAt(when) : goesLiveNow(when)}
          <span className="break-all font-semibold text-slate-900 dark:text-slate-100">
            {urlOf(v)}
          </span>
        </>
      ),
    });
  }

  const form = usePostForm({
    initial,
    listPath,
    onSubmit,
    editorial,
    autosaveInterval,
    confirm: confirmGoingLive,
  });
  const { values, set, refFor, shownErrors, submitting } = form;
  const autosave = editorial?.autosave;
  useSaveShortcut(formRef);

  const categorySlug = categorySlugOf(values.categoryId);
  const postUrl = urlOf(values);
  const submitLabel = ACTION_LABELS[actionOf(values, mode === 'add' ? null : form.baseline)];
  let status: string | undefined;
  if (editorial) {
    const saved = form.baseline;
    if (mode === 'add') status = EDITORIAL_FORM.newPost;
    else if (saved.status === 'scheduled') {
      const at = fromZonedInput(saved.publishAt, editorial.timeZone);
      status = scheduledFor(formatInZone(at, editorial.timeZone));
    } else status = EDITORIAL_STATUS_LABELS[saved.status];
  }

  return (
    <form
      ref={formRef}
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
      {editorial?.authors && (
        <AuthorField
          authors={editorial.authors}
          value={values.authorId}
          onChange={(id) => set('authorId', id)}
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
      <PostActionBar
        status={status}
        autosave={
          editorial &&
          autosave && (
            <AutosaveStatus
              phase={autosave.phase}
              savedAt={autosave.savedAt}
              timeZone={editorial.timeZone}
              className="text-left"
            />
          )
        }
        previewPath={editorial?.previewPath}
        submitLabel={submitLabel}
        submitting={submitting}
        onCancel={form.cancel}
      />
    </form>
  );
}
