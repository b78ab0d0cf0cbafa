/**
 * Addition (staff): the newsroom's roles and what each may do. One table, read by the server's
 * dispatcher (which refuses a call whose right the session's role lacks, with a 403 that names
 * the right) and by the admin (which hides what the role cannot do; a hidden control is never the
 * protection).
 *
 * A seed-only backend has one admin who may do everything; the app then shows every control.
 */

/** From least to most. */
export const ROLES = ['contributor', 'author', 'editor', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  owner: 'Owner',
};

/** What a role may do beyond signing in and reading the admin. */
export const RIGHTS = {
  'posts.write': 'write and edit their own drafts',
  'posts.publish': 'publish and schedule their own posts',
  'posts.all': 'edit and publish every post',
  'site.lists': 'manage categories, the popular list, banners and predictions',
  'staff.invite': 'invite contributors and authors',
  'site.analytics': "read the site's analytics and campaign reports",
  'staff.manage': 'manage staff and site settings',
  'site.data': 'import, export and restore the site',
} as const;
export type Right = keyof typeof RIGHTS;

export const ROLE_RIGHTS: Record<Role, readonly Right[]> = {
  contributor: ['posts.write'],
  author: ['posts.write', 'posts.publish'],
  editor: [
    'posts.write',
    'posts.publish',
    'posts.all',
    'site.lists',
    'site.analytics',
    'staff.invite',
  ],
  owner: [
    'posts.write',
    'posts.publish',
    'posts.all',
    'site.lists',
    'site.analytics',
    'staff.invite',
    'staff.manage',
    'site.data',
  ],
};

export function can(role: Role, right: Right): boolean {
  return ROLE_RIGHTS[role].includes(right);
}

/** The roles a role may give to someone it invites (an editor: contributors and authors). */
export function invitableRoles(role: Role): Role[] {
  if (can(role, 'staff.manage')) return [...ROLES];
  if (can(role, 'staff.invite')) return ['contributor', 'author'];
  return [];
}

/** The 403's message: which right the role lacks, in words. */
export function missingRightMessage(role: Role, right: Right): string {
  return `Your role (${ROLE_LABELS[role]}) lacks the right to ${RIGHTS[right]}`;
}
