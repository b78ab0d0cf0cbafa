import sharp from 'sharp';

/**
 * The demo seed's two advert banners (1200x240, 5:1), drawn as SVG and rasterised with sharp.
 * They are real-looking adverts for made-up offers, built to be read when the whole banner is
 * contained in a phone's slot (about 343 px wide, 0.29 of full size): a two-line headline of
 * 58 px (about 17 px on a phone), a call to action of 34 px, and no detail that matters below
 * that. Text is set in the first of several common sans-serif fonts the machine has, each line
 * held to a fixed length (`textLength`), so the layout is the same whatever font is used.
 */

/** The two house banners, and the two demo campaigns' creatives (seed/campaigns.ts). */
export type Kind = 'home' | 'post' | 'bookmaker' | 'drink';

interface BannerArt {
  colours: { from: string; to: string; pop: string; ink: string; soft: string };
  kicker: string;
  lines: [string, string];
  /** Each headline line's drawn length at 58 px. */
  lineLengths: [number, number];
  sub: string;
  cta: string;
  /** The emblem on the left: a ball with pitch lines, a wicket and ball, or a lightning bolt. */
  emblem: 'ball' | 'wicket' | 'bolt';
}

const ART: Record<Kind, BannerArt> = {
  home: {
    colours: { from: '#0a1f44', to: '#0d3b2e', pop: '#c6ff3d', ink: '#0a1f44', soft: '#b9d3c8' },
    kicker: 'SPONSORED · ACE ODDS',
    lines: ['Live odds for', 'every match'],
    lineLengths: [420, 380],
    sub: 'Compare 20+ bookmakers in one place',
    cta: 'Compare now',
    emblem: 'ball',
  },
  post: {
    colours: { from: '#2a0845', to: '#5b1060', pop: '#ffb020', ink: '#2a0845', soft: '#e3c6f0' },
    kicker: 'SPONSORED · FANTASY XI',
    lines: ['Pick your XI,', 'win every week'],
    lineLengths: [400, 440],
    sub: 'Free fantasy cricket league, weekly prizes',
    cta: 'Join free',
    emblem: 'wicket',
  },
  bookmaker: {
    colours: { from: '#071a2f', to: '#123a6b', pop: '#39d98a', ink: '#071a2f', soft: '#bcd4ee' },
    kicker: 'SPONSORED · NORTHSTAR BET',
    lines: ['Boosted odds on', 'the big derby'],
    lineLengths: [470, 400],
    sub: '18+ · Play responsibly · Terms apply',
    cta: 'Get the boost',
    emblem: 'ball',
  },
  drink: {
    colours: { from: '#062b2b', to: '#0b5e57', pop: '#ffe14d', ink: '#062b2b', soft: '#c4ece4' },
    kicker: 'SPONSORED · VOLT HYDRATE',
    lines: ['Refuel faster', 'after every game'],
    lineLengths: [400, 470],
    sub: 'Electrolytes, no added sugar',
    cta: 'Try Volt',
    emblem: 'bolt',
  },
};

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";
const W = 1200;
const H = 240;

function emblem(kind: BannerArt['emblem'], pop: string, ink: string): string {
  const ring = `<circle cx="130" cy="120" r="88" fill="${pop}"/>`;
  if (kind === 'ball') {
    // A football: a central pentagon and the seams running out of it.
    return [
      ring,
      `<g fill="none" stroke="${ink}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">`,
      '<circle cx="130" cy="120" r="62"/>',
      `<polygon points="130,94 155,112 145,141 115,141 105,112" fill="${ink}"/>`,
      '<line x1="130" y1="94" x2="130" y2="58"/>',
      '<line x1="155" y1="112" x2="189" y2="101"/>',
      '<line x1="145" y1="141" x2="166" y2="170"/>',
      '<line x1="115" y1="141" x2="94" y2="170"/>',
      '<line x1="105" y1="112" x2="71" y2="101"/>',
      '</g>',
    ].join('');
  }
  if (kind === 'bolt') {
    return [
      ring,
      `<polygon points="142,46 92,128 124,128 110,194 170,104 136,104 152,46" fill="${ink}"/>`,
    ].join('');
  }
  // Three stumps with bails and a ball in flight.
  return [
    ring,
    `<g fill="${ink}">`,
    '<rect x="98" y="76" width="12" height="92" rx="4"/>',
    '<rect x="124" y="76" width="12" height="92" rx="4"/>',
    '<rect x="150" y="76" width="12" height="92" rx="4"/>',
    '<rect x="94" y="66" width="34" height="8" rx="4"/>',
    '<rect x="132" y="66" width="34" height="8" rx="4"/>',
    '</g>',
    `<circle cx="186" cy="150" r="15" fill="#e0312b" stroke="${ink}" stroke-width="4"/>`,
  ].join('');
}

