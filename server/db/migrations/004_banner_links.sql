-- Addition: where a banner leads when clicked (an http(s) URL), or nowhere.
ALTER TABLE banners ADD COLUMN link text;
