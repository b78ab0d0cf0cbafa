/**
 * The seed's banner calls on campaigns. q=banners answers, per slot, the campaign drawn for this
 * request (rotation.ts) in the seed's shape plus the campaign itself; the seed's writes (upload,
 * replace, remove) keep each slot's house campaign: undated, the one the seed's admin screens and
 * a PHP host's flow know as "the banner".
 */
import { bannerFields, bannerLinkField } from '../../src/contract/schemas';
import { bannersQuery, type CampaignBannersAnswer } from '../../src/contract/campaignCalls';
import type { CallKey } from '../../src/contract/calls';
import { HttpError } from '../http/errors';
import { formFields, parseQuery, parseWith, readForm } from '../http/input';
import type { Deps, Handler } from '../types';
import { readImage } from '../uploads/readImage';
import { currentPage, requestKey } from './campaigns/pageChoice';
import { allCampaigns, bannerCampaign, drawBanners, forgetCampaigns } from './campaigns/rotation';
import { siteDay } from './campaigns/siteDay';
import type { Slot } from './campaigns/rows';
import { visibleAt } from './postRows';

/** The advertiser a house campaign is listed under. */
export const HOUSE_ADVERTISER = 'House banner';

/** The category of the post readers see at `slug`, or null. */
async function categoryOfPost(deps: Deps, slug: string): Promise<number | null> {
  const { rows } = await deps.db.query<{ category_id: number }>(
    `SELECT p.category_id FROM posts p WHERE p.slug = $1 AND ${visibleAt(2)}`,
    [slug, deps.now()],
  );
  return rows[0] ? Number(rows[0].category_id) : null;
}

/**
 * Never cached (the dispatcher's UNCACHED: `no-store`): each request is a new draw, and a cached
 * answer (public, or even a browser's private copy for a while) would show its one campaign again
 * and again, against the weights. Costs no query: the campaigns are in memory (rotation.ts). A
 * rendered page answers its own reads with the choice it is kept for (pageChoice.ts).
 */
const listBanners: Handler = async (c, deps) => {
  const query = parseQuery(c, bannersQuery);
  const target = query.category ?? (query.post ? await categoryOfPost(deps, query.post) : null);
  const page = currentPage();
  const forced = page?.forced.get(requestKey(target));
  const campaigns = await allCampaigns(deps).catch((error: unknown) => {
    if (page) page.failed = true;
    throw error;
  });
  const drawn = drawBanners(
    campaigns,
    siteDay(deps.now(), deps.settings.siteTimeZone),
    target,
    deps.random ?? Math.random,
    forced,
  );
  page?.drawn.set(requestKey(target), drawn.picks);
  const { home, post } = drawn.shown;
  const answer: CampaignBannersAnswer = {
    home_banner: home?.image ?? null,
    post_banner: post?.image ?? null,
    home_banner_link: home?.link ?? null,
    post_banner_link: post?.link ?? null,
    home_campaign: home ? bannerCampaign(home) : null,
    post_campaign: post ? bannerCampaign(post) : null,
  };
  return c.json(answer);
};

/** With `update=1`, a link and no image: the house campaign keeps its image, takes the link. */
async function saveLinkOnly(deps: Deps, slot: Slot, link: string | null): Promise<void> {
  const { rows } = await deps.db.query(
    'UPDATE campaigns SET link = $2, updated_at = $3 WHERE slot = $1 AND house RETURNING id',
    [slot, link, deps.now()],
  );
  if (!rows[0]) throw new HttpError(404, `There is no ${slot} banner to update`);
}

/** Uploads (or with `update=1`, replaces) a slot's house image; either way the slot has it then. */
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
    forgetCampaigns(deps);
    return c.json({ status: 'success', message: 'Banner updated successfully' });
  }
  if (!image) throw new HttpError(400, 'image is required');
  let newPath = '';
  let oldPath: string | null = null;
  const released: string[] = [];
  await deps.db.transaction(async (tx) => {
    newPath = await deps.uploads.save(tx, image.bytes, image.ext);
    const { rows } = await tx.query<{ image_path: string; phone: string | null }>(
      `SELECT image_path, phone_image_path AS phone FROM campaigns
        WHERE slot = $1 AND house FOR UPDATE`,
      [type],
    );
    oldPath = rows[0]?.image_path ?? null;
    // The seed's call sends the one creative: a phone creative drawn for the old one goes too.
    const oldPhone = rows[0]?.phone ?? null;
    const at = deps.now();
    if (rows[0]) {
      await tx.query(
        `UPDATE campaigns SET image_path = $2, phone_image_path = NULL, updated_at = $3,
           link = CASE WHEN $5 THEN $4 ELSE link END
         WHERE slot = $1 AND house`,
        [type, newPath, at, link ?? null, link !== undefined],
      );
    } else {
      await tx.query(
        `INSERT INTO campaigns (slot, advertiser, image_path, link, house, created_at, updated_at)
         VALUES ($1, $2, $3, $4, true, $5, $5)`,
        [type, HOUSE_ADVERTISER, newPath, link ?? null, at],
      );
    }
    // The replaced images go with the write that replaced them (a failed write keeps them).
    for (const path of [oldPath, oldPhone]) {
      if (path && (await deps.uploads.release(tx, path))) released.push(path);
    }
  });
  forgetCampaigns(deps);
  for (const path of released) await deps.uploads.dropCached(path);
  const updated = update || oldPath !== null;
  return c.json({
    status: 'success',
    message: updated ? 'Banner updated successfully' : 'Banner uploaded successfully',
    image_path: newPath,
  });
};

/** Removes the slot's house campaign (its counters and report links too) and its images. */
const deleteBanner: Handler = async (c, deps) => {
  const { type } = parseQuery(c, bannerFields);
  const released = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; image_path: string; phone: string | null }>(
      `DELETE FROM campaigns WHERE slot = $1 AND house
       RETURNING id, image_path, phone_image_path AS phone`,
      [type],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, `There is no ${type} banner to delete`);
    await tx.query('DELETE FROM campaign_days WHERE campaign_id = $1', [row.id]);
    const gone: string[] = [];
    for (const path of [row.image_path, row.phone]) {
      if (path && (await deps.uploads.release(tx, path))) gone.push(path);
    }
    return gone;
  });
  forgetCampaigns(deps);
  for (const path of released) await deps.uploads.dropCached(path);
  return c.json({ status: 'success', message: 'Banner deleted successfully' });
};

export const bannerHandlers = {
  'GET banners': listBanners,
  'POST banners': saveBanner,
  'DELETE banner-delete': deleteBanner,
} satisfies Partial<Record<CallKey, Handler>>;
