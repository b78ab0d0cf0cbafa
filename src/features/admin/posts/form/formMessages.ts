/** The editorial post form's texts, written once (an e2e test reads them). */
import { LIMITS } from '../../../../contract/schemas';
import { EDITORIAL_STATUS_LABELS } from '../messages';

export const EDITORIAL_FORM = {
  publication: 'Publication',
  draft: EDITORIAL_STATUS_LABELS.draft,
  published: EDITORIAL_STATUS_LABELS.published,
  scheduled: EDITORIAL_STATUS_LABELS.scheduled,
  draftsOnly: 'As a contributor you save drafts; an author or an editor publishes them.',
  publishAt: 'Publish at',
  publishAtMissing: 'Choose when to publish',
  publishAtPast: 'Choose a time in the future',
  searchAndSharing: 'Search and sharing',
  metaTitle: 'Meta title',
  metaTitleHint: 'Used in search results and share cards; the title when empty.',
  metaDescription: 'Meta description',
  metaDescriptionHint: 'Used in search results and share cards; the excerpt when empty.',
  preview: 'Search result preview',
  imageAlt: 'Image alt text',
  imageAltHint: 'Describe the image for readers who cannot see it.',
  saveDraft: 'Save draft',
  schedule: 'Schedule',
  publish: 'Publish',
  update: 'Update',
  confirmPublish: 'Publish this post now?',
  confirmSchedule: 'Schedule this post?',
  newPost: 'New post, not saved yet',
  viewPost: 'View post',
  previewPost: 'Preview',
  previewNewTab: '(opens in a new tab)',
  actions: 'Save and publish',
  autosaving: 'Saving draft to the server…',
  autosaveFailed: 'Could not save to the server; your work is kept in this browser.',
  recoveryLoad: 'Load it',
  recoveryDismiss: 'Dismiss',
  recoveryFailed: 'Could not load the saved work. Try again, or dismiss it.',
} as const;

/** The site's zone by its IANA name, e.g. "Time in Asia/Kolkata". */
export const publishAtHint = (timeZone: string) => `Time in ${timeZone}`;
export const publishedOn = (when: string) => `Published ${when}`;
export const autosavedAt = (clock: string) => `Draft saved to the server at ${clock}`;
/** The publish confirmation's text: where readers will find the post, and from when. */
export const goesLiveNow = (when: string) => `It goes live now (${when}) at `;
export const goesLiveAt = (when: string) => `It goes live on ${when} at `;
export const scheduledFor = (when: string) => `Scheduled for ${when}`;
export const recoveryText = (when: string) => `You have unsaved work from ${when} on the server.`;

export const metaTitleTooLong = `The meta title must be at most ${LIMITS.metaTitleMax} characters.`;
export const metaDescriptionTooLong = `The meta description must be at most ${LIMITS.metaDescriptionMax} characters.`;
export const imageAltTooLong = `The alt text must be at most ${LIMITS.imageAltMax} characters.`;