/** Builds the SVG markup of a demo banner. */
export function buildSeedBannerSvg(kind: Kind): string {
  const art = ART[kind];
  const { from, to, pop, ink, soft } = art.colours;
  const stripes = Array.from(
    { length: 6 },
    (_, i) =>
      `<polygon points="${700 + i * 40},0 ${716 + i * 40},0 ${636 + i * 40},${H} ${620 + i * 40},${H}" fill="${pop}" opacity="0.08"/>`,
  ).join('');
  const text = (x: number, y: number, size: number, fill: string, body: string, extra = '') =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${body}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient>',
    '<radialGradient id="glow">',
    `<stop offset="0" stop-color="${pop}" stop-opacity="0.28"/>`,
    `<stop offset="1" stop-color="${pop}" stop-opacity="0"/>`,
    '</radialGradient>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="130" cy="120" r="200" fill="url(#glow)"/>`,
    stripes,
    emblem(art.emblem, pop, ink),
    text(262, 52, 20, pop, art.kicker, 'font-weight="700" letter-spacing="3"'),
    text(
      260,
      112,
      58,
      '#ffffff',
      art.lines[0],
      `font-weight="700" textLength="${art.lineLengths[0]}" lengthAdjust="spacingAndGlyphs"`,
    ),
    text(
      260,
      174,
      58,
      '#ffffff',
      art.lines[1],
      `font-weight="700" textLength="${art.lineLengths[1]}" lengthAdjust="spacingAndGlyphs"`,
    ),
    text(262, 214, 24, soft, art.sub, 'textLength="470" lengthAdjust="spacingAndGlyphs"'),
    // The call to action: a button with its words, on the right.
    `<rect x="860" y="80" width="290" height="80" rx="40" fill="${pop}"/>`,
    text(
      1005,
      132,
      34,
      ink,
      `${art.cta} →`,
      'font-weight="700" text-anchor="middle" textLength="220" lengthAdjust="spacingAndGlyphs"',
    ),
    '</svg>',
  ].join('');
}

/** Renders a 1200x240 demo banner JPEG for the home page or the post page. */
export async function renderSeedBanner(kind: Kind): Promise<Buffer> {
  const svg = buildSeedBannerSvg(kind);
  return sharp(Buffer.from(svg))
    .resize(W, H, { fit: 'cover' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

const PHONE_W = 600;
const PHONE_H = 500;

/**
 * The phone creative of a demo campaign (600x500, shown about 300 px wide): the same advert
 * stacked, so its words are large on a phone instead of a letterboxed strip.
 */
export function buildSeedPhoneBannerSvg(kind: Kind): string {
  const art = ART[kind];
  const { from, to, pop, ink, soft } = art.colours;
  const text = (y: number, size: number, fill: string, body: string, extra = '') =>
    `<text x="300" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${body}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHONE_W}" height="${PHONE_H}" viewBox="0 0 ${PHONE_W} ${PHONE_H}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${PHONE_W}" height="${PHONE_H}" fill="url(#bg)"/>`,
    // The emblem, drawn for a 240 px box, at the top and smaller.
    `<g transform="translate(235 18) scale(0.55)">${emblem(art.emblem, pop, ink)}</g>`,
    text(190, 22, pop, art.kicker, 'font-weight="700" letter-spacing="3"'),
    text(256, 50, '#ffffff', art.lines[0], 'font-weight="700"'),
    text(314, 50, '#ffffff', art.lines[1], 'font-weight="700"'),
    text(362, 22, soft, art.sub),
    `<rect x="140" y="398" width="320" height="70" rx="35" fill="${pop}"/>`,
    text(444, 32, ink, `${art.cta} →`, 'font-weight="700"'),
    '</svg>',
  ].join('');
}

/** Renders a demo campaign's 600x500 phone creative (JPEG). */
export async function renderSeedPhoneBanner(kind: Kind): Promise<Buffer> {
  return sharp(Buffer.from(buildSeedPhoneBannerSvg(kind)))
    .resize(PHONE_W, PHONE_H, { fit: 'cover' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}
