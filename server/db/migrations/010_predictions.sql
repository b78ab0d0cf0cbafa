-- Predictions' record: each prediction block of a post (its `data-bp-prediction` JSON), kept
-- apart from the post's HTML as the proof. Written in the same transaction as its post (real
-- saves and restores, never an autosave). From its kickoff on (by the server's clock) its pick,
-- market, line, odds, stake and kickoff no longer change and it is never deleted, only voided.
--
-- The post key restricts deletes: a post's unlocked predictions are deleted with it by the
-- server, in the delete's transaction; any left (locked ones) make the database refuse the
-- delete, whatever the code above it does.
CREATE TABLE predictions (
  -- The block's own id (chosen by the editor), unique across every post.
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{12,32}$'),
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE RESTRICT,
  sport text NOT NULL,
  competition text NOT NULL DEFAULT '',
  -- "Home vs Away", or the event's own name.
  event text NOT NULL,
  market text NOT NULL,
  line numeric,
  market_label text NOT NULL DEFAULT '',
  pick text NOT NULL,
  -- Exact decimals, as sent (no scale: a stored value reads back equal to what was sent).
  odds numeric NOT NULL CHECK (odds > 1),
  stake numeric NOT NULL CHECK (stake > 0),
  kickoff timestamptz NOT NULL,
  result text CHECK (result IN ('won', 'lost', 'void', 'half-won', 'half-lost')),
  score text NOT NULL DEFAULT '',
  void_reason text NOT NULL DEFAULT '',
  settled_at timestamptz(3),
  -- The settlement was changed after it was first made.
  corrected boolean NOT NULL DEFAULT false,
  created_at timestamptz(3) NOT NULL
);

CREATE INDEX predictions_post_id_idx ON predictions (post_id);
CREATE INDEX predictions_kickoff_idx ON predictions (kickoff DESC, id);

-- Each prediction's history, oldest first: created, locked (at kickoff), settled, corrected,
-- voided, with their times and what changed ("Won, 2-1"; "Won → Lost"; the void's reason).
CREATE TABLE prediction_events (
  id serial PRIMARY KEY,
  prediction_id text NOT NULL REFERENCES predictions (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('created', 'locked', 'settled', 'corrected', 'voided')),
  at timestamptz(3) NOT NULL,
  detail text NOT NULL DEFAULT ''
);

CREATE INDEX prediction_events_prediction_idx ON prediction_events (prediction_id, at, id);
