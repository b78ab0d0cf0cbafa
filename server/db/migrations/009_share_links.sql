-- Editorial workflow: links that let someone without an account read one post, whatever its
-- status, until they expire or are revoked. The token is shown once; only its SHA-256 is kept.
CREATE TABLE share_links (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3) NOT NULL,
  revoked_at timestamptz(3),
  CONSTRAINT share_links_token_hash_key UNIQUE (token_hash)
);

CREATE INDEX share_links_post_id_idx ON share_links (post_id);
