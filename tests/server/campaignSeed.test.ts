/**
 * Demo campaigns (issue 27, part 8): an empty database seeded with SEED_DEMO gets two finished
 * campaigns with plausible reports (viewability 55–70%, CTR 0.1–0.4% of served), marked demo;
 * with SEED_DEMO=false none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { prepareServer } from '../../server/index';
import { seedDemoContent } from '../../server/db/seed/seed';
import { testSettings } from '../../server/settings';
import type { Campaign, CampaignReport } from '../../src/contract/campaignCalls';
import { campaignReportAnswer } from '../../src/contract/campaignCalls';
import { makeTestApp, type TestApp } from './helpers';
import { isStored } from './media';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('demo campaigns', () => {
  it('seeds a bookmaker and a sports drink, finished, with both creatives and plausible reports', async () => {
    t = await makeTestApp({ siteTimeZone: 'Asia/Kolkata' });
    expect(await seedDemoContent(t.deps)).toBe(true);
    const campaigns = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    const demo = campaigns.filter((c) => c.demo);
    expect(demo.map((c) => [c.advertiser, c.slot, c.status, c.house])).toEqual([
      ['Northstar Bet', 'home', 'ended', false],
      ['Volt Hydrate', 'post', 'ended', false],
    ]);
    // The house banners stay the site's own, not demo, each with its phone creative too.
    const house = campaigns.filter((c) => c.house);
    expect(house.map((c) => c.demo)).toEqual([false, false]);
    for (const campaign of house) expect(await isStored(t, campaign.phone_image)).toBe(true);
    expect(demo[1]!.categories).toHaveLength(2);
    for (const campaign of demo) {
      expect(await isStored(t, campaign.image)).toBe(true);
      expect(await isStored(t, campaign.phone_image)).toBe(true);
      expect(campaign.link).toMatch(/^https:\/\/[a-z-]+\.example\//);
      const report = campaignReportAnswer.parse(
        await (await t.admin('GET', 'campaign-report', { params: { id: campaign.id } })).json(),
      ) as CampaignReport;
      expect([report.from, report.to]).toEqual([campaign.start_date, campaign.end_date]);
      expect(report.days.length).toBeGreaterThan(20);
      for (const day of report.days) {
        expect(day.served, day.day).toBeGreaterThan(1000);
        expect(day.viewability!, day.day).toBeGreaterThanOrEqual(0.55);
        expect(day.viewability!, day.day).toBeLessThanOrEqual(0.7);
        expect(day.ctr!, day.day).toBeGreaterThanOrEqual(0.001);
        expect(day.ctr!, day.day).toBeLessThanOrEqual(0.004);
      }
      // A weekly rhythm: weekends are busier than midweek.
      const mean = (dows: number[]) => {
        const days = report.days.filter((d) =>
          dows.includes(new Date(`${d.day}T00:00:00Z`).getUTCDay()),
        );
        return days.reduce((sum, d) => sum + d.served, 0) / days.length;
      };
      expect(mean([0, 6])).toBeGreaterThan(mean([1, 2, 3]));
    }
    // None is live: readers see the house banners.
    const banners = (await (await t.request('GET', 'banners')).json()) as Record<string, unknown>;
    expect(banners.home_campaign).toMatchObject({ advertiser: 'House banner' });
  }, 180_000);

  it('seeds none with SEED_DEMO=false', async () => {
    const { deps } = await prepareServer(
      testSettings({ seedDemo: false, databaseUrl: 'memory://', dataDir: '' }),
    );
    try {
      for (const table of ['campaigns', 'campaign_days']) {
        const { rows } = await deps.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table}`,
        );
        expect([table, rows[0]!.n]).toEqual([table, 0]);
      }
    } finally {
      await deps.close();
    }
    // A database of its own, migrated from nothing: slow on a busy machine.
  }, 120_000);
});
