import sharp from 'sharp';

/**
 * Generated artwork for the demo seed: abstract editorial covers for posts (the two banners are
 * drawn in banners.ts). Everything is drawn as SVG (no <text>, so no fonts are needed)
 * and rasterised with sharp. Output is fully deterministic for the same inputs.
 */

const BASE_WIDTH = 1200;
const BASE_HEIGHT = 675;
const JPEG_QUALITY = 78;

interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** Twelve tasteful colour pairs; dark enough for white line-work to read on top. */
const PALETTES: readonly Palette[] = [
  { from: '#0b3d2e', to: '#1f8a5b', accent: '#b8f28c' }, // pitch green
  { from: '#1a1f4b', to: '#4b5bd6', accent: '#9fb3ff' }, // indigo
  { from: '#3a0d2e', to: '#c0392b', accent: '#ffb199' }, // wine to red
  { from: '#0f2027', to: '#2c7a7b', accent: '#81e6d9' }, // deep teal
  { from: '#2b1055', to: '#7597de', accent: '#d6c8ff' }, // violet dusk
  { from: '#412008', to: '#d98e04', accent: '#ffe08a' }, // amber
  { from: '#0d1b2a', to: '#415a77', accent: '#a9c6e8' }, // slate
  { from: '#3d0c45', to: '#e0457b', accent: '#ffc2d6' }, // plum to pink
  { from: '#052f3b', to: '#00a3a3', accent: '#9ff5ec' }, // ocean
  { from: '#1b1b1b', to: '#7a5c2e', accent: '#f2d28b' }, // charcoal and bronze
  { from: '#10312b', to: '#8a9a2b', accent: '#e4f07a' }, // forest to olive
  { from: '#281e5d', to: '#ff7b54', accent: '#ffd3b8' }, // navy to coral
];

type Motif = 'pitch' | 'cards' | 'chips' | 'chart' | 'oval' | 'rings';
const MOTIFS: readonly Motif[] = ['pitch', 'cards', 'chips', 'chart', 'oval', 'rings'];

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

function pickPalette(palette: number): Palette {
  const n = PALETTES.length;
  const index = Number.isFinite(palette) ? ((Math.floor(palette) % n) + n) % n : 0;
  return PALETTES[index]!;
}

/** Rounds to one decimal so the SVG stays compact and stable. */
function r1(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

function softCircles(random: () => number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = between(random, -100, BASE_WIDTH + 100);
    const cy = between(random, -80, BASE_HEIGHT + 80);
    const radius = between(random, 180, 420);
    const fill = i % 2 === 0 ? 'url(#soft)' : 'url(#glow)';
    const opacity = between(random, 0.35, 0.8);
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`,
    );
  }
  return parts.join('');
}

function diagonalBands(random: () => number, accent: string): string {
  const parts: string[] = [];
  const count = 2 + Math.floor(random() * 2);
  const slope = between(random, 0.35, 0.75) * (random() < 0.5 ? 1 : -1);
  for (let i = 0; i < count; i++) {
    const offset = between(random, -200, BASE_WIDTH);
    const thickness = between(random, 40, 140);
    const rise = slope * BASE_HEIGHT;
    const x1 = offset;
    const x2 = offset + rise;
    const points = [
      `${r1(x1)},0`,
      `${r1(x1 + thickness)},0`,
      `${r1(x2 + thickness)},${BASE_HEIGHT}`,
      `${r1(x2)},${BASE_HEIGHT}`,
    ].join(' ');
    const fill = i === 0 ? accent : '#ffffff';
    const opacity = i === 0 ? 0.12 : between(random, 0.04, 0.08);
    parts.push(`<polygon points="${points}" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`);
  }
  return parts.join('');
}

function pitchMotif(): string {
  // A football pitch seen slightly in perspective, lines only.
  return [
    '<g transform="translate(600 380) scale(1 0.62) rotate(-8)">',
    '<rect x="-520" y="-340" width="1040" height="680" rx="6"/>',
    '<line x1="0" y1="-340" x2="0" y2="340"/>',
    '<circle cx="0" cy="0" r="92"/>',
    '<circle cx="0" cy="0" r="6" fill="#ffffff"/>',
    '<rect x="-520" y="-200" width="170" height="400"/>',
    '<rect x="-520" y="-90" width="60" height="180"/>',
    '<rect x="350" y="-200" width="170" height="400"/>',
    '<rect x="460" y="-90" width="60" height="180"/>',
    '<path d="M -350 -70 A 92 92 0 0 1 -350 70"/>',
    '<path d="M 350 -70 A 92 92 0 0 0 350 70"/>',
    '</g>',
  ].join('');
}

function suitPath(kind: number): string {
  switch (kind % 4) {
    case 0: // diamond
      return 'M 0 -34 L 26 0 L 0 34 L -26 0 Z';
    case 1: // heart
      return 'M 0 30 C -40 2 -32 -30 -14 -30 C -4 -30 0 -22 0 -16 C 0 -22 4 -30 14 -30 C 32 -30 40 2 0 30 Z';
    case 2: // spade
      return 'M 0 -32 C 30 -6 36 10 18 18 C 10 22 4 18 2 14 L 8 32 L -8 32 L -2 14 C -4 18 -10 22 -18 18 C -36 10 -30 -6 0 -32 Z';
    default: // club (three lobes)
      return 'M 0 -12 m -14 0 a 14 14 0 1 1 28 0 a 14 14 0 1 1 -28 0 M -16 10 m -14 0 a 14 14 0 1 1 28 0 a 14 14 0 1 1 -28 0 M 16 10 m -14 0 a 14 14 0 1 1 28 0 a 14 14 0 1 1 -28 0 M -5 14 L 5 14 L 9 34 L -9 34 Z';
  }
}

function cardsMotif(random: () => number): string {
  const parts: string[] = [];
  const cx = between(random, 640, 820);
  const cy = between(random, 600, 660);
  const fan = [-33, -11, 11, 33];
  fan.forEach((angle, i) => {
    const suit = Math.floor(random() * 4);
    parts.push(
      `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${angle}) translate(0 -300) scale(1.25)">`,
      '<rect x="-95" y="-135" width="190" height="270" rx="16" fill="#ffffff" fill-opacity="0.07"/>',
      '<rect x="-80" y="-120" width="160" height="240" rx="10" stroke-opacity="0.5"/>',
      `<path d="${suitPath(suit + i)}" transform="scale(1.6)" fill="#ffffff" fill-opacity="0.22" stroke="none"/>`,
      '</g>',
    );
  });
  return parts.join('');
}

