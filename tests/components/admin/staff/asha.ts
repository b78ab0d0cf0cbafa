/** Asha, the author the staff screens' tests sign in as: her session and account answers. */
export const ASHA_SESSION = {
  authenticated: true,
  username: 'asha@example.com',
  role: 'author',
  display_name: 'Asha',
} as const;

export const ASHA_ACCOUNT = {
  username: 'asha@example.com',
  display_name: 'Asha',
  email: 'asha@example.com',
  bio: '',
  role: 'author',
} as const;
