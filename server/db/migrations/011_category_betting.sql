-- Responsible gambling: a betting category's posts close with the 18+ disclaimer box.
-- New categories count as betting unless the admin says otherwise (the site's niche); of the
-- seeded ones, only Crypto and Blog are not about betting.
ALTER TABLE categories ADD COLUMN betting boolean NOT NULL DEFAULT true;
UPDATE categories SET betting = false WHERE slug IN ('crypto', 'blog');
