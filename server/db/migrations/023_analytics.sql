-- Cookie-free analytics (issue 27). Only daily (and hourly) rollups are kept: how many views a
-- page, a post, a category and a referring site's host had each day, and how many visitors the
-- site had. Never an address, a user agent or a cookie. Days and hours are the site's own
-- (SITE_TIME_ZONE). Rows are written by the counting queue (server/analytics/queue.ts) as upserts
-- that add to what is there, so instances on one PostgreSQL count exactly. `demo` marks what
-- the demo seed wrote (SEED_DEMO), so it can be told apart and removed.

-- Views and visitors of the whole site, per day.
CREATE TABLE analytics_days (
  day      DATE PRIMARY KEY,
  views    INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  demo     BOOLEAN NOT NULL DEFAULT false
);

-- The same per hour of the day (0–23, site time): today's chart.
CREATE TABLE analytics_hours (
  day      DATE NOT NULL,
  hour     SMALLINT NOT NULL CHECK (hour BETWEEN 0 AND 23),
  views    INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  demo     BOOLEAN NOT NULL DEFAULT false,
  PRIMARY KEY (day, hour)
);

-- Views per day and page path, with the post (and so its category) the path opened, or the
-- category a category page shows, resolved when counted. 0: none. No foreign keys: a deleted
-- post's views stay in the site's figures.
CREATE TABLE analytics_pages (
  day         DATE NOT NULL,
  path        TEXT NOT NULL CHECK (length(path) <= 512),
  post_id     INTEGER NOT NULL DEFAULT 0,
  category_id INTEGER NOT NULL DEFAULT 0,
  views       INTEGER NOT NULL DEFAULT 0,
  demo        BOOLEAN NOT NULL DEFAULT false,
  PRIMARY KEY (day, path, post_id, category_id)
);
CREATE INDEX analytics_pages_post_idx ON analytics_pages (post_id, day) WHERE post_id > 0;
CREATE INDEX analytics_pages_category_idx ON analytics_pages (category_id, day)
  WHERE category_id > 0;

-- Views per post and hour (site time): "Trending" ranks by the last 48 hours. Kept 3 days.
CREATE TABLE analytics_post_hours (
  day     DATE NOT NULL,
  hour    SMALLINT NOT NULL CHECK (hour BETWEEN 0 AND 23),
  post_id INTEGER NOT NULL,
  views   INTEGER NOT NULL DEFAULT 0,
  demo    BOOLEAN NOT NULL DEFAULT false,
  PRIMARY KEY (day, hour, post_id)
);

-- Views per day by the referring site's host (never its full address; none for our own host).
CREATE TABLE analytics_referrers (
  day   DATE NOT NULL,
  host  TEXT NOT NULL CHECK (length(host) <= 253),
  views INTEGER NOT NULL DEFAULT 0,
  demo  BOOLEAN NOT NULL DEFAULT false,
  PRIMARY KEY (day, host)
);

-- One random salt per site day, so that every instance makes the same visitor hash
-- (sha256(salt, address, user agent)) that day. Deleted once its day is over: then a finished
-- day's hashes can no longer be made again from an address.
CREATE TABLE analytics_salts (
  day  DATE PRIMARY KEY,
  salt TEXT NOT NULL
);

-- Today's visitor hashes, per day and per hour, so that a visitor is counted once whichever
-- instance sees them (the first insert counts). Deleted with the day's salt.
CREATE TABLE analytics_day_visitors (
  day     DATE NOT NULL,
  visitor TEXT NOT NULL CHECK (length(visitor) <= 64),
  PRIMARY KEY (day, visitor)
);
CREATE TABLE analytics_hour_visitors (
  day     DATE NOT NULL,
  hour    SMALLINT NOT NULL,
  visitor TEXT NOT NULL CHECK (length(visitor) <= 64),
  PRIMARY KEY (day, hour, visitor)
);

-- Visitor hashes seen per minute, for "visitors in the last 5 minutes"; kept a few minutes.
CREATE TABLE analytics_recent (
  minute  TIMESTAMPTZ NOT NULL,
  visitor TEXT NOT NULL CHECK (length(visitor) <= 64),
  PRIMARY KEY (minute, visitor)
);
