/** URLs of the backend: the API script and the public image folder. */
import { apiOrigin as configuredOrigin } from '../config/env';

/** Tests run under Node, where relative URLs do not resolve: they set an absolute origin. */
let origin = configuredOrigin;
export function setApiOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}
export function apiOrigin(): string {
  return origin;
}

export type QueryParams = Record<string, string | number | undefined>;

export function apiUrl(q: string, params: QueryParams = {}): string {
  const search = new URLSearchParams({ q });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `${origin}/backend/index.php?${search.toString()}`;
}

/** Where an `image_path` from the backend is served; null for no image. */
export function imageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}/backend/public/${path.replace(/^\/+/, '')}`;
}
