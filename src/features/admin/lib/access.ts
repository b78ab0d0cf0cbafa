/**
 * What the signed-in person may do, as the admin screens use it to hide what their role cannot
 * do (roles.ts). The server refuses it anyway: hiding is for clarity, never the protection. The
 * admin layout reads the role once from the session and provides it; screens take it with
 * `useAccess`. A backend without roles (the seed's single admin) names none: everything shows.
 */
import { createContext, useContext } from 'react';
import { can, type Right, type Role } from '../../../contract/roles';

export interface Access {
  /** The session's role; null on a backend without staff roles. */
  role: Role | null;
  can: (right: Right) => boolean;
}

export function accessFor(role: Role | null): Access {
  return { role, can: (right) => role === null || can(role, right) };
}

/** The seed's admin: every control. */
export const FULL_ACCESS: Access = accessFor(null);

export const AccessContext = createContext<Access>(FULL_ACCESS);

export function useAccess(): Access {
  return useContext(AccessContext);
}
