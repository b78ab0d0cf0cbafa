/**
 * The autosave plugin keeps a draft per form in local storage under its prefix (see
 * RichTextEditor). Once a post is saved the draft is stale: drop it so "Restore last draft"
 * never offers an older text than the saved one.
 */
export function draftPrefix(draftKey: string): string {
  return `tinymce-autosave-${draftKey}-`;
}

export function clearDraft(draftKey: string): void {
  try {
    const prefix = draftPrefix(draftKey);
    for (const suffix of ['draft', 'time']) globalThis.localStorage?.removeItem(prefix + suffix);
  } catch {
    // Storage blocked: there is no draft to clear.
  }
}
