/** The responsible-gambling texts: public to read (cached like other reads), the admin's to set. */
import type { CallKey } from '../../src/contract/calls';
import { NO_SITE_TEXTS, SITE_TEXT_FIELDS, type SiteTexts } from '../../src/contract/siteTexts';
import { siteTextsInput } from '../../src/contract/siteTextsCalls';
import { parseWith, readJson } from '../http/input';
import type { Db } from '../db/connect';
import type { Handler } from '../types';

async function readTexts(db: Db): Promise<SiteTexts> {
  const { rows } = await db.query<{ name: string; value: string }>(
    'SELECT name, value FROM site_texts WHERE name = ANY($1)',
    [[...SITE_TEXT_FIELDS]],
  );
  const texts = { ...NO_SITE_TEXTS };
  for (const row of rows) texts[row.name as keyof SiteTexts] = row.value;
  return texts;
}

const getTexts: Handler = async (c, { db }) => c.json(await readTexts(db));

/** Sets the fields sent (all of them are checked first: one refused field changes nothing). */
const saveTexts: Handler = async (c, { db, now }) => {
  const input = parseWith(siteTextsInput, await readJson(c));
  const sent = SITE_TEXT_FIELDS.filter((field) => input[field] !== undefined);
  await db.transaction(async (tx) => {
    for (const field of sent) {
      await tx.query(
        `INSERT INTO site_texts (name, value, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
        [field, input[field], now()],
      );
    }
  });
  return c.json({ status: 'success', message: 'Texts saved', texts: await readTexts(db) });
};

export const siteTextsHandlers = {
  'GET site-texts': getTexts,
  'POST site-texts': saveTexts,
} satisfies Partial<Record<CallKey, Handler>>;
