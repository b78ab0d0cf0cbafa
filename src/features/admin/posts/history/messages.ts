/** The history screen's texts, written once (an e2e test reads them). */
import type { RevisionSummary } from '../../../../contract/schemas';

export const HISTORY_MESSAGES = {
  title: 'Post History',
  revisions: 'Revisions',
  loading: 'Loading history...',
  loadFailed: 'Could not load the history.',
  none: 'No revisions yet: each save keeps one.',
  compare: 'Compare',
  loadingVersion: 'Loading this version...',
  versionFailed: 'Could not load this version.',
  tryAgain: 'Try again',
  comparedWith: 'Compared with the current version',
  legend:
    'What restoring this version would change: struck-through text is in the current version only, underlined text in this version only.',
  formattingOnly: 'Only the formatting differs (the words are the same).',
  keptOnRestore: 'Restoring keeps the current one.',
  sameAsCurrent: 'This version is the same as the current one: there is nothing to restore.',
  keptOnly:
    'Restoring this version would change nothing: what differs is kept as it is now on restore.',
  restore: 'Restore this version',
  restoring: 'Restoring...',
  confirmRestore: 'Restore this version? The current version stays in the history.',
  confirmRestoreLabel: 'Restore',
  restored: 'Version restored',
  restoredImageKept: 'Version restored; its image was deleted, so the current image was kept',
  restoreFailed: 'Could not restore this version.',
  backToEditing: 'Back to editing',
  preview: 'Preview',
  empty: '(empty)',
  noImage: 'No image',
  noCategory: 'No category',
  notSet: 'Not set',
} as const;

/** The fields a revision keeps, as the admin reads them. */
export const FIELD_LABELS: Record<RevisionSummary['changed'][number], string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  category_id: 'Category',
  image_path: 'Image',
  status: 'Status',
  published_at: 'Publication time',
  meta_title: 'Meta title',
  meta_description: 'Meta description',
  image_alt: 'Image alt text',
};

export const KIND_LABELS: Record<RevisionSummary['kind'], string> = {
  save: 'Saved',
  autosave: 'Autosave',
  restore: 'Restored',
};

/** "Changed: Title, Content" (in the order the fields appear in the form). */
export function changedText(changed: RevisionSummary['changed']): string {
  if (changed.length === 0) return 'Nothing changed';
  const order = Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[];
  const fields = order.filter((field) => changed.includes(field));
  return `Changed: ${fields.map((field) => FIELD_LABELS[field]).join(', ')}`;
}
