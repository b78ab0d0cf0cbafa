import { useCallback, useMemo, useRef, useState } from 'react';
import type { AutosaveInput } from '../../../../contract/schemas';
import type { PostFormValues } from './validatePost';
import { useAutosaveMutation } from '../editorialApi';

/** Spec 9: the editor's work is kept every 20 s. */
export const SERVER_AUTOSAVE_INTERVAL_MS = 20_000;

export type AutosavePhase = 'idle' | 'saving' | 'saved' | 'failed';

/** The post a new post's first autosave created (as a draft), and its `updated_at` then. */
export interface CreatedDraft {
  postId: number;
  updatedAt: string;
}

export interface ServerAutosave {
  phase: AutosavePhase;
  /** When the server last kept the work (UTC ISO). */
  savedAt: string | null;
  /** Keeps `values` on the server, unless they are what it last kept (or one is on its way). */
  save: (values: PostFormValues) => Promise<void>;
  /** Resolves once no autosave is on its way: a save must not race one. */
  settle: () => Promise<void>;
  /** The draft a first autosave created, for a post never saved before; null otherwise. */
  created: () => CreatedDraft | null;
}

/**
 * The unsaved work of a post form, kept on the server (q=post-autosave): a saved post keeps it as
 * a revision, never changing what readers see; a new post is created as a draft by its first
 * autosave (once it has a title and a category), and later autosaves and its save go to that
 * draft. `postId` is the edited post; undefined for a new one.
 */
export function useServerAutosave(postId: number | undefined): ServerAutosave {
  const [autosave] = useAutosaveMutation();
  const [state, setState] = useState<{ phase: AutosavePhase; savedAt: string | null }>({
    phase: 'idle',
    savedAt: null,
  });
  const lastSent = useRef<string | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const createdDraft = useRef<CreatedDraft | null>(null);

  const save = useCallback(
    (values: PostFormValues): Promise<void> => {
      if (inFlight.current) return inFlight.current;
      const target = postId ?? createdDraft.current?.postId;
      const fields = autosaveFields(values, target === undefined);
      if (!fields) return Promise.resolve();
      const key = JSON.stringify(fields);
      if (key === lastSent.current) return Promise.resolve();
      setState((s) => ({ ...s, phase: 'saving' }));
      const run = autosave({ ...fields, ...(target === undefined ? {} : { post_id: target }) })
        .unwrap()
        .then((answer) => {
          if (answer.created) {
            createdDraft.current = { postId: answer.post_id, updatedAt: answer.saved_at };
          }
          lastSent.current = key;
          setState({ phase: 'saved', savedAt: answer.saved_at });
        })
        .catch(() => {
          setState((s) => ({ ...s, phase: 'failed' }));
        })
        .finally(() => {
          inFlight.current = null;
        });
      inFlight.current = run;
      return run;
    },
    [autosave, postId],
  );

  const settle = useCallback(() => inFlight.current ?? Promise.resolve(), []);
  const created = useCallback(() => createdDraft.current, []);

  return useMemo(() => ({ ...state, save, settle, created }), [state, save, settle, created]);
}

/**
 * What an autosave sends; null when there is nothing the server could keep yet (a new post needs
 * a title and a category to become a draft).
 */
function autosaveFields(
  values: PostFormValues,
  isNew: boolean,
): Omit<AutosaveInput, 'post_id'> | null {
  const title = values.title.trim();
  if (isNew && (!title || !values.categoryId)) return null;
  return {
    title,
    // A new draft takes the form's slug; the server adds "-2"… when it is taken.
    ...(isNew && values.slug ? { slug: values.slug } : {}),
    excerpt: values.excerpt,
    content: values.content,
    category_id: values.categoryId ? Number(values.categoryId) : null,
    meta_title: values.metaTitle,
    meta_description: values.metaDescription,
    image_alt: values.imageAlt,
  };
}
