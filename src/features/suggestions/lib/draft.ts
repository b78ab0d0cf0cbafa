/** The suggestion being written, its checks, and the stored record it becomes. */
import { DETAILS_MAX, MESSAGES } from '../messages';
import type { TabId } from '../tabs';
import { parseTags, type Suggestion, type Urgency } from './suggestionStore';

export type SuggestionDraft = {
  title: string;
  url: string;
  tags: string;
  details: string;
  urgency: Urgency;
  allowContact: boolean;
  email: string;
};

export const EMPTY_DRAFT: SuggestionDraft = {
  title: '',
  url: '',
  tags: '',
  details: '',
  urgency: 'normal',
  allowContact: true,
  email: '',
};

export type DraftProblem = { message: string; field: 'title' | 'details' };

/** The first problem of the draft, or null when it can be submitted. */
export function checkDraft(draft: SuggestionDraft): DraftProblem | null {
  const title = draft.title.trim();
  const details = draft.details.trim();
  if (!title || !details) {
    return { message: MESSAGES.missingFields, field: title ? 'details' : 'title' };
  }
  if (draft.details.length > DETAILS_MAX) {
    return { message: MESSAGES.detailsTooLong, field: 'details' };
  }
  return null;
}

/** The record kept in storage. `id` is the creation time in ms, bumped if already taken. */
export function toSuggestion(
  draft: SuggestionDraft,
  tab: TabId,
  now: Date,
  takenIds: ReadonlySet<number> = new Set(),
): Suggestion {
  let id = now.getTime();
  while (takenIds.has(id)) id += 1;
  return {
    id,
    tab,
    title: draft.title.trim(),
    details: draft.details.trim(),
    url: draft.url.trim(),
    tags: parseTags(draft.tags),
    urgency: draft.urgency,
    allowContact: draft.allowContact,
    email: draft.allowContact ? draft.email.trim() : '',
    createdAt: now.toISOString(),
    status: 'new',
  };
}
