/**
 * The visitor's suggestions, kept only in this browser's local storage under
 * `suggestions_{userId or 'guest'}`. Stored data is untrusted: anything unreadable is ignored and
 * each item is checked on its own, so one bad entry never hides the others or breaks the page.
 */
import { z } from 'zod';

import { TAB_IDS } from '../tabs';

// No `new Function` probe: the Content-Security-Policy forbids eval, and a refused probe is a
// console error on every page that parses.
z.config({ jitless: true });

export const URGENCIES = ['low', 'normal', 'high'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** "normal" → "Normal". */
export const urgencyLabel = (urgency: Urgency) =>
  urgency.charAt(0).toUpperCase() + urgency.slice(1);

export const suggestionSchema = z.object({
  id: z.number().int().nonnegative(),
  tab: z.enum(TAB_IDS),
  title: z.string().min(1),
  details: z.string().min(1),
  url: z.string().default(''),
  tags: z.array(z.string()).default([]),
  urgency: z.enum(URGENCIES).default('normal'),
  allowContact: z.boolean().default(true),
  email: z.string().default(''),
  createdAt: z.string().refine((v) => !Number.isNaN(Date.parse(v))),
  status: z.literal('new').default('new'),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Local-storage name of the "beta notice seen" flag. */
export const BETA_SEEN_KEY = 'suggestions_beta_seen_v1';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access itself can throw when storage is blocked
  }
}

/** `suggestions_{stored userId}`, or `suggestions_guest` when there is none. */
export function suggestionsKey(): string {
  let user: string | null = null;
  try {
    user = storage()?.getItem('userId') ?? null;
  } catch {
    user = null;
  }
  return `suggestions_${user ?? 'guest'}`;
}

/** Valid items of a stored JSON text; anything else is dropped. */
export function parseSuggestions(raw: string | null): Suggestion[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = suggestionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes the list; false when the browser refused (blocked or full). */
export function writeSuggestions(key: string, items: Suggestion[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

export function readBetaSeen(): boolean {
  return readRaw(BETA_SEEN_KEY) === 'true';
}

export function writeBetaSeen(): void {
  try {
    storage()?.setItem(BETA_SEEN_KEY, 'true');
  } catch {
    // Blocked storage: the notice simply shows again next visit.
  }
}

/** "a, b ,, c" → ["a", "b", "c"]. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Only web links become clickable; anything else (javascript:, data:…) is shown as text. */
export function safeHttpUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
