/**
 * The admin's campaigns (right `site.lists`, as banners): list, read, create, update, delete.
 * Creatives go through the upload pipeline (checked by their bytes, cleaned, stored in `media`);
 * a replaced or deleted campaign's images are released like a banner's. Every check is made
 * before anything is written: a refused request changes nothing.
 */
import {
  campaignFields,
  campaignListQuery,
  campaignUpdateFields,
  type Campaign,
} from '../../../src/contract/campaignCalls';
import { idQuery } from '../../../src/contract/schemas';
import type { CallKey } from '../../../src/contract/calls';
import type { Queryable } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { formFields, parseQuery, parseWith, readForm } from '../../http/input';
import type { Deps, Handler } from '../../types';
import { readImage, type UploadedImage } from '../../uploads/readImage';
import { lockCampaign, readCampaigns, type CampaignRow, type Slot } from './rows';
import { forgetCampaigns } from './rotation';
import { siteDay } from './siteDay';

const IMAGE_FIELDS = ['image', 'phone_image'];
const notFound = () => new HttpError(404, 'Campaign not found');

const today = (deps: Deps) => siteDay(deps.now(), deps.settings.siteTimeZone);

/** The ids of a `categories` field ("3, 5"), each once. */
function categoryIds(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  if (text.trim() === '') return [];
  return [...new Set(text.split(',').map((part) => Number(part.trim())))];
}

/** 400 naming the first id that is no category. */
async function assertCategoriesExist(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM categories WHERE id = ANY($1::int[])',
    [ids],
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw new HttpError(400, `categories: there is no category with id ${missing}`);
  }
}

/** The fields a campaign ends up with, checked together (dates in order, the house undated). */
interface Settled {
  slot: Slot;
  advertiser: string;
  link: string | null;
  start_date: string | null;
  end_date: string | null;
  weight: number;
}

