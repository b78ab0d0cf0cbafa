-- Typo tolerance that stays fast at any size: the words the posts use, once each, with a trigram
-- index. A typo ("roulete") is looked up in this small table (a few thousand to a few hundred
-- thousand words), and the words it is a typo of are then searched through the full-text index,
-- instead of comparing the keyword with every post's text (seconds at 100,000 posts).
-- Words: lower-cased tokens of the title and text (the 'simple' configuration: no stemming), 4 to
-- 40 characters (shorter keywords get no typo tolerance), without digits. A word no post uses any
-- more is kept: looking it up only finds nothing.
DO $$
DECLARE
  trgm text;
BEGIN
  SELECT quote_ident(n.nspname) INTO trgm
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  CREATE TABLE search_words (word text PRIMARY KEY);
  EXECUTE format('CREATE INDEX search_words_trgm_idx ON search_words USING gin (word %s.gin_trgm_ops)', trgm);
END
$$;

-- Title matches rank first. The title's own words, stored, so that checking a post for them costs
-- nothing (to_tsvector on every post walked took 100 ms for a word in 3% of 100,000 titles), with
-- an index the planner has statistics for.
ALTER TABLE posts ADD COLUMN title_search tsvector
  GENERATED ALWAYS AS (to_tsvector('english', title)) STORED;
CREATE INDEX posts_title_search_idx ON posts USING gin (title_search);

-- The words of some posts' title and text, in a stable order (two saves adding the same new
-- words at once then wait for each other instead of deadlocking).
CREATE FUNCTION search_words_of(title text, body_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', title || ' ' || body_text))) AS w
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[0-9]'
$$;

INSERT INTO search_words (word)
SELECT DISTINCT w FROM posts, search_words_of(posts.title, posts.body_text) AS w ORDER BY w
ON CONFLICT DO NOTHING;

-- New posts: once per statement, so that a bulk copy or import adds its words in one go.
CREATE FUNCTION search_words_add_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_posts, search_words_of(new_posts.title, new_posts.body_text) AS w
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER posts_search_words_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_new();

-- An edit: only when the title or the text changed.
CREATE FUNCTION search_words_add_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_words_of(NEW.title, NEW.body_text) AS w ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER posts_search_words_update AFTER UPDATE OF title, content ON posts
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.content IS DISTINCT FROM NEW.content)
  EXECUTE FUNCTION search_words_add_edited();
