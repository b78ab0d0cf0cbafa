-- Account pages: a short bio beside the display name, and what a person sees of their sessions
-- (which device, from where, last seen) so that they can end any of them.
ALTER TABLE admin_users ADD COLUMN bio TEXT NOT NULL DEFAULT '' CHECK (length(bio) <= 300);

ALTER TABLE admin_sessions
  -- A public handle for one session (the token's hash stays out of every answer).
  ADD COLUMN id BIGSERIAL UNIQUE,
  ADD COLUMN user_agent TEXT NOT NULL DEFAULT '' CHECK (length(user_agent) <= 300),
  ADD COLUMN address TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 100),
  ADD COLUMN last_seen_at TIMESTAMPTZ;
