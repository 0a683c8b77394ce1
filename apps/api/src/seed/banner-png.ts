/**
 * Draws the demo advertisements' and news covers' pictures: a banner of any size with a colour
 * gradient, a stack of building materials on one side and up to three lines of large lettering
 * (a 5 × 7 pixel font, scaled), encoded as PNG with zlib, no image library.
 */
import { deflateSync } from 'node:zlib';
import { pngChunk } from './swatch-png';

type Rgb = [number, number, number];

/** Capital letters, digits and a few signs, 5 × 7, a row per string ('#' is ink). */
const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['.###.', '#....', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
  '%': ['##..#', '##..#', '...#.', '..#..', '.#...', '#..##', '#..##'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  '&': ['.##..', '#..#.', '#.#..', '.#...', '#.#.#', '#..#.', '.##.#'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '/': ['....#', '....#', '...#.', '..#..', '.#...', '#....', '#....'],
};

export interface Banner {
  width: number;
  height: number;
  /** the gradient, from the left edge to the right */
  from: Rgb;
  to: Rgb;
  /** the lettering and the materials' colour */
  ink: Rgb;
  accent: Rgb;
  /** up to three lines, in capitals */
  lines: string[];
}

const mix = (a: Rgb, b: Rgb, f: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * f),
  Math.round(a[1] + (b[1] - a[1]) * f),
  Math.round(a[2] + (b[2] - a[2]) * f),
];

/** A banner picture as a PNG. */
export function bannerPng({ width, height, from, to, ink, accent, lines }: Banner): Buffer {
  const pixels: Rgb[] = Array.from({ length: width * height }, (_, i) => {
    const x = i % width;
    const y = Math.floor(i / width);
    const base = mix(from, to, x / width);
    // a stack of bricks in the lower right corner, and a diagonal stripe behind it
    const brickTop = height * 0.55;
    const inStack = x > width * 0.72 && y > brickTop;
    if (inStack) {
      const row = Math.floor((y - brickTop) / Math.max(6, height / 14));
      const offset = row % 2 ? height / 10 : 0;
      const mortar = (y - brickTop) % Math.max(6, height / 14) < 2 || (x + offset) % Math.max(16, height / 5) < 2;
      return mortar ? mix(base, [255, 255, 255], 0.6) : mix(accent, [0, 0, 0], (row % 3) * 0.08);
    }
    const stripe = (x - y * 1.5 + height * 2) % Math.max(40, height / 1.5) < Math.max(10, height / 8);
    return stripe && x > width * 0.6 ? mix(base, [255, 255, 255], 0.08) : base;
  });
  // the lettering: as large as fits the left two thirds, the first line the biggest
  const usable = width * 0.66;
  const texts = lines.slice(0, 3).map((line) => line.toUpperCase());
  let y = Math.round(height * 0.14);
  texts.forEach((text, index) => {
    const fit = Math.floor(usable / Math.max(1, text.length * 6));
    const scale = Math.max(1, Math.min(fit, Math.floor((height * (index === 0 ? 0.26 : 0.16)) / 7)));
    let x = Math.round(width * 0.05);
    for (const char of text) {
      const glyph = GLYPHS[char] ?? GLYPHS[' ']!;
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < 5; gx++) {
          if (row[gx] !== '#') continue;
          for (let dy = 0; dy < scale; dy++)
            for (let dx = 0; dx < scale; dx++) {
              const px = x + gx * scale + dx;
              const py = y + gy * scale + dy;
              if (px < width && py < height) pixels[py * width + px] = index === 0 ? ink : mix(ink, accent, 0.35);
            }
        }
      });
      x += 6 * scale;
    }
    y += 7 * scale + Math.round(scale * 3);
  });
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let row = 0; row < height; row++) {
    raw[row * (width * 3 + 1)] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixels[row * width + x]!;
      const at = row * (width * 3 + 1) + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