function chipsMotif(random: () => number): string {
  const parts: string[] = [];
  const count = 3;
  for (let i = 0; i < count; i++) {
    const cx = between(random, 250, 1000);
    const cy = between(random, 160, 520);
    const radius = between(random, 90, 160);
    parts.push(
      `<g transform="translate(${r1(cx)} ${r1(cy)})">`,
      `<circle r="${r1(radius)}" fill="#ffffff" fill-opacity="0.05"/>`,
      `<circle r="${r1(radius)}" stroke-width="${r1(radius * 0.16)}" stroke-dasharray="${r1(radius * 0.3)} ${r1(radius * 0.3)}" stroke-opacity="0.35"/>`,
      `<circle r="${r1(radius * 0.62)}"/>`,
      `<circle r="${r1(radius * 0.48)}" stroke-dasharray="4 10"/>`,
      '</g>',
    );
  }
  return parts.join('');
}

function chartMotif(random: () => number): string {
  const parts: string[] = [];
  // Baseline grid.
  for (let y = 180; y <= 560; y += 95) {
    parts.push(`<line x1="80" y1="${y}" x2="1120" y2="${y}" stroke-opacity="0.35"/>`);
  }
  // Candles following a gentle random walk.
  let level = between(random, 380, 460);
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = 120 + i * 64;
    const open = level;
    const pull = (380 - level) * 0.25;
    level = Math.min(540, Math.max(170, level + pull + between(random, -60, 45)));
    const close = level;
    const top = Math.min(open, close) - between(random, 10, 40);
    const bottom = Math.max(open, close) + between(random, 10, 40);
    const rising = close < open;
    parts.push(`<line x1="${x}" y1="${r1(top)}" x2="${x}" y2="${r1(bottom)}"/>`);
    parts.push(
      `<rect x="${x - 14}" y="${r1(Math.min(open, close))}" width="28" height="${r1(Math.max(6, Math.abs(open - close)))}" rx="3" fill="#ffffff" fill-opacity="${rising ? '0.35' : '0.08'}"/>`,
    );
    points.push(`${x},${r1(close)}`);
  }
  parts.push(
    `<polyline points="${points.join(' ')}" stroke="url(#accentLine)" stroke-width="5" stroke-opacity="0.9" stroke-linejoin="round"/>`,
  );
  return parts.join('');
}

