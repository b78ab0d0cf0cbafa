-- Uploaded images live in the database, so every instance on one database can serve them.
-- `path` is what posts and banners store (`uploads/<random>.<ext>`) and what the public URL
-- names (`/backend/public/<path>`); resized variants are a local cache made from `bytes`.
CREATE TABLE media (
  path text PRIMARY KEY,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size = octet_length(bytes)),
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- A media row is deleted only when no post or banner names it any more: this finds them fast.
CREATE INDEX posts_image_path_idx ON posts (image_path);
