-- The audit log: every staff write that succeeded, every login and failed login, with who, what,
-- which item, when and from where. Rows are only ever added (and deleted past the retention
-- period); nothing in the app edits them. The name is kept as it was, so an entry still says who
-- did it after the account is renamed or deleted.
CREATE TABLE audit_log (
  id         BIGSERIAL PRIMARY KEY,
  at         TIMESTAMPTZ NOT NULL,
  actor_id   INTEGER REFERENCES admin_users (id) ON DELETE SET NULL,
  actor_name TEXT NOT NULL CHECK (length(actor_name) <= 200),
  -- the call ("POST post-update"), or "login" / "login failed"
  action     TEXT NOT NULL CHECK (length(action) <= 60),
  -- what it was done to: "post", "category", "banner", … and its id (or slot), when it has one
  item_kind  TEXT NOT NULL DEFAULT '' CHECK (length(item_kind) <= 40),
  item_id    TEXT NOT NULL DEFAULT '' CHECK (length(item_id) <= 100),
  -- what else tells the change apart: a post's new status, a member's new role
  detail     TEXT NOT NULL DEFAULT '' CHECK (length(detail) <= 200),
  address    TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 100)
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_item_idx ON audit_log (item_kind, item_id);
