/**
 * Rendered pages and banner rotation: a rendered page reads q=banners in process and ships that
 * answer for hydration, so the page and its state always show the same campaign; pages are
 * cached, yet readers still rotate between the live campaigns (one kept copy per choice).
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { RenderEntry } from '../../src/contract/pageHead';
import type { Campaign, CampaignBannersAnswer } from '../../src/contract/campaignCalls';
import { SERVER_STATE_ID } from '../../src/contract/serverState';
import { file, freshTestApp, pngBytes } from './helpers';
import { builtSiteDir } from './siteDir';

const siteDir = builtSiteDir();
const t = freshTestApp();

/** A stand-in for the app's entry: a page showing its home banner, its answer as the state. */
function entry(renders: string[]): RenderEntry {
  return {
    fixedPaths: ['/'],
    async loadPage(url, { fetch }) {
      const res = await fetch('http://localhost/backend/index.php?q=banners');
      const banners = (await res.json()) as CampaignBannersAnswer;
      const head = {
        status: 200,
        title: 'Home | BetPulse',
        shareTitle: 'Home',
        description: 'Sports.',
        canonicalPath: url.pathname,
        type: 'website',
        image: null,
        imageAlt: '',
        preloadCalls: [],
        hero: null,
      };
      return {
        head: head as never,
        render: () => {
          renders.push(url.pathname);
          return Promise.resolve({
            html: `<main><img src="/backend/public/${banners.home_banner}"></main>`,
            state: { banners },
          });
        },
      };
    },
  };
}

async function campaign(advertiser: string, weight = '1') {
  const res = await t.admin('POST', 'campaigns', {
    form: { slot: 'home', advertiser, weight, image: file(await pngBytes(500, 100)) },
  });
  return ((await res.json()) as { campaign: Campaign }).campaign;
}

/** What a page shows, and what its state says it shows. */
function shown(html: string) {
  const image = /<main><img src="\/backend\/public\/([^"]+)"><\/main>/.exec(html)?.[1];
  const state = new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`,
    's',
  ).exec(html)?.[1];
  const banners = (JSON.parse(state!) as { banners: CampaignBannersAnswer }).banners;
  return { image, state: banners.home_banner, campaign: banners.home_campaign?.id ?? null };
}

describe('rendered pages with rotating banners', () => {
  it('shows the same campaign in the page and its state, rotates between readers, and keeps one copy per choice', async () => {
    const ace = await campaign('Ace Odds');
    const fit = await campaign('FitFuel');
    const renders: string[] = [];
    const app = createApp(t.deps, { staticDir: siteDir(), renderEntry: entry(renders) });
    // [0, 0.5) draws Ace (the first by id), [0.5, 1) FitFuel.
    const draws = [0.1, 0.9, 0.2, 0.8, 0.3, 0.7, 0.4, 0.6];
    const seen: { campaign: number | null; cache: string | null }[] = [];
    for (const draw of draws) {
      t.deps.random = () => draw;
      const res = await app.request('/');
      expect(res.status).toBe(200);
      const page = shown(await res.text());
      expect(page.image).toBe(page.state);
      const expected = draw < 0.5 ? ace : fit;
      expect(page.campaign).toBe(expected.id);
      expect(page.image).toBe(expected.image);
      seen.push({ campaign: page.campaign, cache: res.headers.get('x-cache') });
    }
    expect(new Set(seen.map((s) => s.campaign))).toEqual(new Set([ace.id, fit.id]));
    // Rendered once per campaign: the first render learnt the page's reads and was kept.
    expect(renders).toEqual(['/', '/']);
    expect(seen.slice(2).every((s) => s.cache === 'HIT')).toBe(true);
  });

  it('never keeps a page rendered while the campaigns could not be read as anyone’s choice', async () => {
    const ace = await campaign('Ace Odds');
    const renders: string[] = [];
    const app = createApp(t.deps, { staticDir: siteDir(), renderEntry: entry(renders) });
    const query = t.deps.db.query.bind(t.deps.db);
    let failing = true;
    t.deps.db.query = ((sql: string, params?: unknown[]) =>
      failing && sql.includes('FROM campaigns c ORDER BY c.id')
        ? Promise.reject(new Error('connection lost'))
        : query(sql, params)) as typeof t.deps.db.query;
    try {
      expect((await app.request('/')).status).toBe(200);
      failing = false;
      expect(shown(await (await app.request('/')).text()).campaign).toBe(ace.id);
      expect(shown(await (await app.request('/')).text()).campaign).toBe(ace.id);
      expect(renders).toHaveLength(2);
    } finally {
      t.deps.db.query = query;
    }
  });

  it('renders anew when a kept choice has ended, and shows the promote panel’s empty banners when none is live', async () => {
    const ace = await campaign('Ace Odds');
    const renders: string[] = [];
    const app = createApp(t.deps, { staticDir: siteDir(), renderEntry: entry(renders) });
    expect(shown(await (await app.request('/')).text()).campaign).toBe(ace.id);
    expect(shown(await (await app.request('/')).text()).campaign).toBe(ace.id);
    expect(renders).toHaveLength(1);
    await t.admin('POST', 'campaign-update', {
      form: { id: String(ace.id), end_date: '2020-01-01' },
    });
    const after = shown(await (await app.request('/')).text());
    expect(after).toEqual({ image: 'null', state: null, campaign: null });
    expect(renders).toHaveLength(2);
  });
});
