/**
 * /trending where the server counts views: its render ranks every post by the last 48 hours of
 * views (q=trending, asked in process) and says so, and ships that list for hydration; elsewhere
 * (a render told nothing is counted) it lists the newest posts and says that instead. The page
 * the server keeps follows new views within a minute, though no write empties its cache.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { siteMoment } from '../../server/analytics/siteTime';
import { sanitisePostHtml } from '../../server/html/postHtml';
import { fixedPaths, loadPage, render } from '../../src/entry-server';
import type { RenderEntry } from '../../src/contract/pageHead';
import { addPost, freshTestApp } from './helpers';
import { builtSiteDir } from './siteDir';

const siteDir = builtSiteDir();
const t = freshTestApp({ analytics: true }, { clocked: true });

/** `views` more views of post `id` in the site's current hour. */
async function view(id: number, views: number) {
  const { day, hour } = siteMoment(new Date(t.clock), t.deps.settings.siteTimeZone);
  await t.deps.db.query(
    `INSERT INTO analytics_post_hours (day, hour, post_id, views) VALUES ($1, $2, $3, $4)
     ON CONFLICT (day, hour, post_id) DO UPDATE SET views = analytics_post_hours.views + $4`,
    [day, hour, id, views],
  );
}

/** An older post and a newer one. */
async function twoPosts() {
  const older = await addPost(t, { title: 'Older derby preview', category_id: t.football });
  t.clock += 60_000;
  const newer = await addPost(t, { title: 'Newer cup preview', category_id: t.football });
  return { older, newer };
}

/** The titles in the order the page shows them. */
const order = (html: string) =>
  ['Older derby preview', 'Newer cup preview'].sort((a, b) => html.indexOf(a) - html.indexOf(b));

const renderTrending = (counting: boolean) =>
  render(new URL('/trending', 'http://localhost'), {
    fetch: (input, init) => Promise.resolve(t.app.request(String(input), init)),
    sanitizeHtml: sanitisePostHtml,
    site: { brand: 'BetPulse', description: 'Sports.', counting },
  });

describe('the trending page', () => {
  it('ranks by views where the server counts them, and says so; the newest first where not', async () => {
    const { older } = await twoPosts();
    await view(older, 5);

    const ranked = await renderTrending(true);
    expect(ranked!.html).toContain('What readers are opening right now.');
    expect(order(ranked!.html)).toEqual(['Older derby preview', 'Newer cup preview']);
    // The state it ships is that same list, for the browser's hydration to find.
    expect(JSON.stringify(ranked!.state)).toContain('"ranking":"trending"');

    const newest = await renderTrending(false);
    expect(newest!.html).toContain('The newest posts from every category.');
    expect(newest!.html).not.toContain('opening right now');
    expect(order(newest!.html)).toEqual(['Newer cup preview', 'Older derby preview']);
  });

  it('is served anew within a minute of new views, though nothing was written', async () => {
    const { older, newer } = await twoPosts();
    await view(older, 5);
    const entry: RenderEntry = { loadPage, fixedPaths };
    const app = createApp(t.deps, { staticDir: siteDir(), renderEntry: entry });
    const page = async () => {
      const res = await app.request('/trending');
      expect(res.status).toBe(200);
      return res.text();
    };
    expect(order(await page())).toEqual(['Older derby preview', 'Newer cup preview']);

    await view(newer, 50);
    // Within the minute: the kept page.
    t.clock += 5_000;
    expect(order(await page())).toEqual(['Older derby preview', 'Newer cup preview']);
    t.clock += 61_000;
    expect(order(await page())).toEqual(['Newer cup preview', 'Older derby preview']);
  });
});
