-- A category's topic chips on /categories: a few short labels, in the order the admin gave them.
-- Empty for every existing category (its card keeps the built-in chips of the seven, or none).
ALTER TABLE categories ADD COLUMN topics text[] NOT NULL DEFAULT '{}';
