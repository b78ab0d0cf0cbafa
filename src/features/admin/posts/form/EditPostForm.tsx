import { useState } from 'react';
import { imageUrl } from '../../../../api/http';
import type { Category, Post } from '../../../../contract/schemas';
import { clearDraft } from '../editor/drafts';
import { AutosaveRecovery } from './AutosaveRecovery';
import { useServerAutosave } from './useServerAutosave';
import { toZonedInput } from '../time';
import type { AdminCapabilities } from '../../lib/capabilities';
import { AdminLoading } from '../../ui/AdminLoading';
import { buttonClass } from '../../ui/styles';
import { useAdminNotify } from '../../ui/useAdminNotify';
import { useConfirm } from '../../ui/useConfirm';
import { useLazyGetAdminPostQuery, useUpdatePostMutation, type SavedPostAnswer } from '../api';
import { FormAlert } from './FormAlert';
import { failureMessage } from '../../lib/writeResult';
import { isConflict, POST_MESSAGES } from '../messages';
import { isPredictionRefusal } from '../predictions/blocks';
import { postPreviewPath } from '../paths';
import { PostForm, type PostSubmission, type SaveOutcome } from './PostForm';
import { postFields } from './postFields';
import { savedPostLink } from './savedPostLink';
import { EDITORIAL_DEFAULTS } from './validatePost';
import type { AuthorChoice } from './AuthorField';

type Failure =
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'overwrite' };

/**
 * Editing a post: sent with q=post-update, with the new image or the current one's path, and the
 * `updated_at` it was loaded with (or last saved with). On a seed backend a save goes back to the
 * list (the seed's flow); with the editorial workflow the form stays open, its notice offering
 * "View post" (or "Preview" while readers cannot see it). When the post changed elsewhere
 * meanwhile the backend refuses (409): the admin sees why, keeps every edit, and chooses to load
 * the other version or to save theirs over it. Nothing is ever overwritten silently.
 *
 * With the editorial workflow it also edits the post's publication and meta fields, keeps unsaved
 * work on the server (never changing what readers see), and offers work an earlier session kept
 * there and never saved.
 */
