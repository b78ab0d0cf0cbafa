-- Two-factor login (TOTP, RFC 6238) for staff. A person turns it on from their account: the
-- server makes a secret (pending until a right code confirms it), then asks for a code at every
-- login. The secret must be readable to check codes, so it is kept as is (base32); the recovery
-- codes and the login challenges are kept only as their SHA-256.
ALTER TABLE admin_users
  ADD COLUMN totp_secret TEXT CHECK (length(totp_secret) <= 64),
  -- made by "turn on", replaced by each new start, moved to totp_secret by a right code
  ADD COLUMN totp_pending_secret TEXT CHECK (length(totp_pending_secret) <= 64),
  -- the last time step a code was accepted for: a code of that step or an earlier one is refused
  ADD COLUMN totp_last_step BIGINT,
  ADD COLUMN totp_enabled_at TIMESTAMPTZ;

-- Ten one-time codes per person, for a lost phone; each works once.
CREATE TABLE staff_recovery_codes (
  id         SERIAL PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  code_hash  TEXT NOT NULL CHECK (length(code_hash) = 64),
  used_at    TIMESTAMPTZ
);
CREATE INDEX staff_recovery_codes_user_idx ON staff_recovery_codes (user_id);

-- A right password on an account with 2FA: a short-lived challenge that the code completes, so
-- the browser never has to keep the password. `username` is the name as typed (the lockout key).
CREATE TABLE login_challenges (
  token_hash  TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  user_id     INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  username    TEXT NOT NULL CHECK (length(username) <= 200),
  expires_at  TIMESTAMPTZ NOT NULL
);

-- The owner's site-wide rule: every staff member must use two-factor login. One row.
CREATE TABLE two_factor_policy (
  only_row  BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (only_row),
  required  BOOLEAN NOT NULL DEFAULT FALSE
);
INSERT INTO two_factor_policy (only_row, required) VALUES (TRUE, FALSE);
