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
import { postEditPath } from '../paths';
import type { AuthorChoice } from './AuthorField';
import { PostForm, type PostSubmission, type SaveOutcome } from './PostForm';
import { postFields } from './postFields';
import { savedPostLink } from './savedPostLink';
import { EDITORIAL_DEFAULTS, type PostFormValues } from './validatePost';

const DRAFT_KEY = 'post-new';
const EMPTY: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  categoryId: '',
  // On a seed backend a new post is published when added, as the seed's.
  ...EDITORIAL_DEFAULTS,
};
/** With the editorial workflow a new post starts as a draft: publishing is a choice. */
const EMPTY_EDITORIAL: PostFormValues = { ...EMPTY, status: 'draft' };

/**
 * A new post: sent with q=posts. On a seed backend, back to the list with a notice once it is
 * added (the seed's flow); with the editorial workflow, on to the new post's edit page, the
 * notice offering "View post" (or "Preview" while readers cannot see it).
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
  authors,
  authorId = null,
  autosaveInterval,
}: {
  categories: Category[];
  categoriesLoading: boolean;
  dark: boolean;
  listPath: string;
  capabilities: Pick<AdminCapabilities, 'editorial' | 'timeZone'>;
  /** Editors and owners: the staff the post may be given to (the author select). */
  authors?: readonly AuthorChoice[];
  /** The signed-in staff member: the new post's author until another is chosen. */
  authorId?: number | null;
  autosaveInterval?: number;
}) {
  const [createPost] = useCreatePostMutation();
  const [updatePost] = useUpdatePostMutation();
  const autosave = useServerAutosave(undefined);
  const notify = useAdminNotify();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ values, image }: PostSubmission): Promise<SaveOutcome> {
    setFailure(null);
    try {
      const fields = postFields(values, capabilities.editorial ? capabilities : undefined);
      let message: string;
      let id: number | undefined;
      let slug = values.slug;
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
        id = draft.postId;
      } else {
        const answer = await createPost({ ...fields, image }).unwrap();
        message = answer.message.trim() || POST_MESSAGES.added;
        id = answer.id;
        slug = answer.slug ?? slug;
      }
      clearDraft(DRAFT_KEY);
      if (!capabilities.editorial || id === undefined) {
        notify({ kind: 'success', text: message });
        return { leaveTo: listPath };
      }
      const categorySlug = categories.find((c) => String(c.id) === values.categoryId)?.slug;
      notify({
        kind: 'success',
        text: message,
        action: savedPostLink({ id, slug, categorySlug, status: values.status }),
      });
      // The new post's own form: the next save updates it (Back goes to the list, not a blank form).
      return { leaveTo: postEditPath(id), replace: true };
    } catch (error) {
      setFailure(failureMessage(error, POST_MESSAGES.addFailed));
      return false;
    }
  }

  return (
    <PostForm
      mode="add"
      initial={
        capabilities.editorial
          ? {
              ...EMPTY_EDITORIAL,
              // With the select, the form says who the post is by (the server's default: them).
              authorId: authors && authorId !== null ? String(authorId) : '',
            }
          : EMPTY
      }
      categories={categories}
      categoriesLoading={categoriesLoading}
      dark={dark}
      draftKey={DRAFT_KEY}
      listPath={listPath}
      notice={failure && <FormAlert>{failure}</FormAlert>}
      onSubmit={submit}
      editorial={
        capabilities.editorial ? { timeZone: capabilities.timeZone, autosave, authors } : undefined
      }
      autosaveInterval={autosaveInterval}
    />
  );
}
