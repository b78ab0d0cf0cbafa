import { useState } from 'react';
import type { Category } from '../../../../contract/schemas';
import { clearDraft } from '../editor/drafts';
import type { AdminCapabilities } from '../../lib/capabilities';
import { useServerAutosave } from './useServerAutosave';
import { useAdminNotify } from '../../ui/useAdminNotify';
import { useCreatePostMutation, useUpdatePostMutation } from '../api';
import { FormAlert } from './FormAlert';
import { failureMessage } from '../../lib/writeResult';
import { POST_MESSAGES } from '../messages';
import { PostForm, type PostSubmission } from './PostForm';
import { postFields } from './postFields';
import { EDITORIAL_DEFAULTS, type PostFormValues } from './validatePost';

const DRAFT_KEY = 'post-new';
const EMPTY: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  categoryId: '',
  // A new post is published when added, as the seed's; the admin picks Draft or Scheduled.
  ...EDITORIAL_DEFAULTS,
};

/**
 * A new post: sent with q=posts; back to the list with a notice once it is added.
 *
 * With the editorial workflow, the server autosave may have created the post already (as a
 * draft, from its first autosave): the save then updates that draft with q=post-update, with the
 * `updated_at` it was created with (autosaves never change it), so no second post is made and a
 * change made to the draft elsewhere meanwhile is refused rather than overwritten.
 */
export function AddPostForm({
  categories,
  categoriesLoading,
  dark,
  listPath,
  capabilities,
  autosaveInterval,
}: {
  categories: Category[];
  categoriesLoading: boolean;
  dark: boolean;
  listPath: string;
  capabilities: Pick<AdminCapabilities, 'editorial' | 'timeZone'>;
  autosaveInterval?: number;
}) {
  const [createPost] = useCreatePostMutation();
  const [updatePost] = useUpdatePostMutation();
  const autosave = useServerAutosave(undefined);
  const notify = useAdminNotify();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ values, image }: PostSubmission): Promise<boolean> {
    setFailure(null);
    try {
      const fields = postFields(values, capabilities.editorial ? capabilities : undefined);
      let message: string;
      // An autosave on its way may be creating the draft: wait for it, not to make two posts.
      await autosave.settle();
      const draft = capabilities.editorial ? autosave.created() : null;
      if (draft) {
        await updatePost({
          ...fields,
          id: draft.postId,
          image,
          existingImage: null,
          updated_at: draft.updatedAt,
        }).unwrap();
        message = POST_MESSAGES.added;
      } else {
        const answer = await createPost({ ...fields, image }).unwrap();
        message = answer.message.trim() || POST_MESSAGES.added;
      }
      clearDraft(DRAFT_KEY);
      notify({ kind: 'success', text: message });
      return true;
    } catch (error) {
      setFailure(failureMessage(error, POST_MESSAGES.addFailed));
      return false;
    }
  }

  return (
    <PostForm
      mode="add"
      initial={EMPTY}
      categories={categories}
      categoriesLoading={categoriesLoading}
      dark={dark}
      draftKey={DRAFT_KEY}
      listPath={listPath}
      notice={failure && <FormAlert>{failure}</FormAlert>}
      onSubmit={submit}
      editorial={capabilities.editorial ? { timeZone: capabilities.timeZone, autosave } : undefined}
      autosaveInterval={autosaveInterval}
    />
  );
}
