-- The responsible-gambling texts the admin chose (q=site-texts). A text without a row, or with
-- an empty value, is the app's default.
CREATE TABLE site_texts (
  name text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