export function EditPostForm({
  post,
  categories,
  categoriesLoading,
  dark,
  listPath,
  onReload,
  capabilities,
  autosaveInterval,
  authors,
}: {
  post: Post;
  categories: Category[];
  categoriesLoading: boolean;
  dark: boolean;
  listPath: string;
  /** Loads the post again and restarts the form with it (discarding edits). */
  onReload: () => void;
  capabilities: AdminCapabilities;
  autosaveInterval?: number;
  /** Editors and owners: the staff the post may be given to (the author select). */
  authors?: readonly AuthorChoice[];
}) {
  const autosave = useServerAutosave(post.id);
  const [updatePost] = useUpdatePostMutation();
  const [fetchLatest, latest] = useLazyGetAdminPostQuery();
  const notify = useAdminNotify();
  const confirm = useConfirm();
  // The version this form edits: the one it opened, or the latest once the admin chose to save
  // over it. Later refetches of the post do not move it.
  const [base, setBase] = useState({ updated_at: post.updated_at, image_path: post.image_path });
  const [failure, setFailure] = useState<Failure | null>(null);
  const draftKey = `post-${post.id}`;

  async function submit({ values, image }: PostSubmission): Promise<SaveOutcome> {
    setFailure(null);
    try {
      // An autosave landing after the save would be offered as unsaved work next time.
      await autosave.settle();
      const answer = await updatePost({
        ...postFields(values, capabilities.editorial ? capabilities : undefined),
        id: post.id,
        image,
        existingImage: base.image_path,
        updated_at: base.updated_at,
      }).unwrap();
      clearDraft(draftKey);
      const text = answer.message.trim() || POST_MESSAGES.updated;
      // A seed backend: back to the list, the seed's flow.
      if (!capabilities.editorial) {
        notify({ kind: 'success', text });
        return { leaveTo: listPath };
      }
      // The form stays open: the next save guards against what this one saved.
      setBase(await savedVersion(answer));
      const categorySlug = categories.find((c) => String(c.id) === values.categoryId)?.slug;
      notify({
        kind: 'success',
        text,
        action: savedPostLink({
          id: post.id,
          slug: values.slug,
          categorySlug,
          status: values.status,
        }),
      });
      return {};
    } catch (error) {
      // A prediction locked at kickoff (or voided) is no other version to load: just say why.
      if (isConflict(error) && !isPredictionRefusal(error)) {
        setFailure({ kind: 'conflict', message: failureMessage(error, POST_MESSAGES.conflict) });
      } else {
        setFailure({ kind: 'error', message: failureMessage(error, POST_MESSAGES.updateFailed) });
      }
      return false;
    }
  }

  /** The version just saved: from the answer, or (when it does not say) read again. */
  async function savedVersion(answer: SavedPostAnswer): Promise<typeof base> {
    if (answer.updated_at !== undefined && answer.image_path !== undefined) {
      return { updated_at: answer.updated_at, image_path: answer.image_path };
    }
    try {
      const saved = await fetchLatest(post.id).unwrap();
      return saved ? { updated_at: saved.updated_at, image_path: saved.image_path } : base;
    } catch {
      // Saved all the same: the next save may then be refused as a conflict, and says so.
      return base;
    }
  }

  async function keepMine() {
    try {
      const newest = await fetchLatest(post.id).unwrap();
      if (!newest) {
        setFailure({ kind: 'error', message: POST_MESSAGES.postNotFound });
        return;
      }
      setBase({ updated_at: newest.updated_at, image_path: newest.image_path });
      setFailure({ kind: 'overwrite' });
    } catch (error) {
      setFailure({ kind: 'error', message: failureMessage(error, POST_MESSAGES.updateFailed) });
    }
  }

  async function loadTheirs() {
    const ok = await confirm('Discard your edits and load the latest version of this post?', {
      confirmLabel: 'Discard my edits',
      tone: 'danger',
    });
    if (ok) onReload();
  }

  let notice = null;
  if (failure?.kind === 'error') notice = <FormAlert>{failure.message}</FormAlert>;
  if (failure?.kind === 'conflict') {
    notice = (
      <FormAlert
        actions={
          <>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={latest.isFetching}
              onClick={keepMine}
            >
              Keep my edits
            </button>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={loadTheirs}>
              Load the latest version
            </button>
          </>
        }
      >
        <p>{failure.message}</p>
        <p className="mt-1 font-normal">
          Your edits are still in the form. Keep them to save over the other version, or load the
          latest version instead.
        </p>
      </FormAlert>
    );
  }
  if (failure?.kind === 'overwrite') {
    notice = (
      <FormAlert tone="info">
        Your edits are kept. Press Save to replace the other version with yours.
      </FormAlert>
    );
  }

  // The form differs with the editorial workflow: it waits for the backend's answer.
  if (capabilities.pending) return <AdminLoading text={POST_MESSAGES.loadingPost} />;

  return (
    <PostForm
      mode="edit"
      initial={{
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        categoryId: post.category_id === null ? '' : String(post.category_id),
        status: post.status ?? EDITORIAL_DEFAULTS.status,
        publishAt: toZonedInput(post.published_at, capabilities.timeZone),
        metaTitle: post.meta_title ?? '',
        metaDescription: post.meta_description ?? '',
        imageAlt: post.image_alt ?? '',
        authorId: post.author_id ? String(post.author_id) : '',
      }}
      currentImageUrl={imageUrl(base.image_path)}
      categories={categories}
      categoriesLoading={categoriesLoading}
      dark={dark}
      draftKey={draftKey}
      listPath={listPath}
      notice={notice}
      predictionProofs={post.predictions}
      onSubmit={submit}
      editorial={
        capabilities.editorial
          ? {
              timeZone: capabilities.timeZone,
              fixedSlug: post.went_live === true,
              publishedAt: post.status === 'published' ? (post.published_at ?? null) : null,
              autosave,
              previewPath: postPreviewPath(post.id),
              authors,
              recovery: (fill) => (
                <AutosaveRecovery postId={post.id} timeZone={capabilities.timeZone} onLoad={fill} />
              ),
            }
          : undefined
      }
      autosaveInterval={autosaveInterval}
    />
  );
}
