-- The owner resets a staff member's password: a one-time link for that person, like an
-- invitation's. Only the SHA-256 of its 256-bit token is kept; it is valid until expires_at,
-- once. Making one ends all of the person's sessions (the handler), and a newer link replaces
-- an older one that is still open.
CREATE TABLE staff_password_resets (
  id          SERIAL PRIMARY KEY,
  token_hash  TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  user_id     INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  created_by  INTEGER REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at  TIMESTAMPTZ NOT NULL,
  expires_at  TIMESTAMPTZ NOT NULL,
  -- set when the link is used, or when a newer one for the same person replaces it
  closed_at   TIMESTAMPTZ
);
CREATE INDEX staff_password_resets_user_idx ON staff_password_resets (user_id);
