/**
 * A post with an upcoming event carries schema.org SportsEvent JSON-LD in its served head, one
 * per event still to start; past events and blocks the contract does not read carry none.
 */
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import * as serverEntry from '../../src/entry-server';
import { predictionMarkup, predictionSchema } from '../../src/contract/predictions';
import { PREDICTION_ATTRIBUTE } from '../../src/contract/predictionMarks';
import { NORTHBRIDGE_PICK } from '../fixtures/predictions';
import { builtSiteDir } from './siteDir';
import { addPost, freshTestApp } from './helpers';
import { attr, elements, text } from './html';

const siteDir = builtSiteDir();
const t = freshTestApp();

const KICKOFF = '2030-05-18T14:00:00.000Z';
const pick = (fields: object = {}) =>
  predictionMarkup(predictionSchema.parse({ ...NORTHBRIDGE_PICK, kickoff: KICKOFF, ...fields }));

/** The served post's JSON-LD, read as a crawler does, with the server's clock at `now`. */
async function jsonLd(now: string, render = true) {
  const app: App = createApp(
    { ...t.deps, now: () => new Date(now) },
    { staticDir: siteDir(), renderEntry: serverEntry },
  );
  const res = await app.request('/football/derby', {
    headers: render ? {} : { 'x-render': 'off' },
  });
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    html,
    events: elements(html)
      .filter((el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json')
      .map((el) => JSON.parse(text(el)) as Record<string, unknown>)
      // The post's own NewsArticle (bylines) is another block, read by its own test (bylines).
      .filter((data) => data['@type'] === 'SportsEvent'),
  };
}

describe('SportsEvent JSON-LD', () => {
  it('states each upcoming event once: name, start, sport, venue, teams and the post URL', async () => {
    const outright = pick({
      id: 'o1a2b3c4d5e6',
      home: '',
      away: '',
      event: 'Premier Division winner',
      market: 'outright',
      pick: 'Northbridge FC',
    });
    await addPost(t, {
      title: 'Derby',
      slug: 'derby',
      category_id: t.football,
      content: `<p>Preview.</p>${pick({ venue: 'Riverside Park' })}${pick({ id: 'q1a2b3c4d5e6', market: 'btts', pick: 'Yes' })}${outright}`,
    });
    for (const render of [true, false]) {
      const { events } = await jsonLd('2030-05-01T00:00:00Z', render);
      expect(events).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'SportsEvent',
          name: 'Northbridge FC vs Harlow Athletic',
          startDate: KICKOFF,
          eventStatus: 'https://schema.org/EventScheduled',
          sport: 'Football',
          description: 'Premier Division',
          location: { '@type': 'Place', name: 'Riverside Park' },
          homeTeam: { '@type': 'SportsTeam', name: 'Northbridge FC' },
          awayTeam: { '@type': 'SportsTeam', name: 'Harlow Athletic' },
          url: 'http://localhost/football/derby',
        },
        {
          '@context': 'https://schema.org',
          '@type': 'SportsEvent',
          name: 'Premier Division winner',
          startDate: KICKOFF,
          eventStatus: 'https://schema.org/EventScheduled',
          sport: 'Football',
          description: 'Premier Division',
          url: 'http://localhost/football/derby',
        },
      ]);
    }
  });

  it('has none once the kickoff has passed', async () => {
    await addPost(t, { title: 'Derby', slug: 'derby', category_id: t.football, content: pick() });
    expect((await jsonLd('2030-05-18T14:00:00Z')).events).toEqual([]);
  });

  it('has none for a post without a prediction, or with a block the contract does not read', async () => {
    const bad = `<div ${PREDICTION_ATTRIBUTE}="{&quot;odds&quot;:2.1,&quot;kickoff&quot;:&quot;${KICKOFF}&quot;}"><p>x</p></div>`;
    await addPost(t, { title: 'Derby', slug: 'derby', category_id: t.football, content: bad });
    expect((await jsonLd('2030-05-01T00:00:00Z')).events).toEqual([]);
  });

  it('keeps markup in the names from closing the script: "</script" never appears inside it', async () => {
    await addPost(t, {
      title: 'Derby',
      slug: 'derby',
      category_id: t.football,
      content: pick({ home: '</script><script>alert(1)</script>', venue: '<!-- x' }),
    });
    const { html, events } = await jsonLd('2030-05-01T00:00:00Z');
    expect(events[0]).toMatchObject({
      name: '</script><script>alert(1)</script> vs Harlow Athletic',
      location: { name: '<!-- x' },
    });
    for (const [, block] of html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    )) {
      expect(block).not.toMatch(/<\/script|<!--/i);
    }
    expect(html).toContain('"@type":"SportsEvent"');
  });
});
