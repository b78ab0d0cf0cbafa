import type { PostStatus } from '../../../../contract/schemas';
import { EDITORIAL_FORM } from './formMessages';

/**
 * What the form's one primary button does, named for it: on a seed backend the spec's "Add Post"
 * or "Save"; with the editorial workflow, by the chosen status against the saved one: save a
 * draft, publish (a post readers do not see yet), schedule (a new time), or update (a post
 * already out, or already scheduled for that time).
 */
export type PublishAction = 'add' | 'save' | 'draft' | 'publish' | 'schedule' | 'update';

export function publishAction({
  mode,
  editorial,
  status,
  publishAt,
  saved,
}: {
  mode: 'add' | 'edit';
  editorial: boolean;
  status: PostStatus;
  publishAt: string;
  /** The post as saved: null for a post never saved. */
  saved: { status: PostStatus; publishAt: string } | null;
}): PublishAction {
  if (!editorial) return mode === 'add' ? 'add' : 'save';
  if (status === 'draft') return 'draft';
  if (status === 'published') return saved?.status === 'published' ? 'update' : 'publish';
  return saved?.status === 'scheduled' && saved.publishAt === publishAt ? 'update' : 'schedule';
}

export const ACTION_LABELS: Record<PublishAction, string> = {
  add: 'Add Post',
  save: 'Save',
  draft: EDITORIAL_FORM.saveDraft,
  publish: EDITORIAL_FORM.publish,
  schedule: EDITORIAL_FORM.schedule,
  update: EDITORIAL_FORM.update,
};

/** Publishing or scheduling is asked first: it decides what readers see, and when. */
export const needsConfirmation = (action: PublishAction) =>
  action === 'publish' || action === 'schedule';
