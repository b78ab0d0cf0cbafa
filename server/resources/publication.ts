/**
 * What a post write does to the post's publication (status and time) and its meta fields, from the
 * optional editorial fields of q=posts and q=post-update. Without them the seed's behaviour holds:
 * a new post is published at once, an update changes neither status nor time.
 */
import type { EditorialFields } from '../../src/contract/schemas';
import { HttpError } from '../http/errors';

export interface Publication {
  status: 'draft' | 'published';
  /** posted_at: when readers see it (ahead: scheduled); a draft's planned time or null. */
  postedAt: Date | string | null;
}

export interface CurrentPublication {
  status: 'draft' | 'published';
  posted_at: Date | string | null;
  created_at: Date | string;
}

const time = (value: Date | string) => new Date(value).getTime();

/** The publication a write asks for; a 400 (nothing written) for a time that does not fit. */
export function publicationOf(
  input: Pick<EditorialFields, 'status' | 'published_at'>,
  current: CurrentPublication | null,
  now: Date,
): Publication {
  const at = input.published_at === undefined ? undefined : new Date(input.published_at);
  let wanted = input.status;
  if (wanted === undefined) {
    if (at === undefined) {
      return current
        ? { status: current.status, postedAt: current.posted_at }
        : { status: 'published', postedAt: now };
    }
    wanted = at.getTime() > now.getTime() ? 'scheduled' : 'published';
  }
  switch (wanted) {
    case 'draft':
      return { status: 'draft', postedAt: at ?? current?.posted_at ?? null };
    case 'scheduled':
      if (!at) throw new HttpError(400, 'published_at is required to schedule a post');
      if (at.getTime() <= now.getTime()) {
        throw new HttpError(400, 'published_at must be in the future to schedule a post');
      }
      return { status: 'published', postedAt: at };
    case 'published': {
      if (at) {
        if (at.getTime() > now.getTime()) {
          throw new HttpError(
            400,
            'published_at is in the future: use status scheduled to publish at that time',
          );
        }
        return { status: 'published', postedAt: at };
      }
      // Already out: keeps its time. A draft, or a post scheduled ahead, goes out now.
      const out =
        current?.status === 'published' &&
        time(current.posted_at ?? current.created_at) <= now.getTime();
      return { status: 'published', postedAt: out ? current.posted_at : now };
    }
  }
}

export interface MetaFields {
  meta_title: string | null;
  meta_description: string | null;
  image_alt: string | null;
}

/** The meta fields after a write: an absent field keeps its value, an empty one clears it. */
export function metaOf(
  input: Partial<Record<keyof MetaFields, string>>,
  current: MetaFields | null,
) {
  const pick = (key: keyof MetaFields) => {
    const value = input[key];
    if (value === undefined) return current?.[key] ?? null;
    return value.trim() || null;
  };
  return {
    meta_title: pick('meta_title'),
    meta_description: pick('meta_description'),
    image_alt: pick('image_alt'),
  };
}
