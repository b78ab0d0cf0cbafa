-- Banner campaigns: each slot (home, post) holds any number of campaigns, each an advertiser's
-- creative (a 5:1 desktop image and an optional phone image), an optional link, optional first and
-- last days (inclusive, in the site's time zone, as the site's calendar says them), a rotation
-- weight and optional category targeting. Readers are shown one live campaign per slot, drawn by
-- weight on the server.
--
-- The seed's single banner per slot becomes that slot's "house" campaign: undated, the one the
-- seed's calls (q=banners, q=banner-delete) upload, replace and remove. At most one per slot.
CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  slot text NOT NULL CHECK (slot IN ('home', 'post')),
  advertiser text NOT NULL CHECK (length(btrim(advertiser)) BETWEEN 1 AND 120),
  image_path text NOT NULL CHECK (length(image_path) <= 500),
  phone_image_path text CHECK (length(phone_image_path) <= 500),
  -- An http(s) URL (the contract's banner link rules), or none: the banner leads nowhere.
  link text CHECK (length(link) <= 2048),
  start_date date,
  end_date date,
  weight integer NOT NULL DEFAULT 1 CHECK (weight BETWEEN 1 AND 100),
  house boolean NOT NULL DEFAULT false,
  -- Seeded demo content (SEED_DEMO), not the site's own.
  demo boolean NOT NULL DEFAULT false,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT campaigns_dates_check CHECK (end_date >= start_date),
  CONSTRAINT campaigns_house_undated_check
    CHECK (NOT house OR (start_date IS NULL AND end_date IS NULL))
);

CREATE UNIQUE INDEX campaigns_house_slot_key ON campaigns (slot) WHERE house;
-- A media row goes only when nothing names it any more (UploadStore.release): found fast.
CREATE INDEX campaigns_image_path_idx ON campaigns (image_path);
CREATE INDEX campaigns_phone_image_path_idx ON campaigns (phone_image_path);

-- Targeting: a campaign with rows here is shown only where one of these categories is read (a
-- post of it); without rows, everywhere. A deleted category leaves every campaign's targeting.
CREATE TABLE campaign_categories (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, category_id)
);
CREATE INDEX campaign_categories_category_id_idx ON campaign_categories (category_id);

-- Daily counters per campaign (the site's days), written in batches by the counting queue as
-- upserts. No foreign key on purpose: a batch holds every site's event of the last second, and an
-- event for a campaign deleted meanwhile must not fail the whole batch. Deleting a campaign
-- deletes its rows (and a straggler written just after is never read: ids are not reused).
CREATE TABLE campaign_days (
  campaign_id integer NOT NULL,
  day date NOT NULL,
  served integer NOT NULL DEFAULT 0 CHECK (served >= 0),
  viewable integer NOT NULL DEFAULT 0 CHECK (viewable >= 0),
  clicks integer NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  PRIMARY KEY (campaign_id, day)
);

-- Report links for advertisers without an account, like a post's share links: the token is shown
-- once, only its SHA-256 is kept; each expires, and may be revoked.
CREATE TABLE campaign_report_links (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz(3) NOT NULL,
  expires_at timestamptz(3) NOT NULL,
  revoked_at timestamptz(3),
  CONSTRAINT campaign_report_links_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX campaign_report_links_campaign_id_idx ON campaign_report_links (campaign_id);

-- Existing sites keep their banners: each slot's banner, with its link, is its house campaign.
INSERT INTO campaigns (slot, advertiser, image_path, link, house, created_at, updated_at)
SELECT type, 'House banner', image_path, link, true, updated_at, updated_at FROM banners;

DROP TABLE banners;
