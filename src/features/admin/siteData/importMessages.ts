/** The import section's words. */
import { formatBytes } from '../../../contract/bytes';

const count = (n: number) => n.toLocaleString('en-US');

/** "about 3 min left", "about 40 s left", "about 1 h 05 min left". */
export function timeLeft(seconds: number): string {
  if (seconds < 60) return `about ${Math.max(1, seconds)} s left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  return `about ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min left`;
}

export const IMPORT_MESSAGES = {
  section: 'Import from WordPress or Ghost',
  explain:
    'Posts with their categories, authors, images, excerpts and dates. Old links lead to the new addresses. Importing the same export again adds nothing twice: what changed there is updated.',
  exportLabel: 'Export file',
  exportHint:
    'WordPress: Tools → Export → All content (.xml). Ghost: Settings → Import/Export → Export content (.json).',
  imagesLabel: 'Images (optional)',
  imagesHint:
    "WordPress's wp-content/uploads folder, or Ghost's content/images folder, as one zip. Without it, each image is reported missing.",
  chooseExport: 'Choose the export file',
  start: 'Start import',
  busy: 'Uploading...',
  uploadFailed: 'The import could not start: the files were not sent.',
  loadFailed: 'Failed to fetch the last import',
  loading: 'Loading the last import...',
  uploadLabel: 'Upload progress',
  uploading: (name: string, sent: number, total: number) =>
    `Uploading ${name}: ${formatBytes(sent)} of ${formatBytes(total)}`,
  progressLabel: 'Import progress',
  running: (name: string) => `Importing ${name}`,
  checking: 'Reading and checking the whole file first: nothing is written until all of it passes.',
  progress: (done: number, total: number, secondsLeft: number | null) =>
    `${count(done)} of ${count(total)} posts${secondsLeft === null ? '' : `, ${timeLeft(secondsLeft)}`}`,
  keepsGoing: 'It goes on if you leave this page; come back to see its report.',
  lastImport: 'Last import',
  finished: (name: string, at: string, by: string | null) =>
    `${name}, finished ${at}${by ? ` (started by ${by})` : ''}`,
  failed: 'The import stopped',
  figures: {
    created: 'Posts created',
    updated: 'Posts updated',
    skipped: 'Posts skipped',
    categories: 'Categories created',
    authors: 'Staff accounts created',
  },
  authorsNote: 'Accounts made for the old site’s authors have no password: invite them from Staff.',
  ofTotal: (total: number) => `Of ${count(total)} posts in the export.`,
  skippedTitle: 'Skipped',
  skippedCaption: 'Posts skipped, with the reason for each',
  noneSkipped: 'Nothing was skipped.',
  missingTitle: 'Images missing',
  missingCaption: 'Images not found in the zip, with the post that shows each',
  noneMissing: 'No image is missing.',
  shown: (shown: number, total: number) => `The first ${count(shown)} of ${count(total)}.`,
} as const;
