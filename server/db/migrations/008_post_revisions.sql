-- Editorial workflow: a post's history. Every save (and restore) keeps the post as it was then;
-- an autosave keeps the editor's unsaved work (one per post since its last save) without
-- changing the post. At most 50 per post, the oldest dropped. No key on category_id: a category
-- deleted later leaves its old revisions readable. Image paths may name images deleted since
-- (a replaced image is deleted at once, as before); a restore then keeps the post's image.
CREATE TABLE post_revisions (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('save', 'autosave', 'restore')),
  title text NOT NULL,
  excerpt text NOT NULL,
  content text NOT NULL,
  category_id integer,
  image_path text,
  -- As the admin saw it then: draft, scheduled or published.
  status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
  published_at timestamptz(3),
  meta_title text,
  meta_description text,
  image_alt text,
  created_at timestamptz(3) NOT NULL
);

CREATE INDEX post_revisions_post_id_idx ON post_revisions (post_id, id DESC);