function ovalMotif(): string {
  // A cricket ground from above: boundary, inner circle and the 22-yard strip.
  return [
    '<g transform="translate(600 340) rotate(-14)">',
    '<ellipse cx="0" cy="0" rx="520" ry="360"/>',
    '<ellipse cx="0" cy="0" rx="300" ry="210" stroke-dasharray="14 12"/>',
    '<rect x="-26" y="-110" width="52" height="220" fill="#ffffff" fill-opacity="0.12"/>',
    '<line x1="-40" y1="-86" x2="40" y2="-86"/>',
    '<line x1="-40" y1="86" x2="40" y2="86"/>',
    '<line x1="-8" y1="-100" x2="-8" y2="-86"/><line x1="0" y1="-100" x2="0" y2="-86"/>',
    '<line x1="8" y1="-100" x2="8" y2="-86"/>',
    '<line x1="-8" y1="86" x2="-8" y2="100"/><line x1="0" y1="86" x2="0" y2="100"/>',
    '<line x1="8" y1="86" x2="8" y2="100"/>',
    '</g>',
  ].join('');
}

function ringsMotif(random: () => number): string {
  const parts: string[] = [];
  const cx = between(random, 760, 980);
  const cy = between(random, 220, 460);
  for (let i = 1; i <= 6; i++) {
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${i * 62}" stroke-opacity="${(0.5 - i * 0.06).toFixed(2)}"/>`,
    );
  }
  // A sparse dot grid on the opposite side.
  for (let x = 80; x <= 460; x += 38) {
    for (let y = 90; y <= 600; y += 38) {
      parts.push(`<circle cx="${x}" cy="${y}" r="2.4" fill="#ffffff" stroke="none"/>`);
    }
  }
  return parts.join('');
}

function motifSvg(motif: Motif, random: () => number): string {
  switch (motif) {
    case 'pitch':
      return pitchMotif();
    case 'cards':
      return cardsMotif(random);
    case 'chips':
      return chipsMotif(random);
    case 'chart':
      return chartMotif(random);
    case 'oval':
      return ovalMotif();
    case 'rings':
      return ringsMotif(random);
  }
}

function normaliseSize(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(4000, Math.max(16, Math.round(value)));
}

/** Builds the SVG markup for a cover image (exported for debugging and tests). */
export function buildSeedImageSvg(
  key: string,
  palette: number,
  width = BASE_WIDTH,
  height = BASE_HEIGHT,
): string {
  const colours = pickPalette(palette);
  const seed = hashString(`${key}`);
  const random = createRandom(seed);
  const motif = MOTIFS[seed % MOTIFS.length]!;

  const angle = Math.floor(random() * 360);
  const rad = (angle * Math.PI) / 180;
  const gx = Math.cos(rad) * 0.5;
  const gy = Math.sin(rad) * 0.5;

  const motifOpacity = between(random, 0.3, 0.42);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${BASE_WIDTH} ${BASE_HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="bg" x1="${r1(0.5 - gx)}" y1="${r1(0.5 - gy)}" x2="${r1(0.5 + gx)}" y2="${r1(0.5 + gy)}">`,
    `<stop offset="0" stop-color="${colours.from}"/>`,
    `<stop offset="1" stop-color="${colours.to}"/>`,
    '</linearGradient>',
    '<radialGradient id="soft">',
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>',
    '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>',
    '</radialGradient>',
    '<radialGradient id="glow">',
    `<stop offset="0" stop-color="${colours.accent}" stop-opacity="0.45"/>`,
    `<stop offset="1" stop-color="${colours.accent}" stop-opacity="0"/>`,
    '</radialGradient>',
    '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">',
    '<stop offset="0.55" stop-color="#000000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0.45"/>',
    '</radialGradient>',
    '<linearGradient id="accentLine" x1="0" y1="0" x2="1" y2="0">',
    `<stop offset="0" stop-color="${colours.accent}" stop-opacity="0.2"/>`,
    `<stop offset="1" stop-color="${colours.accent}"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${BASE_WIDTH}" height="${BASE_HEIGHT}" fill="url(#bg)"/>`,
    softCircles(random, 4),
    diagonalBands(random, colours.accent),
    `<g fill="none" stroke="#ffffff" stroke-width="3" opacity="${motifOpacity.toFixed(2)}">`,
    motifSvg(motif, random),
    '</g>',
    `<rect width="${BASE_WIDTH}" height="${BASE_HEIGHT}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}

/**
 * Renders an abstract editorial cover image as a JPEG buffer. The motif and layout are
 * derived from a hash of `key`; `palette` selects one of twelve colour pairs.
 */
export async function renderSeedImage(
  key: string,
  palette: number,
  width?: number,
  height?: number,
): Promise<Buffer> {
  const w = normaliseSize(width, BASE_WIDTH);
  const h = normaliseSize(height, BASE_HEIGHT);
  const svg = buildSeedImageSvg(key, palette, w, h);
  return sharp(Buffer.from(svg))
    .resize(w, h, { fit: 'cover' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
