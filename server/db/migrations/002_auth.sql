-- Server-side admin login: admins, their sessions and the failed-login log behind the lockout.

CREATE TABLE IF NOT EXISTS admin_users (
  id            SERIAL PRIMARY KEY,
  username      TEXT NOT NULL CHECK (length(username) BETWEEN 1 AND 100),
  -- scrypt$N$r$p$salt$hash (salt and hash base64url); never the password itself.
  password_hash TEXT NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Usernames are matched case-insensitively, so "Admin" and "admin" cannot be two accounts.
CREATE UNIQUE INDEX IF NOT EXISTS admin_users_username_key ON admin_users (lower(username));

CREATE TABLE IF NOT EXISTS admin_sessions (
  -- SHA-256 (hex) of the cookie's token: a leaked database does not hand out live sessions.
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  user_id    INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX IF NOT EXISTS admin_sessions_expires_at_idx ON admin_sessions (expires_at);
CREATE INDEX IF NOT EXISTS admin_sessions_user_id_idx ON admin_sessions (user_id);

-- One row per login attempt that has not (yet) succeeded; rows older than the lockout window
-- are purged as logins come in.
CREATE TABLE IF NOT EXISTS login_attempts (
  id       BIGSERIAL PRIMARY KEY,
  -- lower-cased, so the per-username limit cannot be dodged by changing case
  username TEXT NOT NULL,
  ip       TEXT NOT NULL,
  at       TIMESTAMPTZ NOT NULL
);

CREATE INDEX IF NOT EXISTS login_attempts_at_idx ON login_attempts (at);
CREATE INDEX IF NOT EXISTS login_attempts_ip_at_idx ON login_attempts (ip, at);
