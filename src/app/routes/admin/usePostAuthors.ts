import { useAccess } from '../../../features/admin/lib/access';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import type { AuthorChoice } from '../../../features/admin/posts/form/AuthorField';
import { useGetStaffQuery } from '../../../features/admin/staff/api';

/**
 * The staff a post may be given to (the post form's author select), for editors and owners on a
 * backend with staff; undefined for anyone else (no select: the server would refuse them), and
 * on a seed backend, which has no authors.
 */
export function usePostAuthors(): readonly AuthorChoice[] | undefined {
  return usePostAuthorsState().authors;
}

/** `usePostAuthors`, and whether the staff are still on their way (the select is coming). */
export function usePostAuthorsState(): {
  authors: readonly AuthorChoice[] | undefined;
  pending: boolean;
} {
  const { staff } = useCapabilities();
  const access = useAccess();
  const allowed = staff && access.role !== null && access.can('posts.all');
  const { data, isLoading } = useGetStaffQuery(undefined, { skip: !allowed });
  if (!allowed || !data) return { authors: undefined, pending: allowed && isLoading };
  return {
    authors: data.members.map((member) => ({
      id: member.id,
      name: member.display_name || member.username,
    })),
    pending: false,
  };
}
