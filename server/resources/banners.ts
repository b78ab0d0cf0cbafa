/** The two advert banner slots, home and post: one image each, or none. */
import { bannerFields, type CallKey } from '../../src/api/schemas';
import { HttpError } from '../http/errors';
import { formFields, parseQuery, parseWith, readForm } from '../http/input';
import type { Handler } from '../types';
import { readImage } from '../uploads/readImage';

const listBanners: Handler = async (c, { db }) => {
  const { rows } = await db.query<{ type: 'home' | 'post'; image_path: string }>(
    'SELECT type, image_path FROM banners',
  );
  const path = (type: 'home' | 'post') => rows.find((r) => r.type === type)?.image_path ?? null;
  return c.json({ home_banner: path('home'), post_banner: path('post') });
};

/** Uploads (or with `update=1`, replaces) a slot's image; either way the slot ends up with it. */
const saveBanner: Handler = async (c, deps) => {
  const form = await readForm(c);
  const { type } = parseWith(bannerFields, formFields(form, ['image']));
  const image = await readImage(form, 'image', deps.settings);
  if (!image) throw new HttpError(400, 'image is required');
  const newPath = await deps.uploads.save(image.bytes, image.ext);
  let oldPath: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ image_path: string }>(
        'SELECT image_path FROM banners WHERE type = $1 FOR UPDATE',
        [type],
      );
      oldPath = rows[0]?.image_path ?? null;
      await tx.query(
        `INSERT INTO banners (type, image_path, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (type) DO UPDATE SET image_path = excluded.image_path,
           updated_at = excluded.updated_at`,
        [type, newPath, deps.now()],
      );
    });
  } catch (error) {
    await deps.uploads.remove(newPath);
    throw error;
  }
  await deps.uploads.remove(oldPath);
  const updated = c.req.query('update') === '1' || oldPath !== null;
  return c.json({
    status: 'success',
    message: updated ? 'Banner updated successfully' : 'Banner uploaded successfully',
    image_path: newPath,
  });
};

const deleteBanner: Handler = async (c, deps) => {
  const { type } = parseQuery(c, bannerFields);
  const { rows } = await deps.db.query<{ image_path: string }>(
    'DELETE FROM banners WHERE type = $1 RETURNING image_path',
    [type],
  );
  if (!rows[0]) throw new HttpError(404, `There is no ${type} banner to delete`);
  await deps.uploads.remove(rows[0].image_path);
  return c.json({ status: 'success', message: 'Banner deleted successfully' });
};

export const bannerHandlers = {
  'GET banners': listBanners,
  'POST banners': saveBanner,
  'DELETE banner-delete': deleteBanner,
} satisfies Partial<Record<CallKey, Handler>>;
