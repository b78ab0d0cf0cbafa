/**
 * What the signed-in person may do, as the admin screens use it to hide what their role cannot
 * do (roles.ts). The server refuses it anyway: hiding is for clarity, never the protection. The
 * admin layout reads the role once from the session and provides it; screens take it with
 * `useAccess`. A backend without roles (the seed's single admin) names none: everything shows.
 */
import { createContext, useContext } from 'react';
import { can, type Right, type Role } from '../../../contract/roles';
import type { PostStatus } from '../../../contract/schemas';

export interface Access {
  /** The session's role; null on a backend without staff roles. */
  role: Role | null;
  /** The signed-in staff member's id; null on a backend without staff. */
  userId: number | null;
  can: (right: Right) => boolean;
  /**
   * Whether they may edit or delete this post as it is now, as the server's post policy decides:
   * someone else's post needs `posts.all`, one that is out or scheduled `posts.publish`.
   */
  mayChange: (post: { author_id?: number | null; status?: PostStatus }) => boolean;
}

export function accessFor(role: Role | null, userId: number | null = null): Access {
  const allowed = (right: Right) => role === null || can(role, right);
  return {
    role,
    userId,
    can: allowed,
    mayChange: (post) => {
      if (role === null) return true;
      const own = userId !== null && post.author_id === userId;
      if (!own && !allowed('posts.all')) return false;
      return (post.status ?? 'published') === 'draft' || allowed('posts.publish');
    },
  };
}

/** The seed's admin: every control. */
export const FULL_ACCESS: Access = accessFor(null);

export const AccessContext = createContext<Access>(FULL_ACCESS);

export function useAccess(): Access {
  return useContext(AccessContext);
}
