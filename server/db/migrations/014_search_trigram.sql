-- Typo-tolerant search: pg_trgm's word similarity ("roulete" finds "roulette"). It ships with
-- PostgreSQL (contrib, a trusted extension since 13) and with PGlite (loaded in db/open.ts).
-- Installed in public, so that every schema of one database (the tests give each file its own)
-- shares one copy that no schema's removal takes away; a copy already installed elsewhere (some
-- hosts keep extensions in their own schema) is used where it is. search.ts finds its schema.
-- Two migrations of two schemas at once may both try to create it: the loser uses the winner's.
DO $$
DECLARE
  trgm text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN
        CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
      ELSE
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      END IF;
    EXCEPTION WHEN unique_violation OR duplicate_object THEN
      NULL;
    END;
  END IF;
  -- Trigram indexes serve the substring (ILIKE) and the similarity (<%) matches of search.
  SELECT quote_ident(n.nspname) INTO trgm
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX posts_title_trgm_idx ON posts USING gin (title %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX posts_body_trgm_idx ON posts USING gin (body_text %s.gin_trgm_ops)', trgm);
END
$$;
