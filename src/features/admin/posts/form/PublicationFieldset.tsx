import type { Ref } from 'react';
import type { PostStatus } from '../../../../contract/schemas';
import { TextField } from '../../../../components/form/TextField';
import { useAccess } from '../../lib/access';
import { formatInZone } from '../time';
import { FormPanel } from './FormPanel';
import { EDITORIAL_FORM, publishAtHint, publishedOn } from './formMessages';

const CHOICES: { value: PostStatus; label: string }[] = [
  { value: 'draft', label: EDITORIAL_FORM.draft },
  { value: 'published', label: EDITORIAL_FORM.published },
  { value: 'scheduled', label: EDITORIAL_FORM.scheduled },
];

/**
 * Whether the post is a draft, out, or out at a chosen time: the time is entered in the site's
 * zone (whatever the browser's), and shown for a post already published.
 */
export function PublicationFieldset({
  status,
  publishAt,
  publishedAt,
  timeZone,
  error,
  publishAtRef,
  onStatusChange,
  onPublishAtChange,
}: {
  status: PostStatus;
  /** The `datetime-local` value, in `timeZone`. */
  publishAt: string;
  /** When the post as saved went out (UTC ISO); shown while it is published. */
  publishedAt: string | null;
  timeZone: string;
  error?: string;
  publishAtRef: Ref<HTMLInputElement>;
  onStatusChange: (status: PostStatus) => void;
  onPublishAtChange: (value: string) => void;
}) {
  const published =
    status === 'published' && publishedAt ? formatInZone(publishedAt, timeZone) : '';
  // A contributor writes drafts: publishing and scheduling are an author's or an editor's.
  const mayPublish = useAccess().can('posts.publish');
  const choices = mayPublish ? CHOICES : CHOICES.filter((choice) => choice.value === status);
  return (
    <FormPanel legend={EDITORIAL_FORM.publication} gap="gap-4">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input
              type="radio"
              name="status"
              value={choice.value}
              checked={status === choice.value}
              onChange={() => onStatusChange(choice.value)}
              className="h-4 w-4 accent-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 dark:accent-brand-400 dark:focus-visible:ring-offset-ink-800"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {!mayPublish && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{EDITORIAL_FORM.draftsOnly}</p>
      )}
      {published && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{publishedOn(published)}</p>
      )}
      {status === 'scheduled' && (
        <TextField
          label={EDITORIAL_FORM.publishAt}
          hint={publishAtHint(timeZone)}
          error={error}
          ref={publishAtRef}
          type="datetime-local"
          name="published_at"
          value={publishAt}
          onChange={(event) => onPublishAtChange(event.target.value)}
          controlClassName="sm:max-w-xs"
        />
      )}
    </FormPanel>
  );
}
