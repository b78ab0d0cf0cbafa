-- Imports started from the admin (q=site-import): one row per job, its progress and its report.
-- The uploaded files lie in DATA_DIR/imports/<id>/ on the instance that received them, which
-- runs the job; its heartbeat says it is alive. A job left running by a stopped server (its
-- heartbeat old) is resumed when that instance starts again: the import is idempotent, so
-- running it again finishes it without doubling anything.
CREATE TABLE import_jobs (
  id           serial PRIMARY KEY,
  source       text NOT NULL CHECK (source IN ('wordpress', 'ghost')),
  file_name    text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  has_uploads  boolean NOT NULL DEFAULT false,
  status       text NOT NULL CHECK (status IN ('checking', 'importing', 'done', 'failed')),
  done         integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  total        integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  report       jsonb,
  error        text,
  started_by   integer REFERENCES admin_users (id) ON DELETE SET NULL,
  runner       text NOT NULL,
  started_at   timestamptz(3) NOT NULL,
  -- When the counting of this run began (a resumed job counts again from its restart).
  run_started_at timestamptz(3) NOT NULL,
  heartbeat_at timestamptz(3) NOT NULL,
  finished_at  timestamptz(3)
);
CREATE INDEX import_jobs_started_at_idx ON import_jobs (started_at DESC);
