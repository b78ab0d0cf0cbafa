-- Imports from WordPress (WXR) and Ghost (JSON). What each imported thing became, so that
-- importing the same export again creates nothing new: the source (the exported site's address,
-- e.g. `wordpress https://example.com`), the kind (post, category, author, image) and the id it
-- had there, with the id (or media path) it has here and a fingerprint of what was imported. No
-- foreign key: a post deleted here after its import stays deleted (a re-import says so).
CREATE TABLE imported_items (
  source      text NOT NULL CHECK (length(source) BETWEEN 1 AND 500),
  kind        text NOT NULL CHECK (kind IN ('post', 'category', 'author', 'image')),
  source_id   text NOT NULL CHECK (length(source_id) BETWEEN 1 AND 2000),
  target      text NOT NULL,
  fingerprint text NOT NULL DEFAULT '',
  imported_at timestamptz(3) NOT NULL,
  PRIMARY KEY (source, kind, source_id)
);

-- The old site's addresses (`/?p=123`, `/2024/05/slug`, `/category/slug`, its own permalink),
-- normalised (lower case, no trailing slash), each leading to an imported post or category: a page
-- request that nothing else answers gets a 301 to where it lives now.
CREATE TABLE legacy_paths (
  path        text PRIMARY KEY CHECK (length(path) BETWEEN 1 AND 2000),
  post_id     integer REFERENCES posts (id) ON DELETE CASCADE,
  category_id integer REFERENCES categories (id) ON DELETE CASCADE,
  CONSTRAINT legacy_paths_one_target CHECK ((post_id IS NULL) <> (category_id IS NULL))
);
CREATE INDEX legacy_paths_post_id_idx ON legacy_paths (post_id);
CREATE INDEX legacy_paths_category_id_idx ON legacy_paths (category_id);