function assertConsistent(fields: Settled, house: boolean): void {
  if (fields.start_date && fields.end_date && fields.end_date < fields.start_date) {
    throw new HttpError(
      400,
      `end_date (${fields.end_date}) must be on or after start_date (${fields.start_date})`,
    );
  }
  if (house && (fields.start_date || fields.end_date)) {
    throw new HttpError(
      400,
      'The house banner has no dates: it runs until it is removed (add a campaign instead)',
    );
  }
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

async function readCreatives(
  form: FormData,
  deps: Deps,
): Promise<{ image: UploadedImage | null; phone: UploadedImage | null }> {
  const image = await readImage(form, 'image', deps.settings);
  const phone = await readImage(form, 'phone_image', deps.settings);
  return { image, phone };
}

async function setCategories(tx: Queryable, id: number, ids: number[]): Promise<void> {
  await tx.query('DELETE FROM campaign_categories WHERE campaign_id = $1', [id]);
  if (ids.length === 0) return;
  await tx.query(
    `INSERT INTO campaign_categories (campaign_id, category_id)
     SELECT $1, unnest($2::int[])`,
    [id, ids],
  );
}

async function answerCampaign(deps: Deps, id: number): Promise<Campaign> {
  const [campaign] = await readCampaigns(deps.db, today(deps), { id });
  if (!campaign) throw notFound();
  return campaign;
}

/** Releases images no longer named (inside the write's transaction); answers those that went. */
async function releaseAll(deps: Deps, tx: Queryable, paths: (string | null)[]): Promise<string[]> {
  const gone: string[] = [];
  for (const path of paths) {
    if (path && (await deps.uploads.release(tx, path))) gone.push(path);
  }
  return gone;
}

async function dropAll(deps: Deps, paths: string[]): Promise<void> {
  for (const path of paths) await deps.uploads.dropCached(path);
}

const listCampaigns: Handler = async (c, deps) => {
  const { slot } = parseQuery(c, campaignListQuery);
  return c.json(await readCampaigns(deps.db, today(deps), { slot }));
};

const getCampaign: Handler = async (c, deps) => {
  const { id } = parseQuery(c, idQuery);
  return c.json(await answerCampaign(deps, id));
};

const createCampaign: Handler = async (c, deps) => {
  const form = await readForm(c);
  const input = parseWith(campaignFields, formFields(form, IMAGE_FIELDS));
  const settled: Settled = {
    slot: input.slot,
    advertiser: input.advertiser,
    link: orNull(input.link),
    start_date: orNull(input.start_date),
    end_date: orNull(input.end_date),
    weight: input.weight ?? 1,
  };
  assertConsistent(settled, false);
  const categories = categoryIds(input.categories) ?? [];
  await assertCategoriesExist(deps.db, categories);
  const { image, phone } = await readCreatives(form, deps);
  if (!image) throw new HttpError(400, 'image (the desktop creative, 5:1) is required');
  const id = await deps.db.transaction(async (tx) => {
    const imagePath = await deps.uploads.save(tx, image.bytes, image.ext);
    const phonePath = phone ? await deps.uploads.save(tx, phone.bytes, phone.ext) : null;
    const at = deps.now();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO campaigns (slot, advertiser, image_path, phone_image_path, link, start_date,
         end_date, weight, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, $9) RETURNING id`,
      [
        settled.slot,
        settled.advertiser,
        imagePath,
        phonePath,
        settled.link,
        settled.start_date,
        settled.end_date,
        settled.weight,
        at,
      ],
    );
    const id = rows[0]!.id;
    // A category deleted since the check fails the write (its foreign key): nothing is kept.
    await setCategories(tx, id, categories).catch(() => {
      throw new HttpError(400, 'categories: one of the categories was just deleted');
    });
    return id;
  });
  forgetCampaigns(deps);
  c.set('auditDetail', `${settled.advertiser} (${settled.slot})`);
  return c.json({
    status: 'success',
    message: 'Campaign created',
    id,
    campaign: await answerCampaign(deps, id),
  });
};

const updateCampaign: Handler = async (c, deps) => {
  const form = await readForm(c);
  const input = parseWith(campaignUpdateFields, formFields(form, IMAGE_FIELDS));
  const categories = categoryIds(input.categories);
  if (categories) await assertCategoriesExist(deps.db, categories);
  // Read (and checked by content) before the transaction: a bad file changes nothing.
  const { image, phone } = await readCreatives(form, deps);
  if (phone && input.remove_phone_image === '1') {
    throw new HttpError(400, 'Send a phone_image or remove_phone_image=1, not both');
  }
  const released = await deps.db.transaction(async (tx) => {
    const row: CampaignRow | null = await lockCampaign(tx, input.id);
    if (!row) throw notFound();
    const settled: Settled = {
      slot: input.slot ?? row.slot,
      advertiser: input.advertiser ?? row.advertiser,
      link: input.link === undefined ? row.link : orNull(input.link),
      start_date: input.start_date === undefined ? row.start_date : orNull(input.start_date),
      end_date: input.end_date === undefined ? row.end_date : orNull(input.end_date),
      weight: input.weight ?? row.weight,
    };
    assertConsistent(settled, row.house);
    c.set('auditDetail', `${settled.advertiser} (${settled.slot})`);
    if (row.house && settled.slot !== row.slot) {
      throw new HttpError(400, 'The house banner stays in its slot (add a campaign instead)');
    }
    const imagePath = image ? await deps.uploads.save(tx, image.bytes, image.ext) : row.image_path;
    let phonePath = row.phone_image_path;
    if (phone) phonePath = await deps.uploads.save(tx, phone.bytes, phone.ext);
    else if (input.remove_phone_image === '1') phonePath = null;
    await tx.query(
      `UPDATE campaigns SET slot = $2, advertiser = $3, image_path = $4, phone_image_path = $5,
         link = $6, start_date = $7::date, end_date = $8::date, weight = $9, updated_at = $10
       WHERE id = $1`,
      [
        row.id,
        settled.slot,
        settled.advertiser,
        imagePath,
        phonePath,
        settled.link,
        settled.start_date,
        settled.end_date,
        settled.weight,
        deps.now(),
      ],
    );
    if (categories) {
      await setCategories(tx, row.id, categories).catch(() => {
        throw new HttpError(400, 'categories: one of the categories was just deleted');
      });
    }
    // The creatives replaced go with the write that replaced them.
    const replaced = [
      imagePath !== row.image_path ? row.image_path : null,
      phonePath !== row.phone_image_path ? row.phone_image_path : null,
    ];
    return releaseAll(deps, tx, replaced);
  });
  forgetCampaigns(deps);
  await dropAll(deps, released);
  return c.json({
    status: 'success',
    message: 'Campaign saved',
    campaign: await answerCampaign(deps, input.id),
  });
};

/** The campaign, its targeting, counters and report links, and its images when nothing else names them. */
const deleteCampaign: Handler = async (c, deps) => {
  const { id } = parseQuery(c, idQuery);
  const released = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      image_path: string;
      phone: string | null;
      advertiser: string;
      slot: Slot;
    }>(
      `DELETE FROM campaigns WHERE id = $1
       RETURNING image_path, phone_image_path AS phone, advertiser, slot`,
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound();
    c.set('auditDetail', `${row.advertiser} (${row.slot})`);
    await tx.query('DELETE FROM campaign_days WHERE campaign_id = $1', [id]);
    return releaseAll(deps, tx, [row.image_path, row.phone]);
  });
  forgetCampaigns(deps);
  await dropAll(deps, released);
  return c.json({ status: 'success', message: 'Campaign deleted' });
};

export const campaignAdminHandlers = {
  'GET campaigns': listCampaigns,
  'GET campaign': getCampaign,
  'POST campaigns': createCampaign,
  'POST campaign-update': updateCampaign,
  'DELETE campaign-delete': deleteCampaign,
} satisfies Partial<Record<CallKey, Handler>>;
