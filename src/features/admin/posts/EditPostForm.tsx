import { useState } from 'react';
import { imageUrl } from '../../../api/http';
import type { Category, Post } from '../../../api/schemas';
import { clearDraft } from '../editor/drafts';
import { buttonClass } from '../ui/styles';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useConfirm } from '../ui/useConfirm';
import { useLazyGetAdminPostQuery, useUpdatePostMutation } from './api';
import { FormAlert } from './FormAlert';
import { failureMessage } from '../lib/writeResult';
import { isConflict, POST_MESSAGES } from './messages';
import { PostForm, type PostSubmission } from './PostForm';
import { postFields } from './postFields';

type Failure =
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'overwrite' };

/**
 * Editing a post: sent with q=post-update, with the new image or the current one's path, and the
 * `updated_at` it was loaded with. When the post changed elsewhere meanwhile the backend refuses
 * (409): the admin sees why, keeps every edit, and chooses to load the other version or to save
 * theirs over it. Nothing is ever overwritten silently.
 */
export function EditPostForm({
  post,
  categories,
  categoriesLoading,
  dark,
  listPath,
  onReload,
}: {
  post: Post;
  categories: Category[];
  categoriesLoading: boolean;
  dark: boolean;
  listPath: string;
  /** Loads the post again and restarts the form with it (discarding edits). */
  onReload: () => void;
}) {
  const [updatePost] = useUpdatePostMutation();
  const [fetchLatest, latest] = useLazyGetAdminPostQuery();
  const notify = useAdminNotify();
  const confirm = useConfirm();
  // The version this form edits: the one it opened, or the latest once the admin chose to save
  // over it. Later refetches of the post do not move it.
  const [base, setBase] = useState({ updated_at: post.updated_at, image_path: post.image_path });
  const [failure, setFailure] = useState<Failure | null>(null);
  const draftKey = `post-${post.id}`;

  async function submit({ values, image }: PostSubmission): Promise<boolean> {
    setFailure(null);
    try {
      const answer = await updatePost({
        ...postFields(values),
        id: post.id,
        image,
        existingImage: base.image_path,
        updated_at: base.updated_at,
      }).unwrap();
      clearDraft(draftKey);
      notify({ kind: 'success', text: answer.message.trim() || POST_MESSAGES.updated });
      return true;
    } catch (error) {
      if (isConflict(error)) {
        setFailure({ kind: 'conflict', message: failureMessage(error, POST_MESSAGES.conflict) });
      } else {
        setFailure({ kind: 'error', message: failureMessage(error, POST_MESSAGES.updateFailed) });
      }
      return false;
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

  return (
    <PostForm
      mode="edit"
      initial={{
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        categoryId: post.category_id === null ? '' : String(post.category_id),
      }}
      currentImageUrl={imageUrl(base.image_path)}
      categories={categories}
      categoriesLoading={categoriesLoading}
      dark={dark}
      draftKey={draftKey}
      listPath={listPath}
      notice={notice}
      onSubmit={submit}
    />
  );
}
