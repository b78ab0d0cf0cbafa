import sharp from 'sharp';

/**
 * Generated artwork for the demo seed: editorial covers for posts (the two banners are drawn
 * in banners.ts). Each category has its own palette family and a few motifs drawn for its
 * topic (a pitch for football, a wicket for cricket, a roulette wheel for casino...); the
 * post's slug picks the variant, so covers in one category differ. Everything is drawn as
 * SVG (no <text>, so no fonts are needed) and rasterised with sharp, and the output is fully
 * deterministic for the same inputs.
 *
 * The motif sits in the middle of the frame, inside the centre square, so it survives the
 * square and 4:3 crops of the thumbnails as well as the 16:9 card.
 */

const BASE_WIDTH = 1200;
const BASE_HEIGHT = 675;
const JPEG_QUALITY = 78;

interface Palette {
  from: string;
  to: string;
  accent: string;
}

export type Motif =
  | 'pitch'
  | 'ball'
  | 'goal'
  | 'wicket'
  | 'strip'
  | 'bat'
  | 'cardFan'
  | 'chipsAndCards'
  | 'melds'
  | 'meldTable'
  | 'roulette'
  | 'dice'
  | 'chipStacks'
  | 'coin'
  | 'chart'
  | 'blocks'
  | 'pages'
  | 'megaphone'
  | 'browser'
  | 'rings';

interface CategoryArt {
  motifs: readonly Motif[];
  /** A family of close palettes; the slug picks one, so a category keeps one look. */
  palettes: readonly Palette[];
}

const CATEGORY_ART: Readonly<Record<string, CategoryArt>> = {
  football: {
    motifs: ['pitch', 'ball', 'goal'],
    palettes: [
      { from: '#06301d', to: '#1b7f46', accent: '#c8f56a' },
      { from: '#0a3a22', to: '#2a8d3f', accent: '#e2f58a' },
      { from: '#052a22', to: '#177a5a', accent: '#a8f0b0' },
    ],
  },
  cricket: {
    motifs: ['wicket', 'strip', 'bat'],
    palettes: [
      { from: '#263114', to: '#7f8b3a', accent: '#f1dfa0' },
      { from: '#2e2c12', to: '#948240', accent: '#f6e6b0' },
      { from: '#1f3118', to: '#6e8a44', accent: '#ead99a' },
    ],
  },
  poker: {
    motifs: ['cardFan', 'chipsAndCards'],
    palettes: [
      { from: '#04261b', to: '#0f6a45', accent: '#ff6b6b' },
      { from: '#2a060d', to: '#8e1b2b', accent: '#ffd27a' },
      { from: '#06271f', to: '#136150', accent: '#ffc46b' },
    ],
  },
  rummy: {
    motifs: ['melds', 'meldTable'],
    palettes: [
      { from: '#3a1608', to: '#b8522a', accent: '#ffd8a8' },
      { from: '#3b1020', to: '#b04a3c', accent: '#ffcf9e' },
      { from: '#33170c', to: '#a5682a', accent: '#ffe2b0' },
    ],
  },
  casino: {
    motifs: ['roulette', 'dice', 'chipStacks'],
    palettes: [
      { from: '#22061a', to: '#7a1636', accent: '#f4c95d' },
      { from: '#1c0a22', to: '#6a1b4d', accent: '#f7d57a' },
      { from: '#260a10', to: '#8a2430', accent: '#f0c15a' },
    ],
  },
  crypto: {
    motifs: ['coin', 'chart', 'blocks'],
    palettes: [
      { from: '#12143f', to: '#2f5fb0', accent: '#5eead4' },
      { from: '#0d1a3a', to: '#0f7a78', accent: '#a5b4fc' },
      { from: '#1a1248', to: '#3c4fc4', accent: '#67e8f9' },
    ],
  },
  blog: {
    motifs: ['pages', 'megaphone', 'browser'],
    palettes: [
      { from: '#0f172a', to: '#475569', accent: '#93c5fd' },
      { from: '#111827', to: '#4b5563', accent: '#fcd34d' },
      { from: '#0c1a2b', to: '#3f5873', accent: '#a5f3fc' },
    ],
  },
};

/** For a category the seed does not know: abstract rings, in slate. */
const GENERIC_ART: CategoryArt = {
  motifs: ['rings'],
  palettes: [{ from: '#1b1f3a', to: '#56607a', accent: '#c7d2fe' }],
};

const RED_SUIT = '#c62839';
const BLACK_SUIT = '#1e2430';
const PAPER = '#fbf8f1';

/** FNV-1a 32-bit hash. */
function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Small deterministic PRNG (mulberry32). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function artFor(categorySlug: string): CategoryArt {
  return Object.prototype.hasOwnProperty.call(CATEGORY_ART, categorySlug)
    ? CATEGORY_ART[categorySlug]!
    : GENERIC_ART;
}

/** The motifs a category's covers are drawn from (the generic set for an unknown category). */
export function motifsForCategory(categorySlug: string): readonly Motif[] {
  return artFor(categorySlug).motifs;
}

/**
 * Words in a slug that point at one motif, so a post about roulette gets the wheel and one
 * about candlestick charts gets the chart. Only a hint within the category's own set.
 */
const MOTIF_HINTS: Readonly<Partial<Record<Motif, readonly string[]>>> = {
  pitch: ['handicap', 'tactics', 'title', 'table', 'formation'],
  ball: ['preview', 'prediction', 'derby', 'vs', 'match'],
  goal: ['goal', 'goals', 'score', 'scorer', 'penalty', 'penalties'],
  wicket: ['wicket', 'wickets', 'bowler', 'bowling', 'toss', 'series'],
  strip: ['pitch', 'conditions', 'test', 'tests', 'tour', 'dew'],
  bat: ['bat', 'batter', 'batting', 'runs', 'powerplay', 't20'],
  cardFan: ['holdem', 'position', 'hand', 'hands', 'tells', 'bluff'],
  chipsAndCards: ['bankroll', 'pot', 'chips', 'tournament', 'bubble', 'stack'],
  melds: ['sets', 'melds', 'rules', 'beginners', 'mistakes'],
  meldTable: ['scoring', 'drop', 'discard', 'gin', 'deal'],
  roulette: ['roulette', 'wheel', 'live', 'dealer'],
  dice: ['dice', 'craps', 'odds', 'rtp', 'volatility'],
  chipStacks: ['bonus', 'wagering', 'chips', 'blackjack', 'baccarat', 'bankroll'],
  coin: ['wallet', 'coin', 'coins', 'stablecoins', 'stablecoin', 'token', 'securing'],
  chart: ['chart', 'candlestick', 'market', 'price', 'trading', 'volume'],
  blocks: ['blockchain', 'block', 'confirmations', 'deposits', 'mining'],
  pages: ['welcome', 'editorial', 'team', 'news', 'meet'],
  megaphone: ['commitment', 'announcement', 'responsible', 'launch'],
  browser: ['site', 'update', 'pages', 'rate', 'reading'],
};

/**
 * The motif of one post's cover, always from its category's set: the first motif whose hint
 * words appear in the slug, otherwise one picked by a hash of the slug.
 */
export function motifFor(categorySlug: string, slug: string): Motif {
  const { motifs } = artFor(categorySlug);
  const words = new Set(slug.toLowerCase().split(/[^a-z0-9]+/));
  for (const motif of motifs) {
    if (MOTIF_HINTS[motif]?.some((word) => words.has(word))) return motif;
  }
  return motifs[hashString(`motif:${slug}`) % motifs.length]!;
}

/**
 * What each motif shows, in words: the alt text of every cover drawn with it (seed.ts stores it
 * with the post). Only what every variant of the motif has, so it is true of each cover.
 */
const MOTIF_ALT: Readonly<Record<Motif, string>> = {
  pitch:
    "Illustration: a football pitch seen from above, white lines on green, with a dashed line tracing the ball's path near one goal",
  ball: 'Illustration: a black-and-white football resting on the centre circle of a green pitch',
  goal: 'Illustration: a football crossing the line into a white goal net on a green pitch',
  wicket:
    'Illustration: a red cricket ball flying in towards the three stumps and bails at the crease',
  strip:
    'Illustration: a cricket pitch seen from above, a red ball on the strip between its two creases, inside the oval field',
  bat: 'Illustration: a cricket bat with a blue grip standing beside a red cricket ball',
  cardFan:
    'Illustration: a fan of four playing cards in red and black suits, with poker chips on either side',
  chipsAndCards:
    'Illustration: two hole cards, one turned face up, beside two stacks of poker chips',
  melds:
    'Illustration: two rummy melds laid out, a run of four cards of one suit above a set of three cards of one rank',
  meldTable:
    'Illustration: a rummy table with a face-down draw pile, a discarded card and two melds, a run and a set',
  roulette:
    'Illustration: a roulette wheel with red and black pockets and a white ball, seen from above at an angle',
  dice: 'Illustration: a pair of white dice with black pips',
  chipStacks: 'Illustration: three stacks of casino chips in different colours',
  coin: 'Illustration: a gold coin stamped with a cube, circuit lines running out from both sides',
  chart:
    'Illustration: a candlestick price chart of green and red candles, ending in an upward arrow',
  blocks: "Illustration: four cubes joined in a row by chain links, a blockchain's blocks",
  pages:
    'Illustration: two overlapping newspaper pages with headlines, columns of text and a picture',
  megaphone: 'Illustration: a megaphone with sound waves coming out of it',
  browser:
    'Illustration: a browser window showing a web page with a picture, headlines and a row of cards',
  rings: 'Illustration: concentric white rings around a dot on a slate background',
};

