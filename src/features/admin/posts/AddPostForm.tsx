import { useState } from 'react';
import type { Category } from '../../../api/schemas';
import { clearDraft } from '../editor/drafts';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useCreatePostMutation } from './api';
import { FormAlert } from './FormAlert';
import { failureMessage } from '../lib/writeResult';
import { POST_MESSAGES } from './messages';
import { PostForm, type PostSubmission } from './PostForm';
import { postFields } from './postFields';

const DRAFT_KEY = 'post-new';
const EMPTY = { title: '', slug: '', excerpt: '', content: '', categoryId: '' };

/** A new post: sent with q=posts; back to the list with a notice once it is added. */
export function AddPostForm({
  categories,
  categoriesLoading,
  dark,
  listPath,
}: {
  categories: Category[];
  categoriesLoading: boolean;
  dark: boolean;
  listPath: string;
}) {
  const [createPost] = useCreatePostMutation();
  const notify = useAdminNotify();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ values, image }: PostSubmission): Promise<boolean> {
    setFailure(null);
    try {
      const answer = await createPost({ ...postFields(values), image }).unwrap();
      clearDraft(DRAFT_KEY);
      notify({ kind: 'success', text: answer.message.trim() || POST_MESSAGES.added });
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
    />
  );
}
