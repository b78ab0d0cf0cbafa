-- When readers could first see the post: from then on its address is fixed (a title edit leaves
-- the slug alone; the admin changes it only on purpose, and the old one answers 301). Set by the
-- first save after the post went live (a scheduled post goes live by the clock alone: until a
-- save, "live" is read from its status and time).
ALTER TABLE posts ADD COLUMN first_published_at timestamptz;
UPDATE posts SET first_published_at = coalesce(posted_at, created_at)
  WHERE status = 'published' AND coalesce(posted_at, created_at) <= now();
