import type { RefObject } from 'react';

/** What the form may do to the content besides setting it, whichever editor shows it. */
export interface EditorHandle {
  /** Puts `html` where the author's cursor is (at the end when it is nowhere). */
  insert: (html: string) => void;
}

/** What a content editor offers the post form, whichever implementation is behind it. */
export interface EditorProps {
  /** Id of the editable element (the form's label points at it). */
  id: string;
  /** Accessible name of the editing area. */
  label: string;
  /** HTML content. */
  value: string;
  onChange: (html: string) => void;
  /**
   * Called once the editor shows `value`, with the HTML as the editor normalised it, so the
   * form does not count that normalisation as an unsaved change.
   */
  onReady?: (html: string) => void;
  /** Dark theme: the editor follows the app's theme. */
  dark: boolean;
  /** Key of this form's autosaved drafts (one per post, one for a new post). */
  draftKey: string;
  /** Id of the text that describes the field (its error). */
  describedBy?: string;
  invalid?: boolean;
  /** Set to the editor's handle while it is shown (null before and after). */
  handleRef?: RefObject<EditorHandle | null>;
}

/** Spec 9: editor height 500, autosave every 20 s kept 30 minutes. */
export const EDITOR_HEIGHT = 500;
export const AUTOSAVE_INTERVAL = '20s';
export const AUTOSAVE_RETENTION = '30m';
