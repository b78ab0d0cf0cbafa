-- Bylines and author pages: every staff member gets a public address, /authors/{slug}, made once
-- from their display name and kept when the name changes later (links to it keep working), and a
-- photo (a media path, set by the account page's upload). Every post gets an author.

ALTER TABLE admin_users
  ADD COLUMN slug TEXT CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
  ADD COLUMN avatar_path TEXT CHECK (length(avatar_path) <= 500);

-- What a name makes: lower-case letters and digits (accents dropped: Ána is ana), hyphens between
-- the words; 'author' when the name has none of them (a name in another script).
CREATE FUNCTION staff_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(trim(both '-' from left(regexp_replace(
      regexp_replace(normalize(lower(name), NFD), '[\u0300-\u036f]', '', 'g'),
      '[^a-z0-9]+', '-', 'g'), 60)), ''),
    'author')
$$;

-- The accounts already there, oldest first: a name taken before gets its account's id after it.
UPDATE admin_users u SET slug = CASE WHEN s.n = 1 THEN s.base ELSE s.base || '-' || u.id END
FROM (
  SELECT id, staff_slug_base(coalesce(nullif(display_name, ''), split_part(username, '@', 1))) AS base,
         row_number() OVER (
           PARTITION BY staff_slug_base(coalesce(nullif(display_name, ''), split_part(username, '@', 1)))
           ORDER BY id) AS n
  FROM admin_users
) s
WHERE s.id = u.id;

-- A new account (an invitation accepted, the first owner) gets its slug here, whichever code
-- makes it: the name's, or the name's with -2, -3… when taken. Never changed after that.
CREATE FUNCTION staff_slug_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text := staff_slug_base(coalesce(nullif(NEW.display_name, ''), split_part(NEW.username, '@', 1)));
  candidate text := base;
  n integer := 1;
BEGIN
  IF NEW.slug IS NOT NULL THEN
    RETURN NEW;
  END IF;
  WHILE EXISTS (SELECT 1 FROM admin_users WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$;
CREATE TRIGGER admin_users_slug_fill BEFORE INSERT ON admin_users
  FOR EACH ROW EXECUTE FUNCTION staff_slug_fill();

ALTER TABLE admin_users ALTER COLUMN slug SET NOT NULL;
ALTER TABLE admin_users ADD CONSTRAINT admin_users_slug_key UNIQUE (slug);

-- Posts from before staff accounts have no author (017): they go to the first owner. A site with
-- no account yet keeps them authorless until it has one (the byline is then absent).
UPDATE posts SET author_id = (SELECT id FROM admin_users WHERE role = 'owner' ORDER BY id LIMIT 1)
WHERE author_id IS NULL;