/** The alt text of a post's seeded cover: what its motif shows (see `motifFor`). */
export function seedImageAlt(slug: string, categorySlug: string): string {
  return MOTIF_ALT[motifFor(categorySlug, slug)];
}

function paletteFor(categorySlug: string, slug: string): Palette {
  const { palettes } = artFor(categorySlug);
  return palettes[hashString(`palette:${slug}`) % palettes.length]!;
}

/** Rounds to one decimal so the SVG stays compact and stable. */
function r1(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

function points(list: ReadonlyArray<readonly [number, number]>): string {
  return list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
}

/* ------------------------------------------------------------------ backdrop */

function softCircles(random: () => number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = between(random, -100, BASE_WIDTH + 100);
    const cy = between(random, -80, BASE_HEIGHT + 80);
    const radius = between(random, 180, 420);
    const fill = i % 2 === 0 ? 'url(#soft)' : 'url(#glow)';
    const opacity = between(random, 0.25, 0.6);
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`,
    );
  }
  return parts.join('');
}

function diagonalBands(random: () => number, accent: string): string {
  const parts: string[] = [];
  const count = 2;
  const slope = between(random, 0.35, 0.75) * (random() < 0.5 ? 1 : -1);
  for (let i = 0; i < count; i++) {
    const offset = between(random, -200, BASE_WIDTH);
    const thickness = between(random, 40, 140);
    const rise = slope * BASE_HEIGHT;
    const x1 = offset;
    const x2 = offset + rise;
    const corners: [number, number][] = [
      [x1, 0],
      [x1 + thickness, 0],
      [x2 + thickness, BASE_HEIGHT],
      [x2, BASE_HEIGHT],
    ];
    const fill = i === 0 ? accent : '#ffffff';
    const opacity = i === 0 ? 0.08 : between(random, 0.03, 0.05);
    parts.push(
      `<polygon points="${points(corners)}" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`,
    );
  }
  return parts.join('');
}

/** A soft dark ellipse under an object, so it sits on the ground rather than floating. */
function groundShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx * 1.2)}" ry="${r1(ry * 1.3)}" fill="url(#ground)" opacity="${opacity}"/>`;
}

/**
 * A soft drop shadow for a rounded rectangle: a few widening, faint copies rather than a blur
 * filter, which would cost a full-size filter pass per card when sharp rasterises.
 */
function rectShadow(
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  opacity: number,
): string {
  return [0, 5, 10, 16]
    .map(
      (grow, i) =>
        `<rect x="${r1(x - grow)}" y="${r1(y - grow)}" width="${r1(w + 2 * grow)}" height="${r1(h + 2 * grow)}" rx="${r1(radius + grow)}" fill="#000000" opacity="${(opacity * [0.45, 0.25, 0.18, 0.12][i]!).toFixed(3)}"/>`,
    )
    .join('');
}

/* ------------------------------------------------------------------ cards */

function suitPath(suit: number): string {
  switch (suit % 4) {
    case 0: // spade
      return 'M 0 -32 C 30 -6 36 10 18 18 C 10 22 4 18 2 14 L 8 32 L -8 32 L -2 14 C -4 18 -10 22 -18 18 C -36 10 -30 -6 0 -32 Z';
    case 1: // heart
      return 'M 0 30 C -40 2 -32 -30 -14 -30 C -4 -30 0 -22 0 -16 C 0 -22 4 -30 14 -30 C 32 -30 40 2 0 30 Z';
    case 2: // club (three lobes and a stem)
      return 'M 0 -12 m -14 0 a 14 14 0 1 1 28 0 a 14 14 0 1 1 -28 0 M -16 10 m -14 0 a 14 14 0 1 1 28 0 a 14 14 0 1 1 -28 0 M 16 10 m -14 0 a 14 14 0 1 1 28 0 a 14 14 0 1 1 -28 0 M -5 14 L 5 14 L 9 34 L -9 34 Z';
    default: // diamond
      return 'M 0 -34 L 26 0 L 0 34 L -26 0 Z';
  }
}

function suitColour(suit: number): string {
  return suit % 2 === 1 ? RED_SUIT : BLACK_SUIT;
}

function pip(suit: number, x: number, y: number, scale: number, flip = false): string {
  const turn = flip ? ' rotate(180)' : '';
  return `<path d="${suitPath(suit)}" transform="translate(${r1(x)} ${r1(y)})${turn} scale(${scale})" fill="${suitColour(suit)}"/>`;
}

/** Pip positions for a spot card, in units of the card's pip grid (-1..1). */
const PIP_LAYOUTS: Readonly<Record<number, ReadonlyArray<readonly [number, number]>>> = {
  1: [[0, 0]],
  2: [
    [0, -1],
    [0, 1],
  ],
  3: [
    [0, -1],
    [0, 0],
    [0, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
  7: [
    [-1, -1],
    [1, -1],
    [0, -0.5],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/**
 * A playing card centred on the origin, `w` wide: a paper face with corner indices and its
 * pips (one large pip for an ace), or a patterned back when `rank` is 0.
 */
function card(w: number, suit: number, rank: number, accent: string): string {
  const h = w * 1.4;
  const parts = [
    rectShadow(-w / 2 + 6, -h / 2 + 10, w, h, w * 0.08, 0.6),
    `<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.08)}" fill="${PAPER}" stroke="#000000" stroke-opacity="0.12" stroke-width="2"/>`,
  ];
  if (rank === 0) {
    const inset = w * 0.09;
    parts.push(
      `<rect x="${r1(-w / 2 + inset)}" y="${r1(-h / 2 + inset)}" width="${r1(w - 2 * inset)}" height="${r1(h - 2 * inset)}" rx="${r1(w * 0.04)}" fill="${RED_SUIT}" fill-opacity="0.85"/>`,
      `<rect x="${r1(-w / 2 + inset)}" y="${r1(-h / 2 + inset)}" width="${r1(w - 2 * inset)}" height="${r1(h - 2 * inset)}" rx="${r1(w * 0.04)}" fill="url(#lattice)"/>`,
      `<rect x="${r1(-w / 2 + inset * 1.6)}" y="${r1(-h / 2 + inset * 1.6)}" width="${r1(w - 3.2 * inset)}" height="${r1(h - 3.2 * inset)}" rx="${r1(w * 0.03)}" fill="none" stroke="${accent}" stroke-opacity="0.7" stroke-width="${r1(w * 0.015)}"/>`,
    );
    return parts.join('');
  }
  const corner = w / 190;
  parts.push(
    pip(suit, -w / 2 + w * 0.11, -h / 2 + h * 0.085, corner * 0.45),
    pip(suit, w / 2 - w * 0.11, h / 2 - h * 0.085, corner * 0.45, true),
  );
  if (rank === 1) {
    parts.push(pip(suit, 0, 0, corner * 2.3));
  } else {
    const layout = PIP_LAYOUTS[Math.min(7, rank)]!;
    for (const [gx, gy] of layout) {
      parts.push(pip(suit, gx * w * 0.19, gy * h * 0.26, corner * 0.75, gy > 0));
    }
  }
  return parts.join('');
}

function placed(x: number, y: number, angle: number, body: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">${body}</g>`;
}

/* ------------------------------------------------------------------ chips */

/**
 * A casino chip seen at an angle: an elliptical top with edge inserts and an inner ring,
 * `rx` wide; its centre is at the origin and its side runs `thickness` down.
 */
function chipTop(rx: number, colour: string, accent: string): string {
  const ry = rx * 0.38;
  const inserts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (i * 60 + 15) * (Math.PI / 180);
    const x = Math.cos(angle) * rx * 0.86;
    const y = Math.sin(angle) * ry * 0.86;
    inserts.push(
      `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.1)}" ry="${r1(ry * 0.14)}" fill="#ffffff" fill-opacity="0.92"/>`,
    );
  }
  return [
    `<ellipse rx="${r1(rx)}" ry="${r1(ry)}" fill="${colour}"/>`,
    inserts.join(''),
    `<ellipse rx="${r1(rx * 0.6)}" ry="${r1(ry * 0.6)}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${r1(rx * 0.035)}" stroke-dasharray="${r1(rx * 0.08)} ${r1(rx * 0.06)}"/>`,
    `<ellipse rx="${r1(rx * 0.45)}" ry="${r1(ry * 0.45)}" fill="${accent}" fill-opacity="0.35"/>`,
  ].join('');
}

function chipSide(rx: number, thickness: number, colour: string): string {
  const ry = rx * 0.38;
  const parts = [
    `<path d="M ${r1(-rx)} 0 A ${r1(rx)} ${r1(ry)} 0 0 0 ${r1(rx)} 0 L ${r1(rx)} ${r1(thickness)} A ${r1(rx)} ${r1(ry)} 0 0 1 ${r1(-rx)} ${r1(thickness)} Z" fill="${colour}"/>`,
    `<path d="M ${r1(-rx)} 0 A ${r1(rx)} ${r1(ry)} 0 0 0 ${r1(rx)} 0 L ${r1(rx)} ${r1(thickness)} A ${r1(rx)} ${r1(ry)} 0 0 1 ${r1(-rx)} ${r1(thickness)} Z" fill="#000000" fill-opacity="0.28"/>`,
  ];
  // White edge stripes where the inserts meet the side.
  for (const deg of [-60, -20, 20, 60]) {
    const a = (deg * Math.PI) / 180;
    const x = Math.sin(a) * rx;
    const half = Math.cos(a) * rx * 0.09;
    const y = Math.cos(a) * ry;
    parts.push(
      `<rect x="${r1(x - half)}" y="${r1(y)}" width="${r1(half * 2)}" height="${r1(thickness)}" fill="#ffffff" fill-opacity="0.85"/>`,
    );
  }
  return parts.join('');
}

/** A stack of `count` chips whose bottom chip's centre is at (x, y). */
function chipStack(
  x: number,
  y: number,
  rx: number,
  count: number,
  colours: readonly string[],
  accent: string,
): string {
  const thickness = rx * 0.17;
  const parts = [groundShadow(x + rx * 0.1, y + thickness + rx * 0.1, rx * 1.1, rx * 0.42)];
  for (let i = 0; i < count; i++) {
    const colour = colours[i % colours.length]!;
    const cy = y - i * thickness;
    parts.push(
      `<g transform="translate(${r1(x)} ${r1(cy)})">${chipSide(rx, thickness, colour)}</g>`,
    );
  }
  const top = colours[(count - 1) % colours.length]!;
  parts.push(
    `<g transform="translate(${r1(x)} ${r1(y - (count - 1) * thickness)})">${chipTop(rx, top, accent)}</g>`,
  );
  return parts.join('');
}

/* ------------------------------------------------------------------ football */

/** Projects a point on a 105 x 68 pitch (metres from the centre spot) into the picture. */
function pitchPoint(u: number, v: number): [number, number] {
  // v runs from the near touchline (+34) to the far one (-34).
  const depth = (34 - v) / 68;
  const z = 1 + 0.75 * depth;
  return [600 + (u * 10.6) / z, -470 + 1070 / z];
}

function pitchLine(list: ReadonlyArray<readonly [number, number]>, close = false): string {
  const projected = list.map(([u, v]) => pitchPoint(u, v));
  const tag = close ? 'polygon' : 'polyline';
  return `<${tag} points="${points(projected)}"/>`;
}

function pitchArc(cu: number, cv: number, radius: number, from: number, to: number): string {
  const list: [number, number][] = [];
  const steps = 28;
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    list.push([cu + Math.cos(a) * radius, cv + Math.sin(a) * radius]);
  }
  return pitchLine(list);
}

function pitchMotif(random: () => number, accent: string): string {
  const parts: string[] = [];
  // Mown stripes.
  for (let i = 0; i < 10; i++) {
    if (i % 2 === 1) continue;
    const u0 = -52.5 + i * 10.5;
    const quad = [
      pitchPoint(u0, 34),
      pitchPoint(u0 + 10.5, 34),
      pitchPoint(u0 + 10.5, -34),
      pitchPoint(u0, -34),
    ];
    parts.push(`<polygon points="${points(quad)}" fill="#ffffff" fill-opacity="0.07"/>`);
  }
  parts.push(
    '<g fill="none" stroke="#ffffff" stroke-opacity="0.88" stroke-width="6" stroke-linejoin="round">',
  );
  parts.push(
    pitchLine(
      [
        [-52.5, -34],
        [52.5, -34],
        [52.5, 34],
        [-52.5, 34],
      ],
      true,
    ),
    pitchLine([
      [0, -34],
      [0, 34],
    ]),
    pitchArc(0, 0, 9.15, 0, 360),
  );
  for (const side of [-1, 1]) {
    const goal = 52.5 * side;
    parts.push(
      pitchLine([
        [goal, -20.16],
        [goal - 16.5 * side, -20.16],
        [goal - 16.5 * side, 20.16],
        [goal, 20.16],
      ]),
      pitchLine([
        [goal, -9.16],
        [goal - 5.5 * side, -9.16],
        [goal - 5.5 * side, 9.16],
        [goal, 9.16],
      ]),
      side < 0 ? pitchArc(-41.5, 0, 9.15, -53, 53) : pitchArc(41.5, 0, 9.15, 127, 233),
    );
  }
  parts.push('</g>');
  // Spots.
  for (const [u, v] of [
    [0, 0],
    [-41.5, 0],
    [41.5, 0],
  ] as const) {
    const [x, y] = pitchPoint(u, v);
    parts.push(
      `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="8" ry="5" fill="#ffffff" fill-opacity="0.9"/>`,
    );
  }
  // Goals standing on each goal line.
  for (const side of [-1, 1]) {
    const [x1, y1] = pitchPoint(52.5 * side, -3.66);
    const [x2, y2] = pitchPoint(52.5 * side, 3.66);
    const height = 30;
    parts.push(
      `<polyline points="${points([
        [x1, y1],
        [x1, y1 - height],
        [x2, y2 - height * 1.15],
        [x2, y2],
      ])}" fill="none" stroke="#ffffff" stroke-width="6" stroke-opacity="0.95" stroke-linejoin="round"/>`,
    );
  }
  // A move drawn on it, tactics-board style: a dashed pass ending at the ball.
  const side = random() < 0.5 ? -1 : 1;
  const from = pitchPoint(side * between(random, 8, 22), between(random, 8, 24));
  const to = pitchPoint(side * between(random, 30, 40), between(random, -14, 6));
  const bend = pitchPoint(side * between(random, 20, 30), between(random, 18, 28));
  parts.push(
    `<circle cx="${r1(from[0])}" cy="${r1(from[1])}" r="14" fill="${accent}"/>`,
    `<path d="M ${r1(from[0])} ${r1(from[1])} Q ${r1(bend[0])} ${r1(bend[1])} ${r1(to[0])} ${r1(to[1])}" fill="none" stroke="${accent}" stroke-width="7" stroke-dasharray="18 12" stroke-linecap="round"/>`,
    groundShadow(to[0] + 6, to[1] + 22, 30, 7, 0.5),
    `<g transform="translate(${r1(to[0])} ${r1(to[1] - 6)})">${football(26)}</g>`,
  );
  return parts.join('');
}

/** A classic black-and-white ball of radius `r` centred on the origin, seen face-on to a pentagon. */
function football(r: number): string {
  const ink = BLACK_SUIT;
  const seam = r1(r * 0.028);
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const central: [number, number][] = [];
  for (let i = 0; i < 5; i++) {
    const a = rad(-90 + i * 72);
    central.push([Math.cos(a) * r * 0.3, Math.sin(a) * r * 0.3]);
  }
  /** The ring of five pentagons, squashed along the radius as the surface turns away. */
  const outer = (i: number): [number, number][] => {
    const a = rad(-90 + i * 72);
    const list: [number, number][] = [];
    for (let k = 0; k < 5; k++) {
      const t = rad(180 + k * 72);
      const lx = 0.82 * r + Math.cos(t) * r * 0.3 * 0.6;
      const ly = Math.sin(t) * r * 0.3;
      list.push([lx * Math.cos(a) - ly * Math.sin(a), lx * Math.sin(a) + ly * Math.cos(a)]);
    }
    return list;
  };
  const parts = [
    `<defs><clipPath id="ballClip"><circle r="${r1(r)}"/></clipPath></defs>`,
    `<circle r="${r1(r)}" fill="${PAPER}"/>`,
    '<g clip-path="url(#ballClip)">',
    `<polygon points="${points(central)}" fill="${ink}"/>`,
  ];
  const seams: [number, number][][] = [];
  for (let i = 0; i < 5; i++) {
    const ring = outer(i);
    const next = outer((i + 1) % 5);
    parts.push(`<polygon points="${points(ring)}" fill="${ink}"/>`);
    // The seam between two hexagons, from the centre patch out to the ring patch.
    seams.push([central[i]!, ring[0]!]);
    // The hexagon's outer edge between neighbouring ring patches, and seams to the rim.
    const a = ring[1]!;
    const b = next[4]!;
    const mid = rad(-90 + 36 + i * 72);
    const ax = a[0] + Math.cos(mid) * r * 0.06;
    const ay = a[1] + Math.sin(mid) * r * 0.06;
    const bx = b[0] + Math.cos(mid) * r * 0.06;
    const by = b[1] + Math.sin(mid) * r * 0.06;
    seams.push([a, [ax, ay], [bx, by], b]);
    seams.push([
      [ax, ay],
      [ax + Math.cos(mid - 0.5) * r * 0.4, ay + Math.sin(mid - 0.5) * r * 0.4],
    ]);
    seams.push([
      [bx, by],
      [bx + Math.cos(mid + 0.5) * r * 0.4, by + Math.sin(mid + 0.5) * r * 0.4],
    ]);
  }
  parts.push(
    `<g fill="none" stroke="${ink}" stroke-width="${seam}" stroke-linejoin="round">`,
    seams.map((line) => `<polyline points="${points(line)}"/>`).join(''),
    '</g>',
    '</g>',
    `<circle r="${r1(r)}" fill="url(#shade)"/>`,
    `<circle r="${r1(r)}" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="3"/>`,
  );
  return parts.join('');
}

function ballMotif(random: () => number): string {
  const tilt = between(random, -25, 25);
  const x = 600 + between(random, -110, 110);
  return [
    // The centre circle and halfway line the ball sits on.
    '<g fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="7">',
    '<ellipse cx="600" cy="560" rx="470" ry="120"/>',
    '<line x1="600" y1="440" x2="600" y2="675"/>',
    '<line x1="600" y1="0" x2="600" y2="140" stroke-opacity="0.35"/>',
    '</g>',
    '<rect x="0" y="520" width="1200" height="155" fill="#000000" fill-opacity="0.08"/>',
    groundShadow(x + 20, 552, 190, 34, 0.45),
    `<g transform="translate(${r1(x)} 360) rotate(${r1(tilt)})">${football(190)}</g>`,
  ].join('');
}

function goalMotif(random: () => number): string {
  const ballRight = random() < 0.5;
  const parts: string[] = [];
  // Ground lines: the goal line across, the six-yard box coming towards us.
  parts.push(
    '<g fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="7">',
    '<line x1="0" y1="470" x2="1200" y2="470"/>',
    '<polyline points="250,470 150,600 1050,600 950,470"/>',
    '</g>',
  );
  // Net: the back frame sits higher and narrower; grid lines join front and back.
  const front = { l: 330, r: 870, top: 190, ground: 470 };
  const back = { l: 380, r: 820, top: 150, ground: 420 };
  const net: string[] = [];
  for (let i = 1; i < 12; i++) {
    const x = back.l + ((back.r - back.l) * i) / 12;
    net.push(`<line x1="${r1(x)}" y1="${back.top}" x2="${r1(x)}" y2="${back.ground}"/>`);
  }
  for (let i = 1; i < 7; i++) {
    const y = back.top + ((back.ground - back.top) * i) / 7;
    net.push(`<line x1="${back.l}" y1="${r1(y)}" x2="${back.r}" y2="${r1(y)}"/>`);
  }
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    // Roof and side netting.
    net.push(
      `<line x1="${r1(front.l + (back.l - front.l) * t)}" y1="${r1(front.top + (back.top - front.top) * t)}" x2="${r1(front.r + (back.r - front.r) * t)}" y2="${r1(front.top + (back.top - front.top) * t)}"/>`,
      `<line x1="${r1(front.l + (back.l - front.l) * t)}" y1="${r1(front.top + (back.top - front.top) * t)}" x2="${r1(front.l + (back.l - front.l) * t)}" y2="${r1(front.ground + (back.ground - front.ground) * t)}"/>`,
      `<line x1="${r1(front.r + (back.r - front.r) * t)}" y1="${r1(front.top + (back.top - front.top) * t)}" x2="${r1(front.r + (back.r - front.r) * t)}" y2="${r1(front.ground + (back.ground - front.ground) * t)}"/>`,
    );
  }
  parts.push(
    `<polygon points="${points([
      [back.l, back.top],
      [back.r, back.top],
      [back.r, back.ground],
      [back.l, back.ground],
    ])}" fill="#000000" fill-opacity="0.16"/>`,
    `<g stroke="#ffffff" stroke-opacity="0.4" stroke-width="3">${net.join('')}</g>`,
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4">`,
    `<polyline points="${points([
      [front.l, front.ground],
      [back.l, back.ground],
      [back.l, back.top],
      [back.r, back.top],
      [back.r, back.ground],
      [front.r, front.ground],
    ])}"/>`,
    `<line x1="${front.l}" y1="${front.top}" x2="${back.l}" y2="${back.top}"/>`,
    `<line x1="${front.r}" y1="${front.top}" x2="${back.r}" y2="${back.top}"/>`,
    '</g>',
    // The frame: posts and crossbar, with a soft shadow for depth.
    `<polyline points="${points([
      [front.l + 6, front.ground + 4],
      [front.l + 6, front.top + 6],
      [front.r + 6, front.top + 6],
      [front.r + 6, front.ground + 4],
    ])}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="22"/>`,
    `<polyline points="${points([
      [front.l, front.ground],
      [front.l, front.top],
      [front.r, front.top],
      [front.r, front.ground],
    ])}" fill="none" stroke="${PAPER}" stroke-width="18" stroke-linejoin="round"/>`,
  );
  const bx = ballRight ? 760 : 440;
  parts.push(
    groundShadow(bx + 8, 452, 70, 12, 0.45),
    `<g transform="translate(${bx} 390) rotate(${ballRight ? 18 : -14})">${football(64)}</g>`,
  );
  return parts.join('');
}

/* ------------------------------------------------------------------ cricket */

function cricketBall(r: number): string {
  return [
    `<circle r="${r1(r)}" fill="#b3202f"/>`,
    `<circle r="${r1(r)}" fill="url(#shade)"/>`,
    `<path d="M ${r1(-r * 0.25)} ${r1(-r * 0.97)} C ${r1(r * 0.25)} ${r1(-r * 0.35)} ${r1(r * 0.25)} ${r1(r * 0.35)} ${r1(-r * 0.25)} ${r1(r * 0.97)}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${r1(r * 0.07)}" stroke-dasharray="${r1(r * 0.1)} ${r1(r * 0.07)}"/>`,
    `<path d="M ${r1(-r * 0.05)} ${r1(-r)} C ${r1(r * 0.45)} ${r1(-r * 0.35)} ${r1(r * 0.45)} ${r1(r * 0.35)} ${r1(-r * 0.05)} ${r1(r)}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${r1(r * 0.07)}" stroke-dasharray="${r1(r * 0.1)} ${r1(r * 0.07)}"/>`,
  ].join('');
}

function wicketMotif(random: () => number): string {
  const ballLeft = random() < 0.5;
  const parts: string[] = [];
  // The pitch runs away from us: a pale strip narrowing to the horizon.
  parts.push(
    `<polygon points="${points([
      [480, 300],
      [720, 300],
      [980, 675],
      [220, 675],
    ])}" fill="${PAPER}" fill-opacity="0.14"/>`,
    '<g fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="7">',
    '<line x1="240" y1="560" x2="960" y2="560"/>',
    '<line x1="300" y1="620" x2="900" y2="620"/>',
    '<line x1="390" y1="560" x2="330" y2="675"/>',
    '<line x1="810" y1="560" x2="870" y2="675"/>',
    '</g>',
    groundShadow(620, 565, 150, 16, 0.4),
  );
  // Three stumps and two bails.
  for (const x of [520, 600, 680]) {
    parts.push(
      `<rect x="${x - 15}" y="170" width="30" height="392" rx="12" fill="${PAPER}"/>`,
      `<rect x="${x - 15}" y="170" width="11" height="392" rx="6" fill="#000000" fill-opacity="0.1"/>`,
    );
  }
  parts.push(
    `<rect x="512" y="150" width="96" height="18" rx="9" fill="${PAPER}"/>`,
    `<rect x="592" y="150" width="96" height="18" rx="9" fill="${PAPER}"/>`,
    '<rect x="512" y="163" width="176" height="5" fill="#000000" fill-opacity="0.12"/>',
  );
  // The ball, with a trail.
  const bx = ballLeft ? 330 : 870;
  const dir = ballLeft ? -1 : 1;
  for (let i = 1; i <= 3; i++) {
    parts.push(
      `<line x1="${bx + dir * (50 + i * 4)}" y1="${300 + (i - 2) * 22}" x2="${bx + dir * (130 + i * 40)}" y2="${300 + (i - 2) * 22 - 6}" stroke="#ffffff" stroke-opacity="${(0.55 - i * 0.1).toFixed(2)}" stroke-width="6" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<g transform="translate(${bx} 300) rotate(${ballLeft ? 20 : -20})">${cricketBall(48)}</g>`,
  );
  return parts.join('');
}

function stripMotif(random: () => number): string {
  const angle = between(random, -14, -6);
  const ballEnd = random() < 0.5 ? -1 : 1;
  const parts: string[] = [];
  // Mown bands across the outfield, part of the boundary and the inner fielding circle.
  for (let i = 0; i < 8; i += 2) {
    parts.push(
      `<rect x="${i * 150}" y="0" width="150" height="${BASE_HEIGHT}" fill="#ffffff" fill-opacity="0.04"/>`,
    );
  }
  parts.push(
    '<g fill="none" stroke="#ffffff" stroke-width="6">',
    '<ellipse cx="600" cy="338" rx="570" ry="430" stroke-opacity="0.35"/>',
    '<ellipse cx="600" cy="338" rx="420" ry="265" stroke-opacity="0.7" stroke-dasharray="22 18"/>',
    '</g>',
    `<g transform="translate(600 338) rotate(${r1(angle)})">`,
    // The strip: a worn, sandy rectangle.
    rectShadow(-266, -62, 536, 132, 6, 0.45),
    `<rect x="-270" y="-70" width="540" height="140" rx="6" fill="#e9d8a6" fill-opacity="0.75"/>`,
    '<rect x="-270" y="-70" width="540" height="140" rx="6" fill="url(#strip)"/>',
    '<g fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round">',
  );
  for (const side of [-1, 1]) {
    const bowling = 205 * side;
    const popping = 160 * side;
    parts.push(
      `<line x1="${bowling}" y1="-50" x2="${bowling}" y2="50"/>`,
      `<line x1="${popping}" y1="-100" x2="${popping}" y2="100"/>`,
      `<line x1="${popping}" y1="-50" x2="${bowling + 36 * side}" y2="-50"/>`,
      `<line x1="${popping}" y1="50" x2="${bowling + 36 * side}" y2="50"/>`,
    );
  }
  parts.push('</g>');
  // Stumps at each end, seen from above: three stumps under their bails, with shadows.
  for (const side of [-1, 1]) {
    const x = 205 * side;
    parts.push(
      rectShadow(x - 2, -22, 40, 44, 8, 0.35),
      `<rect x="${x - 6}" y="-28" width="12" height="56" rx="6" fill="#b07a3a"/>`,
    );
    for (const y of [-20, 0, 20]) {
      parts.push(
        `<circle cx="${x}" cy="${y}" r="9" fill="${PAPER}" stroke="#8a5a24" stroke-width="2"/>`,
      );
    }
  }
  // The ball, pitching short of a length.
  parts.push(
    `<g transform="translate(${90 * ballEnd} ${-18 * ballEnd})">${cricketBall(22)}</g>`,
    '</g>',
  );
  return parts.join('');
}

function batMotif(random: () => number): string {
  const flip = random() < 0.5 ? 1 : -1;
  const angle = 38 * flip;
  const bat = [
    // Handle with grip rings.
    '<rect x="-22" y="-330" width="44" height="190" rx="18" fill="#1f2937"/>',
    ...Array.from(
      { length: 7 },
      (_, i) =>
        `<line x1="-22" y1="${-315 + i * 24}" x2="22" y2="${-305 + i * 24}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`,
    ),
    // Blade: shoulders, long face and a rounded toe.
    `<path d="M -30 -150 C -30 -160 30 -160 30 -150 L 30 -140 C 58 -132 62 -118 62 -100 L 62 270 C 62 300 40 312 0 312 C -40 312 -62 300 -62 270 L -62 -100 C -62 -118 -58 -132 -30 -140 Z" fill="${PAPER}"/>`,
    '<path d="M 14 -112 L 40 -100 L 40 268 C 40 286 30 292 14 294 Z" fill="#000000" fill-opacity="0.1"/>',
    '<rect x="-48" y="-30" width="96" height="64" rx="6" fill="url(#accentFill)" fill-opacity="0.7"/>',
  ].join('');
  return [
    groundShadow(600 + 40 * flip, 600, 330, 28, 0.3),
    `<g transform="translate(${600 - 40 * flip} 320) rotate(${angle})">${bat}</g>`,
    groundShadow(600 + 250 * flip, 598, 60, 12, 0.45),
    `<g transform="translate(${600 + 250 * flip} 540) rotate(${-20 * flip})">${cricketBall(58)}</g>`,
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"><line x1="0" y1="610" x2="1200" y2="610"/></g>`,
  ].join('');
}

/* ------------------------------------------------------------------ poker and rummy */

function cardFanMotif(random: () => number, accent: string): string {
  const first = Math.floor(random() * 4);
  const parts: string[] = [];
  const angles = [-27, -9, 9, 27];
  angles.forEach((angle, i) => {
    const suit = (first + i) % 4;
    parts.push(
      `<g transform="translate(600 760) rotate(${angle}) translate(0 -390)">${card(200, suit, 1, accent)}</g>`,
    );
  });
  // Two chips in front of the fan.
  parts.push(chipStack(330, 590, 84, 3, [RED_SUIT, BLACK_SUIT], accent));
  parts.push(chipStack(880, 600, 84, 2, [accent, RED_SUIT], accent));
  return parts.join('');
}

function chipsAndCardsMotif(random: () => number, accent: string): string {
  const suit = Math.floor(random() * 4);
  // Chips on the left and cards on the right, or the other way round.
  const m = random() < 0.5 ? 1 : -1;
  const x = (offset: number) => 600 + offset * m;
  return [
    placed(x(115), 310, 8 * m, card(190, 0, 0, accent)),
    placed(x(190), 335, 20 * m, card(190, suit, 1, accent)),
    chipStack(x(-210), 500, 105, 6, [RED_SUIT, '#f2efe6', BLACK_SUIT], accent),
    chipStack(x(-45), 580, 105, 3, [BLACK_SUIT, accent], accent),
  ].join('');
}

function meldsMotif(random: () => number, accent: string): string {
  const runSuit = Math.floor(random() * 4);
  const start = 2 + Math.floor(random() * 3);
  const w = 150;
  const gap = 18;
  const parts: string[] = [];
  // A run of four in one suit, top row.
  for (let i = 0; i < 4; i++) {
    const x = 600 + (i - 1.5) * (w + gap);
    parts.push(placed(x, 200, 0, card(w, runSuit, start + i, accent)));
  }
  // A set of three of one rank in different suits, bottom row.
  for (let i = 0; i < 3; i++) {
    const x = 600 + (i - 1) * (w + gap);
    parts.push(placed(x, 490, 0, card(w, (runSuit + 1 + i) % 4, 3, accent)));
  }
  return parts.join('');
}

function meldTableMotif(random: () => number, accent: string): string {
  const suit = Math.floor(random() * 4);
  const w = 140;
  const parts: string[] = [];
  // Stock pile (face down) and the discard, upper left.
  for (let i = 0; i < 3; i++)
    parts.push(placed(310 - i * 3, 210 - i * 4, -4, card(w, 0, 0, accent)));
  parts.push(placed(310, 470, 6, card(w, (suit + 2) % 4, 5, accent)));
  // A run laid overlapping, as on the table, and a set beneath it.
  for (let i = 0; i < 4; i++) {
    parts.push(placed(500 + i * 118, 210, 0, card(w, suit, 3 + i, accent)));
  }
  for (let i = 0; i < 3; i++) {
    parts.push(placed(559 + i * 118, 470, 0, card(w, (suit + 1 + i) % 4, 4, accent)));
  }
  return parts.join('');
}

/* ------------------------------------------------------------------ casino */

function rouletteMotif(random: () => number, accent: string): string {
  const parts: string[] = [];
  const pockets = 37;
  const outer = 300;
  const pocketOuter = 250;
  const pocketInner = 190;
  const spin = between(random, 0, 360 / pockets);
  const wedges: string[] = [];
  for (let i = 0; i < pockets; i++) {
    const a0 = ((spin + (i * 360) / pockets) * Math.PI) / 180;
    const a1 = ((spin + ((i + 1) * 360) / pockets) * Math.PI) / 180;
    const fill = i === 0 ? '#1f8a4c' : i % 2 === 0 ? '#15161d' : '#b3263a';
    const p = (a: number, radius: number): [number, number] => [
      Math.cos(a) * radius,
      Math.sin(a) * radius,
    ];
    const [x0, y0] = p(a0, pocketOuter);
    const [x1, y1] = p(a1, pocketOuter);
    const [x2, y2] = p(a1, pocketInner);
    const [x3, y3] = p(a0, pocketInner);
    wedges.push(
      `<path d="M ${r1(x0)} ${r1(y0)} A ${pocketOuter} ${pocketOuter} 0 0 1 ${r1(x1)} ${r1(y1)} L ${r1(x2)} ${r1(y2)} A ${pocketInner} ${pocketInner} 0 0 0 ${r1(x3)} ${r1(y3)} Z" fill="${fill}" stroke="${accent}" stroke-opacity="0.8" stroke-width="2"/>`,
    );
  }
  const arms: string[] = [];
  for (let i = 0; i < 4; i++) {
    const a = spin * 2 + i * 90;
    arms.push(
      `<g transform="rotate(${r1(a)})"><rect x="0" y="-7" width="120" height="14" rx="7" fill="${accent}"/><circle cx="120" r="13" fill="${accent}"/></g>`,
    );
  }
  const ballAngle = between(random, 200, 340);
  const ba = (ballAngle * Math.PI) / 180;
  const ballX = 600 + Math.cos(ba) * 222;
  const ballY = 360 + Math.sin(ba) * 222 * 0.5;
  parts.push(
    '<g transform="translate(600 360) scale(1.12) translate(-600 -360)">',
    groundShadow(600, 420, 340, 150, 0.45),
    // The bowl's side, then the wheel tilted towards us.
    '<ellipse cx="600" cy="390" rx="330" ry="165" fill="#2a1408"/>',
    '<g transform="translate(600 360) scale(1 0.5)">',
    `<circle r="${outer + 30}" fill="#4a2612"/>`,
    `<circle r="${outer + 30}" fill="url(#shade)" opacity="0.6"/>`,
    `<circle r="${outer + 30}" fill="none" stroke="${accent}" stroke-opacity="0.8" stroke-width="6"/>`,
    `<circle r="${outer}" fill="#1c0e08"/>`,
    wedges.join(''),
    `<circle r="${pocketInner}" fill="#6b3a1c"/>`,
    `<circle r="${pocketInner - 30}" fill="url(#cone)"/>`,
    arms.join(''),
    `<circle r="34" fill="${accent}"/>`,
    `<circle r="16" fill="#ffffff" fill-opacity="0.6"/>`,
    '</g>',
    `<circle cx="${r1(ballX)}" cy="${r1(ballY)}" r="15" fill="#ffffff"/>`,
    `<circle cx="${r1(ballX)}" cy="${r1(ballY)}" r="15" fill="url(#shade)"/>`,
    '</g>',
  );
  return parts.join('');
}

/** An isometric die with its top-left corner near (x, y); `faces` are the pips on top, left, right. */
function die(x: number, y: number, size: number, faces: readonly [number, number, number]): string {
  const c = Math.cos(Math.PI / 6) * size;
  const s = Math.sin(Math.PI / 6) * size;
  // Corners: top face around (x, y).
  const top: [number, number] = [x, y];
  const right: [number, number] = [x + c, y + s];
  const bottom: [number, number] = [x, y + 2 * s];
  const left: [number, number] = [x - c, y + s];
  const down = size;
  const faceTop = [top, right, bottom, left] as const;
  const faceLeft = [
    left,
    bottom,
    [bottom[0], bottom[1] + down],
    [left[0], left[1] + down],
  ] as const;
  const faceRight = [
    bottom,
    right,
    [right[0], right[1] + down],
    [bottom[0], bottom[1] + down],
  ] as const;
  /** Maps the unit square to a face, so pips are laid out on a flat grid. */
  const matrix = (o: readonly number[], u: readonly number[], v: readonly number[]) =>
    `matrix(${r1(u[0]! - o[0]!)} ${r1(u[1]! - o[1]!)} ${r1(v[0]! - o[0]!)} ${r1(v[1]! - o[1]!)} ${r1(o[0]!)} ${r1(o[1]!)})`;
  const pips = (count: number) => {
    const layout: Record<number, ReadonlyArray<readonly [number, number]>> = {
      1: [[0.5, 0.5]],
      2: [
        [0.27, 0.27],
        [0.73, 0.73],
      ],
      3: [
        [0.27, 0.27],
        [0.5, 0.5],
        [0.73, 0.73],
      ],
      4: [
        [0.27, 0.27],
        [0.73, 0.27],
        [0.27, 0.73],
        [0.73, 0.73],
      ],
      5: [
        [0.27, 0.27],
        [0.73, 0.27],
        [0.5, 0.5],
        [0.27, 0.73],
        [0.73, 0.73],
      ],
      6: [
        [0.27, 0.25],
        [0.73, 0.25],
        [0.27, 0.5],
        [0.73, 0.5],
        [0.27, 0.75],
        [0.73, 0.75],
      ],
    };
    return layout[count]!.map(
      ([px, py]) => `<circle cx="${px}" cy="${py}" r="0.095" fill="${BLACK_SUIT}"/>`,
    ).join('');
  };
  return [
    groundShadow(x + size * 0.1, y + size * 1.9, size * 1.15, size * 0.35, 0.45),
    `<polygon points="${points(faceTop)}" fill="${PAPER}" stroke="${PAPER}" stroke-width="10" stroke-linejoin="round"/>`,
    `<polygon points="${points(faceLeft)}" fill="#e2dccd" stroke="#e2dccd" stroke-width="10" stroke-linejoin="round"/>`,
    `<polygon points="${points(faceRight)}" fill="#c9c1ae" stroke="#c9c1ae" stroke-width="10" stroke-linejoin="round"/>`,
    `<g transform="${matrix(left, top, bottom)}">${pips(faces[0])}</g>`,
    `<g transform="${matrix(faceLeft[3], faceLeft[0], faceLeft[2])}">${pips(faces[1])}</g>`,
    `<g transform="${matrix(faceRight[3], faceRight[0], faceRight[2])}">${pips(faces[2])}</g>`,
  ].join('');
}

function diceMotif(random: () => number): string {
  const first: [number, number, number] = random() < 0.5 ? [5, 3, 1] : [6, 2, 4];
  const second: [number, number, number] = random() < 0.5 ? [3, 1, 5] : [4, 6, 2];
  return [die(470, 200, 200, first), die(760, 300, 160, second)].join('');
}

function chipStacksMotif(random: () => number, accent: string): string {
  const heights = [
    4 + Math.floor(random() * 3),
    7 + Math.floor(random() * 3),
    3 + Math.floor(random() * 2),
  ];
  const colours: readonly (readonly string[])[] = [
    [RED_SUIT, RED_SUIT, '#f2efe6'],
    [BLACK_SUIT, accent, BLACK_SUIT],
    [accent, '#2b6cb0'],
  ];
  return [
    chipStack(410, 520, 110, heights[0]!, colours[0]!, accent),
    chipStack(640, 470, 110, heights[1]!, colours[1]!, accent),
    chipStack(830, 560, 110, heights[2]!, colours[2]!, accent),
  ].join('');
}

/* ------------------------------------------------------------------ crypto */

function coinMotif(random: () => number, accent: string): string {
  const parts: string[] = [];
  // Circuit traces running out from the coin, ending in pads.
  const traces: string[] = [];
  const pads: string[] = [];
  for (const side of [-1, 1]) {
    for (let i = 0; i < 4; i++) {
      const y0 = 230 + i * 70 + between(random, -10, 10);
      const x0 = 600 + side * 180;
      const bendX = x0 + side * between(random, 60, 140);
      const rise = (i < 2 ? -1 : 1) * between(random, 30, 70);
      const endX = bendX + side * between(random, 120, 260);
      traces.push(
        `<polyline points="${points([
          [x0, y0],
          [bendX, y0],
          [bendX + side * Math.abs(rise), y0 + rise],
          [endX, y0 + rise],
        ])}"/>`,
      );
      pads.push(
        `<circle cx="${r1(endX)}" cy="${r1(y0 + rise)}" r="13" fill="none" stroke="${accent}" stroke-width="6"/>`,
      );
    }
  }
  parts.push(
    `<g fill="none" stroke="${accent}" stroke-opacity="0.75" stroke-width="6" stroke-linejoin="round">${traces.join('')}</g>`,
    pads.join(''),
    groundShadow(610, 560, 200, 30, 0.35),
    // Coin edge, face and rim.
    '<circle cx="618" cy="350" r="200" fill="#9a6a12"/>',
    '<circle cx="600" cy="338" r="200" fill="url(#gold)"/>',
    '<circle cx="600" cy="338" r="168" fill="none" stroke="#7a520d" stroke-opacity="0.55" stroke-width="8"/>',
    '<circle cx="600" cy="338" r="184" fill="none" stroke="#fff4c2" stroke-opacity="0.8" stroke-width="5" stroke-dasharray="6 10"/>',
    // Emblem: a cube (a block) inside a hexagon.
    '<g transform="translate(600 338)" fill="none" stroke="#6b470b" stroke-width="12" stroke-linejoin="round">',
    '<polygon points="0,-110 95,-55 95,55 0,110 -95,55 -95,-55"/>',
    '<polyline points="-95,-55 0,0 95,-55"/>',
    '<line x1="0" y1="0" x2="0" y2="110"/>',
    '</g>',
    '<circle cx="600" cy="338" r="200" fill="url(#shade)" opacity="0.5"/>',
  );
  return parts.join('');
}

function chartMotif(random: () => number, accent: string): string {
  const parts: string[] = [];
  const left = 250;
  const right = 950;
  const candles = 11;
  const stepX = (right - left) / (candles - 1);
  parts.push(
    `<rect x="${left - 60}" y="120" width="${right - left + 120}" height="470" rx="22" fill="#000000" fill-opacity="0.22"/>`,
  );
  for (let y = 190; y <= 530; y += 85) {
    parts.push(
      `<line x1="${left - 30}" y1="${y}" x2="${right + 30}" y2="${y}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>`,
    );
  }
  let level = 500;
  const line: [number, number][] = [];
  for (let i = 0; i < candles; i++) {
    const x = left + i * stepX;
    const open = level;
    const down = random() < 0.3;
    level = down ? level + between(random, 15, 45) : level - between(random, 25, 60);
    level = Math.max(180, Math.min(540, level));
    const close = level;
    const top = Math.min(open, close) - between(random, 10, 30);
    const bottom = Math.max(open, close) + between(random, 10, 30);
    const colour = close <= open ? accent : '#ff7a8a';
    parts.push(
      `<line x1="${r1(x)}" y1="${r1(top)}" x2="${r1(x)}" y2="${r1(bottom)}" stroke="${colour}" stroke-width="5"/>`,
      `<rect x="${r1(x - 20)}" y="${r1(Math.min(open, close))}" width="40" height="${r1(Math.max(8, Math.abs(open - close)))}" rx="4" fill="${colour}"/>`,
    );
    line.push([x, close]);
  }
  const last = line[line.length - 1]!;
  const prev = line[line.length - 2]!;
  const angle = (Math.atan2(last[1] - prev[1], last[0] - prev[0]) * 180) / Math.PI;
  parts.push(
    `<polyline points="${points(line)}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="7" stroke-linejoin="round"/>`,
    `<path d="M 0 -22 L 40 0 L 0 22 Z" transform="translate(${r1(last[0] + 10)} ${r1(last[1])}) rotate(${r1(angle)})" fill="#ffffff"/>`,
  );
  return parts.join('');
}

/** An isometric cube, `size` along each edge, its top face's centre at (x, y). */
function cube(x: number, y: number, size: number, accent: string): string {
  const c = Math.cos(Math.PI / 6) * size;
  const s = Math.sin(Math.PI / 6) * size;
  const top = [
    [x, y - s],
    [x + c, y],
    [x, y + s],
    [x - c, y],
  ] as const;
  const leftFace = [
    [x - c, y],
    [x, y + s],
    [x, y + s + size],
    [x - c, y + size],
  ] as const;
  const rightFace = [
    [x, y + s],
    [x + c, y],
    [x + c, y + size],
    [x, y + s + size],
  ] as const;
  const lines: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const t = i / 4;
    lines.push(
      `<line x1="${r1(x - c * 0.8)}" y1="${r1(y + size * t + s * 0.2)}" x2="${r1(x - c * 0.2)}" y2="${r1(y + size * t + s * 0.8)}"/>`,
    );
  }
  return [
    `<polygon points="${points(top)}" fill="${accent}" fill-opacity="0.95"/>`,
    `<polygon points="${points(leftFace)}" fill="#ffffff" fill-opacity="0.85"/>`,
    `<polygon points="${points(rightFace)}" fill="#ffffff" fill-opacity="0.55"/>`,
    `<g stroke="#1e2a4a" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round">${lines.join('')}</g>`,
  ].join('');
}

function blocksMotif(random: () => number, accent: string): string {
  const rise = random() < 0.5 ? -1 : 1;
  const centres: [number, number][] = [0, 1, 2, 3].map((i) => [
    270 + i * 220,
    300 + rise * (i - 1.5) * 40,
  ]);
  const parts: string[] = [];
  // Chain links between the blocks.
  for (let i = 0; i < centres.length - 1; i++) {
    const [x1, y1] = centres[i]!;
    const [x2, y2] = centres[i + 1]!;
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2 + 60;
    const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
    parts.push(
      `<g transform="translate(${r1(mx)} ${r1(my)}) rotate(${r1(angle)})" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="10">`,
      '<rect x="-62" y="-18" width="72" height="36" rx="18"/>',
      '<rect x="-10" y="-18" width="72" height="36" rx="18"/>',
      '</g>',
    );
  }
  for (const [x, y] of centres) {
    parts.push(groundShadow(x + 10, y + 175, 110, 22, 0.35), cube(x, y, 120, accent));
  }
  return parts.join('');
}

/* ------------------------------------------------------------------ blog */

/** A page of an article: a headline, a picture and columns of lines. */
function page(w: number, h: number, accent: string, columns: number): string {
  const parts = [
    rectShadow(-w / 2 + 10, -h / 2 + 14, w, h, 10, 0.6),
    `<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${w}" height="${h}" rx="10" fill="${PAPER}"/>`,
  ];
  const pad = 34;
  const x0 = -w / 2 + pad;
  const inner = w - 2 * pad;
  let y = -h / 2 + pad;
  parts.push(
    `<rect x="${r1(x0)}" y="${r1(y)}" width="${r1(inner * 0.85)}" height="26" rx="5" fill="${BLACK_SUIT}"/>`,
    `<rect x="${r1(x0)}" y="${r1(y + 40)}" width="${r1(inner * 0.55)}" height="26" rx="5" fill="${BLACK_SUIT}"/>`,
  );
  y += 90;
  const pictureH = h * 0.3;
  parts.push(
    `<rect x="${r1(x0)}" y="${r1(y)}" width="${r1(inner)}" height="${r1(pictureH)}" rx="6" fill="${accent}" fill-opacity="0.55"/>`,
    `<polygon points="${points([
      [x0, y + pictureH],
      [x0 + inner * 0.35, y + pictureH * 0.35],
      [x0 + inner * 0.6, y + pictureH * 0.7],
      [x0 + inner * 0.75, y + pictureH * 0.5],
      [x0 + inner, y + pictureH],
    ])}" fill="${BLACK_SUIT}" fill-opacity="0.35"/>`,
    `<circle cx="${r1(x0 + inner * 0.8)}" cy="${r1(y + pictureH * 0.3)}" r="${r1(pictureH * 0.12)}" fill="#ffffff" fill-opacity="0.8"/>`,
  );
  y += pictureH + 26;
  const gap = 22;
  const colW = (inner - gap * (columns - 1)) / columns;
  for (let c = 0; c < columns; c++) {
    const cx = x0 + c * (colW + gap);
    for (let ly = y, n = 0; ly < h / 2 - pad; ly += 24, n++) {
      const width = n % 5 === 4 ? colW * 0.6 : colW;
      parts.push(
        `<rect x="${r1(cx)}" y="${r1(ly)}" width="${r1(width)}" height="10" rx="5" fill="${BLACK_SUIT}" fill-opacity="0.3"/>`,
      );
    }
  }
  return parts.join('');
}

function pagesMotif(random: () => number, accent: string): string {
  const lean = between(random, 2, 6);
  return [
    placed(520, 350, -lean - 5, page(400, 520, accent, 2)),
    placed(660, 345, lean, page(400, 520, accent, 2)),
  ].join('');
}

function megaphoneMotif(random: () => number, accent: string): string {
  const tilt = between(random, -16, -8);
  const waves: string[] = [];
  for (let i = 0; i < 3; i++) {
    const r = 90 + i * 62;
    waves.push(
      `<path d="M ${r1(r * Math.cos(-0.7))} ${r1(r * Math.sin(-0.7))} A ${r} ${r} 0 0 1 ${r1(r * Math.cos(0.7))} ${r1(r * Math.sin(0.7))}" stroke-opacity="${(0.95 - i * 0.2).toFixed(2)}"/>`,
    );
  }
  return [
    groundShadow(560, 590, 280, 30, 0.35),
    `<g transform="translate(540 350) rotate(${r1(tilt)})">`,
    // Handle and trigger.
    `<path d="M -90 40 L -60 40 L -40 150 L -80 150 Z" fill="#1f2937"/>`,
    // Body: the mouthpiece, then the flaring cone.
    `<rect x="-210" y="-40" width="90" height="80" rx="18" fill="${PAPER}"/>`,
    `<path d="M -130 -55 L 170 -170 C 190 -175 200 -165 200 -150 L 200 150 C 200 165 190 175 170 170 L -130 55 Z" fill="${PAPER}"/>`,
    `<path d="M -130 20 L 170 120 C 190 127 200 140 200 150 C 200 165 190 175 170 170 L -130 55 Z" fill="#000000" fill-opacity="0.1"/>`,
    `<ellipse cx="200" cy="0" rx="36" ry="170" fill="${accent}"/>`,
    `<ellipse cx="204" cy="0" rx="22" ry="140" fill="#000000" fill-opacity="0.2"/>`,
    `<rect x="-40" y="-80" width="26" height="160" rx="8" fill="${accent}" fill-opacity="0.9"/>`,
    `<g transform="translate(250 0)" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round">${waves.join('')}</g>`,
    '</g>',
  ].join('');
}

function browserMotif(random: () => number, accent: string): string {
  const heroLeft = random() < 0.5;
  const x0 = 240;
  const y0 = 110;
  const w = 720;
  const h = 460;
  const parts = [
    rectShadow(x0 + 14, y0 + 20, w, h, 22, 0.6),
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="22" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.9" stroke-width="8"/>`,
    `<line x1="${x0}" y1="${y0 + 64}" x2="${x0 + w}" y2="${y0 + 64}" stroke="#ffffff" stroke-opacity="0.9" stroke-width="6"/>`,
    ...[0, 1, 2].map(
      (i) =>
        `<circle cx="${x0 + 38 + i * 32}" cy="${y0 + 32}" r="10" fill="${i === 0 ? accent : '#ffffff'}" fill-opacity="${i === 0 ? 1 : 0.7}"/>`,
    ),
    `<rect x="${x0 + 160}" y="${y0 + 18}" width="${w - 220}" height="28" rx="14" fill="#ffffff" fill-opacity="0.22"/>`,
  ];
  // A lead story and a row of cards, like the site's own front page.
  const heroX = heroLeft ? x0 + 40 : x0 + w / 2 + 10;
  const textX = heroLeft ? x0 + w / 2 + 20 : x0 + 40;
  parts.push(
    `<rect x="${heroX}" y="${y0 + 96}" width="${w / 2 - 50}" height="170" rx="12" fill="${accent}" fill-opacity="0.8"/>`,
    `<rect x="${textX}" y="${y0 + 110}" width="${w / 2 - 70}" height="24" rx="6" fill="#ffffff" fill-opacity="0.95"/>`,
    `<rect x="${textX}" y="${y0 + 146}" width="${(w / 2 - 70) * 0.7}" height="24" rx="6" fill="#ffffff" fill-opacity="0.95"/>`,
    ...[0, 1, 2].map(
      (i) =>
        `<rect x="${textX}" y="${y0 + 196 + i * 24}" width="${(w / 2 - 70) * (i === 2 ? 0.6 : 1)}" height="10" rx="5" fill="#ffffff" fill-opacity="0.45"/>`,
    ),
  );
  const cardW = (w - 80 - 2 * 24) / 3;
  for (let i = 0; i < 3; i++) {
    const cx = x0 + 40 + i * (cardW + 24);
    parts.push(
      `<rect x="${r1(cx)}" y="${y0 + 296}" width="${r1(cardW)}" height="86" rx="10" fill="#ffffff" fill-opacity="0.28"/>`,
      `<rect x="${r1(cx)}" y="${y0 + 396}" width="${r1(cardW * 0.8)}" height="12" rx="6" fill="#ffffff" fill-opacity="0.6"/>`,
      `<rect x="${r1(cx)}" y="${y0 + 420}" width="${r1(cardW * 0.55)}" height="10" rx="5" fill="#ffffff" fill-opacity="0.35"/>`,
    );
  }
  return parts.join('');
}

/* ------------------------------------------------------------------ generic */

function ringsMotif(random: () => number): string {
  const parts: string[] = [];
  const cx = between(random, 560, 640);
  const cy = between(random, 300, 380);
  for (let i = 1; i <= 5; i++) {
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${i * 56}" fill="none" stroke="#ffffff" stroke-width="7" stroke-opacity="${(0.85 - i * 0.12).toFixed(2)}"/>`,
    );
  }
  parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="26" fill="#ffffff" fill-opacity="0.85"/>`);
  return parts.join('');
}

function motifSvg(motif: Motif, random: () => number, accent: string): string {
  switch (motif) {
    case 'pitch':
      return pitchMotif(random, accent);
    case 'ball':
      return ballMotif(random);
    case 'goal':
      return goalMotif(random);
    case 'wicket':
      return wicketMotif(random);
    case 'strip':
      return stripMotif(random);
    case 'bat':
      return batMotif(random);
    case 'cardFan':
      return cardFanMotif(random, accent);
    case 'chipsAndCards':
      return chipsAndCardsMotif(random, accent);
    case 'melds':
      return meldsMotif(random, accent);
    case 'meldTable':
      return meldTableMotif(random, accent);
    case 'roulette':
      return rouletteMotif(random, accent);
    case 'dice':
      return diceMotif(random);
    case 'chipStacks':
      return chipStacksMotif(random, accent);
    case 'coin':
      return coinMotif(random, accent);
    case 'chart':
      return chartMotif(random, accent);
    case 'blocks':
      return blocksMotif(random, accent);
    case 'pages':
      return pagesMotif(random, accent);
    case 'megaphone':
      return megaphoneMotif(random, accent);
    case 'browser':
      return browserMotif(random, accent);
    case 'rings':
      return ringsMotif(random);
  }
}

function normaliseSize(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(4000, Math.max(16, Math.round(value)));
}

/** Builds the SVG markup for a post's cover image (exported for debugging and tests). */
export function buildSeedImageSvg(
  slug: string,
  categorySlug: string,
  width = BASE_WIDTH,
  height = BASE_HEIGHT,
): string {
  const colours = paletteFor(categorySlug, slug);
  const motif = motifFor(categorySlug, slug);
  const random = createRandom(hashString(`${categorySlug}/${slug}`));

  const angle = Math.floor(random() * 360);
  const rad = (angle * Math.PI) / 180;
  const gx = Math.cos(rad) * 0.5;
  const gy = Math.sin(rad) * 0.5;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${BASE_WIDTH} ${BASE_HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="bg" x1="${r1(0.5 - gx)}" y1="${r1(0.5 - gy)}" x2="${r1(0.5 + gx)}" y2="${r1(0.5 + gy)}">`,
    `<stop offset="0" stop-color="${colours.from}"/>`,
    `<stop offset="1" stop-color="${colours.to}"/>`,
    '</linearGradient>',
    '<radialGradient id="soft">',
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>',
    '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>',
    '</radialGradient>',
    '<radialGradient id="glow">',
    `<stop offset="0" stop-color="${colours.accent}" stop-opacity="0.35"/>`,
    `<stop offset="1" stop-color="${colours.accent}" stop-opacity="0"/>`,
    '</radialGradient>',
    '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">',
    '<stop offset="0.55" stop-color="#000000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0.45"/>',
    '</radialGradient>',
    // Light from the upper left on round things (balls, coins, the wheel).
    '<radialGradient id="shade" cx="0.35" cy="0.3" r="0.8">',
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>',
    '<stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0.4"/>',
    '</radialGradient>',
    '<radialGradient id="cone" cx="0.4" cy="0.35" r="0.7">',
    `<stop offset="0" stop-color="${colours.accent}" stop-opacity="0.9"/>`,
    '<stop offset="1" stop-color="#6b3a1c"/>',
    '</radialGradient>',
    '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#ffe9a3"/>',
    '<stop offset="0.55" stop-color="#f0b43c"/>',
    '<stop offset="1" stop-color="#c98a1a"/>',
    '</linearGradient>',
    '<linearGradient id="strip" x1="0" y1="0" x2="1" y2="0">',
    '<stop offset="0" stop-color="#5a4a1a" stop-opacity="0.25"/>',
    '<stop offset="0.5" stop-color="#5a4a1a" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#5a4a1a" stop-opacity="0.25"/>',
    '</linearGradient>',
    '<linearGradient id="accentFill" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${colours.accent}"/>`,
    `<stop offset="1" stop-color="${colours.accent}" stop-opacity="0.4"/>`,
    '</linearGradient>',
    '<pattern id="lattice" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">',
    '<path d="M 0 0 L 0 16 M 0 0 L 16 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>',
    '</pattern>',
    '<radialGradient id="ground">',
    '<stop offset="0" stop-color="#000000"/>',
    '<stop offset="0.6" stop-color="#000000" stop-opacity="0.6"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0"/>',
    '</radialGradient>',
    '</defs>',
    `<rect width="${BASE_WIDTH}" height="${BASE_HEIGHT}" fill="url(#bg)"/>`,
    softCircles(random, 4),
    diagonalBands(random, colours.accent),
    motifSvg(motif, random, colours.accent),
    `<rect width="${BASE_WIDTH}" height="${BASE_HEIGHT}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}

/**
 * Renders a post's cover as a JPEG buffer: the category picks the palette family and the
 * set of motifs, the slug the variant and its layout.
 */
export async function renderSeedImage(
  slug: string,
  categorySlug: string,
  width?: number,
  height?: number,
): Promise<Buffer> {
  const w = normaliseSize(width, BASE_WIDTH);
  const h = normaliseSize(height, BASE_HEIGHT);
  const svg = buildSeedImageSvg(slug, categorySlug, w, h);
  return sharp(Buffer.from(svg))
    .resize(w, h, { fit: 'cover' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
