-- A newsroom instead of one password: every admin account gets a role, a display name and an
-- email; a post knows who wrote it; and staff are invited by a one-time link.
--
-- Roles, from least to most: contributor (own drafts), author (also publishes their own posts),
-- editor (every post and the site's lists), owner (everything, staff and settings). The accounts
-- made before this migration were the site's only admin: they become owners.
ALTER TABLE admin_users
  ADD COLUMN role TEXT NOT NULL DEFAULT 'owner'
    CHECK (role IN ('contributor', 'author', 'editor', 'owner')),
  ADD COLUMN display_name TEXT NOT NULL DEFAULT '' CHECK (length(display_name) <= 100),
  ADD COLUMN email TEXT NOT NULL DEFAULT '' CHECK (length(email) <= 254),
  -- A suspended account keeps its posts and its history but cannot sign in.
  ADD COLUMN suspended_at TIMESTAMPTZ;
-- Only the accounts above default to owner; a new account always names its role.
ALTER TABLE admin_users ALTER COLUMN role DROP DEFAULT;
UPDATE admin_users SET display_name = username WHERE display_name = '';

-- The post's author. Posts written before staff accounts have none: only editors and owners may
-- change them. An account with posts cannot be deleted until they are given to someone else.
ALTER TABLE posts ADD COLUMN author_id INTEGER REFERENCES admin_users (id) ON DELETE RESTRICT;
CREATE INDEX posts_author_id_idx ON posts (author_id);

-- An invitation: a one-time link for a name, an email and a role. Only the SHA-256 of its
-- 256-bit token is kept; the link is shown once. Valid until expires_at, unless revoked or used.
CREATE TABLE staff_invitations (
  id           SERIAL PRIMARY KEY,
  token_hash   TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  name         TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email        TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  role         TEXT NOT NULL CHECK (role IN ('contributor', 'author', 'editor', 'owner')),
  invited_by   INTEGER REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at   TIMESTAMPTZ NOT NULL,
  expires_at   TIMESTAMPTZ NOT NULL,
  revoked_at   TIMESTAMPTZ,
  accepted_at  TIMESTAMPTZ,
  accepted_by  INTEGER REFERENCES admin_users (id) ON DELETE SET NULL
);
-- One open invitation per address (a second one for it is refused, not silently doubled).
CREATE UNIQUE INDEX staff_invitations_open_email_key ON staff_invitations (lower(email))
  WHERE revoked_at IS NULL AND accepted_at IS NULL;
