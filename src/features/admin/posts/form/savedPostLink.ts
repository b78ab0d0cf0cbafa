import { postPath } from '../../../../contract/paths';
import type { PostStatus } from '../../../../contract/schemas';
import type { ToastAction } from '../../../../components/toastStore';
import { postPreviewPath } from '../paths';
import { EDITORIAL_FORM } from './formMessages';

/**
 * The link a save's notice offers: "View post" (its public address) once readers can see it,
 * else "Preview" (how it will look).
 */
export function savedPostLink({
  id,
  slug,
  categorySlug,
  status,
}: {
  id: number;
  slug: string;
  categorySlug: string | undefined;
  status: PostStatus;
}): ToastAction {
  if (status === 'published' && categorySlug) {
    return {
      label: EDITORIAL_FORM.viewPost,
      href: postPath({ slug, category_slug: categorySlug }),
    };
  }
  return { label: EDITORIAL_FORM.previewPost, href: postPreviewPath(id) };
}
