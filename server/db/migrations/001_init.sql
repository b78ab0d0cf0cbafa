-- Content: categories, posts, the popular list and the two banner slots.
-- Timestamps keep millisecond precision so they round-trip exactly through JSON (ISO strings).

CREATE TABLE categories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT categories_slug_key UNIQUE (slug)
);

CREATE TABLE posts (
  id serial PRIMARY KEY,
  slug text NOT NULL,
  title text NOT NULL,
  excerpt text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  image_path text,
  category_id integer NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  posted_at timestamptz(3),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  -- Body text without markup, for search: matching inside tags or attributes would be noise.
  body_text text GENERATED ALWAYS AS (regexp_replace(content, '<[^>]*>', ' ', 'g')) STORED,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>', ' ', 'g')), 'B')
  ) STORED,
  CONSTRAINT posts_slug_key UNIQUE (slug),
  CONSTRAINT posts_category_id_fkey FOREIGN KEY (category_id)
    REFERENCES categories (id) ON DELETE RESTRICT
);

CREATE INDEX posts_category_id_idx ON posts (category_id);
CREATE INDEX posts_newest_idx ON posts ((coalesce(posted_at, created_at)) DESC, id DESC);
CREATE INDEX posts_search_idx ON posts USING gin (search);

CREATE TABLE popular (
  post_id integer PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
  position integer NOT NULL
);

CREATE TABLE banners (
  type text PRIMARY KEY CHECK (type IN ('home', 'post')),
  image_path text NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
