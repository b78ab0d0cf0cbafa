/**
 * Copies a link shown in a read-only `field`: the Clipboard API where the page may use it (a
 * secure context), else the old copy command on the field's selected text. 'selected' means
 * neither worked: the text is left selected in the field for the admin to copy by hand.
 */
export async function copyLink(
  url: string,
  field: HTMLInputElement | null,
): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    // No Clipboard API (plain http, an old browser) or no permission: fall through.
  }
  if (!field) return 'selected';
  field.focus();
  field.select();
  try {
    return document.execCommand('copy') ? 'copied' : 'selected';
  } catch {
    return 'selected';
  }
}
