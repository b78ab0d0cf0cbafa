/**
 * What differs between the current version and a revision, field by field, read as what restoring
 * the revision would do: the current text removed, the revision's added. A word diff for the texts
 * people read (title, excerpt, the body's text), current → revision for the rest.
 */
import { REVISION_FIELDS, type Revision } from '../../../../contract/schemas';
import { wordDiff, type DiffPart } from '../../../../lib/wordDiff';
import { formatInZone } from '../time';
import { contentText } from './contentText';
import { FIELD_LABELS, HISTORY_MESSAGES as M } from './messages';
import { EDITORIAL_STATUS_LABELS } from '../messages';

export type Version = Pick<Revision, keyof typeof FIELD_LABELS>;

export type FieldDiff =
  | { field: keyof Version; label: string; kind: 'words'; parts: DiffPart[] }
  | {
      field: keyof Version;
      label: string;
      kind: 'values';
      before: string;
      after: string;
      /** Restoring leaves this field as it is (the post keeps its status and time). */
      kept: boolean;
    }
  | { field: keyof Version; label: string; kind: 'note'; text: string };

const WORD_FIELDS = ['title', 'excerpt', 'content'] as const;
const WORDS = new Set<string>(WORD_FIELDS);
type ValueField = Exclude<(typeof REVISION_FIELDS)[number], (typeof WORD_FIELDS)[number]>;
/** The revision's other fields, in the contract's order, compared as whole values. */
const VALUE_FIELDS = REVISION_FIELDS.filter((field): field is ValueField => !WORDS.has(field));

/** What a restore does not bring back: the post's status and publication time stay. */
const KEPT_ON_RESTORE = new Set<keyof Version>(['status', 'published_at']);

/** The stored image's file name ("uploads/2026/roulette.jpg" reads "roulette.jpg"). */
const imageName = (path: string | null) => (path ? (path.split('/').pop() ?? path) : M.noImage);
const orEmpty = (text: string | null) => (text?.trim() ? text : M.empty);

export function fieldDiffs(
  revision: Version,
  current: Version,
  { timeZone, categoryName }: { timeZone: string; categoryName: (id: number) => string | null },
): FieldDiff[] {
  const show: Record<ValueField, (v: Version) => string> = {
    category_id: (v) =>
      v.category_id === null ? M.noCategory : (categoryName(v.category_id) ?? `#${v.category_id}`),
    image_path: (v) => imageName(v.image_path),
    status: (v) => EDITORIAL_STATUS_LABELS[v.status],
    published_at: (v) => formatInZone(v.published_at, timeZone) || M.notSet,
    meta_title: (v) => orEmpty(v.meta_title),
    meta_description: (v) => orEmpty(v.meta_description),
    image_alt: (v) => orEmpty(v.image_alt),
  };

  const diffs: FieldDiff[] = [];
  for (const field of WORD_FIELDS) {
    if (revision[field] === current[field]) continue;
    const text = field === 'content' ? contentText : (value: string) => value;
    const before = text(current[field]);
    const after = text(revision[field]);
    const label = FIELD_LABELS[field];
    diffs.push(
      before === after
        ? { field, label, kind: 'note', text: M.formattingOnly }
        : { field, label, kind: 'words', parts: wordDiff(before, after) },
    );
  }
  for (const field of VALUE_FIELDS) {
    // Unset and empty are the same to a reader.
    if ((revision[field] ?? '') === (current[field] ?? '')) continue;
    const before = show[field](current);
    const after = show[field](revision);
    const kept = KEPT_ON_RESTORE.has(field);
    diffs.push({ field, label: FIELD_LABELS[field], kind: 'values', before, after, kept });
  }
  return diffs;
}
