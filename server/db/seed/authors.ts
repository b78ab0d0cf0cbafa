/**
 * The demo's writers: three staff accounts whose names, bios and pages readers see on the seed
 * posts, each writing the categories of their beat. They cannot sign in: their password hash is
 * no scrypt hash (`!`), which no password matches (verifyPassword reads it as none), so the demo
 * has no account with a known password besides the owner's, and they show on the Staff screen as
 * ordinary, active members the owner can manage. Fictional people.
 */
import type { Queryable } from '../connect';
import type { Role } from '../../../src/contract/roles';

export interface SeedAuthor {
  name: string;
  email: string;
  role: Extract<Role, 'author' | 'editor'>;
  /** Plain text, at most 300 characters. */
  bio: string;
  /** The categories whose seed posts they wrote. */
  beat: readonly string[];
}

export const seedAuthors: readonly SeedAuthor[] = [
  {
    name: 'Maya Okafor',
    email: 'maya.okafor@betpulse.example',
    role: 'editor',
    bio: 'Sports editor. Maya writes the football and cricket previews and keeps the predictions record honest: every pick published before kickoff, settled in public.',
    beat: ['football', 'cricket'],
  },
  {
    name: 'Daniel Reyes',
    email: 'daniel.reyes@betpulse.example',
    role: 'author',
    bio: 'Daniel covers casino games, poker and rummy: the maths behind the house edge, bankroll habits and how the rules change the odds.',
    beat: ['casino', 'poker', 'rummy'],
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@betpulse.example',
    role: 'author',
    bio: 'Priya writes about crypto and the wider betting industry, with an eye on regulation, safer gambling and what the numbers really say.',
    beat: ['crypto', 'blog'],
  },
];

/** No scrypt hash: no password matches it (see above). */
const NO_PASSWORD = '!';

/**
 * Adds the demo's authors (an account already there under their email is kept as it is); answers
 * each category's author id.
 */
export async function insertSeedAuthors(tx: Queryable, at: Date): Promise<Map<string, number>> {
  const byCategory = new Map<string, number>();
  for (const author of seedAuthors) {
    await tx.query(
      `INSERT INTO admin_users (username, password_hash, role, display_name, email, bio,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $1, $5, $6, $6) ON CONFLICT DO NOTHING`,
      [author.email, NO_PASSWORD, author.role, author.name, author.bio, at],
    );
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id FROM admin_users WHERE lower(username) = lower($1)',
      [author.email],
    );
    for (const category of author.beat) byCategory.set(category, rows[0]!.id);
  }
  return byCategory;
}
