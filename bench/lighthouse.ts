/** Lighthouse (mobile preset, default throttling) on a page, median of 3 runs, Debian's Chromium. */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const LH_BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
};

export interface LhRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  pass: boolean;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchLighthouse(base: string, pages: [string, string][], runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: LhRow[] = [];
  try {
    for (const [name, path] of pages) {
      const samples: LhRow[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error('lighthouse returned nothing');
        const { categories, audits } = result.lhr;
        const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
        samples.push({
          page: name,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          pass: false,
        });
      }
      const pick = <K extends keyof LhRow>(k: K) => median(samples.map((s) => s[k] as number));
      const row: LhRow = {
        page: name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        pass: false,
      };
      row.pass =
        row.performance >= LH_BUDGET.performance &&
        row.accessibility >= LH_BUDGET.accessibility &&
        row.bestPractices >= LH_BUDGET['best-practices'] &&
        row.seo >= LH_BUDGET.seo &&
        row.lcpMs <= LH_BUDGET.lcpMs &&
        row.cls <= LH_BUDGET.cls;
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
  return rows;
}
