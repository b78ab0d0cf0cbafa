-- Search and write rate limits counted in the database, so that they hold across instances: one
-- token bucket per limit and client address (`tokens` as of `at_ms`, refilled on each take).
CREATE TABLE rate_buckets (
  kind text NOT NULL,
  address text NOT NULL,
  tokens double precision NOT NULL,
  at_ms double precision NOT NULL,
  -- Whether the last take got a token (so the statement can answer it).
  allowed boolean NOT NULL,
  PRIMARY KEY (kind, address)
);
