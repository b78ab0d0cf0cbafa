/**
 * "Recent activity" of the dashboard: what the admin changed in this browser, kept in local
 * storage (newest first, at most 8). Entries are written by a listener on fulfilled admin
 * mutations (useActivityRecorder.ts), so every admin write is recorded without each screen
 * having to remember to. The wording comes from the kind each mutation declares
 * (app/routes/admin/mutationKinds.ts).
 */

/** What an admin change did, as the recent activity words it. */
export type ActivityKind =
  | `post ${'added' | 'updated' | 'deleted'}`
  | `category ${'added' | 'updated' | 'deleted'}`
  | `banner ${'uploaded' | 'updated' | 'deleted'}`
  | 'popular list saved';

export interface ActivityEntry {
  id: string;
  text: string;
  /** ISO time. */
  at: string;
}

export const ACTIVITY_KEY = 'adminRecentActivity';
const MAX_ENTRIES = 8;
const CHANGED = 'admin-activity-changed';

let cachedRaw: string | null | undefined;
let cached: ActivityEntry[] = [];

function parse(raw: string | null): ActivityEntry[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is ActivityEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as ActivityEntry).id === 'string' &&
        typeof (e as ActivityEntry).text === 'string' &&
        typeof (e as ActivityEntry).at === 'string',
    );
  } catch {
    return [];
  }
}

/** The stored entries; the same array while storage is unchanged (for useSyncExternalStore). */
export function readActivity(): ActivityEntry[] {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(ACTIVITY_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function recordActivity(text: string, now: Date = new Date()): void {
  const entry: ActivityEntry = {
    id: `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    text,
    at: now.toISOString(),
  };
  try {
    const next = [entry, ...readActivity()].slice(0, MAX_ENTRIES);
    globalThis.localStorage?.setItem(ACTIVITY_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: activity is simply not kept.
  }
  globalThis.dispatchEvent?.(new Event(CHANGED));
}

export function subscribeActivity(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVITY_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.(CHANGED, listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    globalThis.removeEventListener?.(CHANGED, listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

// ---------- describing a mutation ----------

const VERBS = {
  added: 'Added',
  updated: 'Updated',
  deleted: 'Deleted',
  uploaded: 'Uploaded',
} as const;

/** Reads a field from an object or FormData argument. */
function field(arg: unknown, name: string): string | null {
  if (typeof FormData !== 'undefined' && arg instanceof FormData) {
    const value = arg.get(name);
    return typeof value === 'string' ? value : null;
  }
  if (typeof arg === 'object' && arg !== null) {
    const value = (arg as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

/** A short sentence for a change of this kind, with what its argument names (title, type, id). */
export function describeActivity(kind: ActivityKind, arg: unknown): string {
  if (kind === 'popular list saved') {
    const ids = (arg as { post_ids?: unknown } | null)?.post_ids;
    const count = Array.isArray(ids) ? ids.length : null;
    return count === null
      ? 'Saved the popular list'
      : `Saved the popular list (${count} post${count === 1 ? '' : 's'})`;
  }
  const [noun, done] = kind.split(' ') as [string, keyof typeof VERBS];
  const verb = VERBS[done];
  const type = field(arg, 'type') ?? (typeof arg === 'string' ? arg : null);
  if (noun === 'banner' && type) return `${verb} the ${type} banner`;
  const name = field(arg, 'title') ?? field(arg, 'name');
  if (name) return `${verb} ${noun} “${name}”`;
  const id = typeof arg === 'number' || typeof arg === 'string' ? String(arg) : field(arg, 'id');
  return id ? `${verb} ${noun} #${id}` : `${verb} ${noun}`;
}
