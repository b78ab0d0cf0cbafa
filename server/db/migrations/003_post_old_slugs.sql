-- A post's earlier slugs, so links shared before a rename still reach it (301 on the pages,
-- `moved_to` in q=post). Each old slug points at the post, not at a slug, so a chain of renames
-- (a -> b -> c) always resolves to the post's current slug. A live post's own slug always wins
-- over an old one here.
CREATE TABLE post_old_slugs (
  slug text PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX post_old_slugs_post_id_idx ON post_old_slugs (post_id);
