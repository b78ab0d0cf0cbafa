/** The two advert banner slots, home and post: one image each, or none. */
import { bannerFields, bannerLinkField } from '../../src/contract/schemas';
import type { CallKey } from '../../src/contract/calls';
import { HttpError } from '../http/errors';
import { formFields, parseQuery, parseWith, readForm } from '../http/input';
import type { Deps, Handler } from '../types';
import { readImage } from '../uploads/readImage';

type Row = { type: 'home' | 'post'; image_path: string; link: string | null };

/** The seed's shape, plus each slot's link (addition). */
const listBanners: Handler = async (c, { db }) => {
  const { rows } = await db.query<Row>('SELECT type, image_path, link FROM banners');
  const slot = (type: Row['type']) => rows.find((r) => r.type === type);
  return c.json({
    home_banner: slot('home')?.image_path ?? null,
    post_banner: slot('post')?.image_path ?? null,
    home_banner_link: slot('home')?.link ?? null,
    post_banner_link: slot('post')?.link ?? null,
  });
};

/** With `update=1`, a link and no image: the slot keeps its image and takes the new link. */
async function saveLinkOnly(deps: Deps, type: Row['type'], link: string | null): Promise<void> {
  const { rows } = await deps.db.query(
    'UPDATE banners SET link = $2, updated_at = $3 WHERE type = $1 RETURNING type',
    [type, link, deps.now()],
  );
  if (!rows[0]) throw new HttpError(404, `There is no ${type} banner to update`);
}

/** Uploads (or with `update=1`, replaces) a slot's image; either way the slot ends up with it. */
const saveBanner: Handler = async (c, deps) => {
  const form = await readForm(c);
  const fields = formFields(form, ['image']);
  const { type } = parseWith(bannerFields, fields);
  // Absent: the slot keeps its link (old clients never send one); empty: the link is removed.
  const { link: sentLink } = parseWith(bannerLinkField, fields);
  const link = sentLink === undefined ? undefined : sentLink || null;
  const image = await readImage(form, 'image', deps.settings);
  const update = c.req.query('update') === '1';
  if (!image && update && link !== undefined) {
    await saveLinkOnly(deps, type, link);
    return c.json({ status: 'success', message: 'Banner updated successfully' });
  }
  if (!image) throw new HttpError(400, 'image is required');
  let newPath = '';
  let oldPath: string | null = null;
  let released = false;
  await deps.db.transaction(async (tx) => {
    newPath = await deps.uploads.save(tx, image.bytes, image.ext);
    const { rows } = await tx.query<{ image_path: string }>(
      'SELECT image_path FROM banners WHERE type = $1 FOR UPDATE',
      [type],
    );
    oldPath = rows[0]?.image_path ?? null;
    await tx.query(
      `INSERT INTO banners (type, image_path, updated_at, link) VALUES ($1, $2, $3, $4)
       ON CONFLICT (type) DO UPDATE SET image_path = excluded.image_path,
         updated_at = excluded.updated_at,
         link = CASE WHEN $5 THEN excluded.link ELSE banners.link END`,
      [type, newPath, deps.now(), link ?? null, link !== undefined],
    );
    // The replaced image goes with the write that replaced it (a failed write keeps it).
    released = await deps.uploads.release(tx, oldPath);
  });
  if (released) await deps.uploads.dropCached(oldPath);
  const updated = update || oldPath !== null;
  return c.json({
    status: 'success',
    message: updated ? 'Banner updated successfully' : 'Banner uploaded successfully',
    image_path: newPath,
  });
};

const deleteBanner: Handler = async (c, deps) => {
  const { type } = parseQuery(c, bannerFields);
  const released = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ image_path: string }>(
      'DELETE FROM banners WHERE type = $1 RETURNING image_path',
      [type],
    );
    if (!rows[0]) throw new HttpError(404, `There is no ${type} banner to delete`);
    return (await deps.uploads.release(tx, rows[0].image_path)) ? rows[0].image_path : null;
  });
  await deps.uploads.dropCached(released);
  return c.json({ status: 'success', message: 'Banner deleted successfully' });
};

export const bannerHandlers = {
  'GET banners': listBanners,
  'POST banners': saveBanner,
  'DELETE banner-delete': deleteBanner,
} satisfies Partial<Record<CallKey, Handler>>;
