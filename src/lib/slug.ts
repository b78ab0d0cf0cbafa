/**
 * The spec's slug rule: lowercase; remove everything except letters, digits, spaces and
 * hyphens; trim; spaces become hyphens.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
