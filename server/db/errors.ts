/** Recognises PostgreSQL errors (PGlite and `pg` both carry `code` and `constraint`). */

interface PgError {
  code: string;
  constraint?: string;
}

function asPgError(error: unknown): PgError | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  const constraint = (error as { constraint?: unknown }).constraint;
  return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
}

/** A unique constraint refused the write (the index, not a prior SELECT, decides under races). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = asPgError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/**
 * A foreign key refused the write or the delete (23503; an ON DELETE RESTRICT key refuses a
 * delete with 23001).
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const pg = asPgError(error);
  return (
    (pg?.code === '23503' || pg?.code === '23001') &&
    (constraint === undefined || pg.constraint === constraint)
  );
}
