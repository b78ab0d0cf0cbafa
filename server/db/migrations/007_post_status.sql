-- Editorial workflow: a post is a draft or published. A published post whose publication time
-- (posted_at, or created_at when unset) is still ahead is scheduled: readers see it from that
-- moment on, with no job runner (every public query compares with the server's clock).
-- Existing posts stay published. Per-post search and sharing fields, null when unset.
ALTER TABLE posts
  ADD COLUMN status text NOT NULL DEFAULT 'published',
  ADD COLUMN meta_title text,
  ADD COLUMN meta_description text,
  ADD COLUMN image_alt text,
  ADD CONSTRAINT posts_status_check CHECK (status IN ('draft', 'published'));

-- The next scheduled moment (the caches' expiry) is looked up on reads after each write.
CREATE INDEX posts_scheduled_idx ON posts ((coalesce(posted_at, created_at)))
  WHERE status = 'published';
