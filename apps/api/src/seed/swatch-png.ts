/**
 * Draws the demo catalogue's product pictures: a small PNG per material with its own colour
 * and texture (bricks, bars, grains, tiles, boards…), encoded here with zlib, no image library.
 */
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
export type Texture =
  'bricks' | 'bars' | 'grains' | 'tiles' | 'boards' | 'bag' | 'pipes' | 'coils' | 'paint' | 'machine';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: its length, type, data and CRC (also used by banner-png). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function shade([r, g, b]: Rgb, f: number): Rgb {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return [clamp(r * f), clamp(g * f), clamp(b * f)];
}

function texel(texture: Texture, x: number, y: number, base: Rgb, size: number): Rgb {
  const s = size / 8;
  switch (texture) {
    case 'bricks': {
      const row = Math.floor(y / s);
      const offset = row % 2 ? s : 0;
      const mortar = y % s < 3 || (x + offset) % (2 * s) < 3;
      return mortar ? [210, 205, 195] : shade(base, 0.9 + ((row * 7 + Math.floor((x + offset) / (2 * s))) % 5) * 0.05);
    }
    case 'bars':
      return shade(base, 0.7 + 0.5 * Math.abs(Math.sin((y / s) * Math.PI)) + ((x + y) % 12 < 2 ? -0.15 : 0));
    case 'grains':
      return shade(base, 0.8 + (((x * 73856093) ^ (y * 19349663)) % 40) / 100);
    case 'tiles':
      return x % (2 * s) < 3 || y % (2 * s) < 3 ? [235, 235, 230] : shade(base, 1 - ((x + y) % (2 * s)) / (12 * s));
    case 'boards':
      return shade(base, 0.85 + 0.15 * Math.sin(y / 3 + Math.sin(x / 17) * 2) - (y % (2 * s) < 2 ? 0.25 : 0));
    case 'bag': {
      const inBag = x > s && x < size - s && y > s * 1.5 && y < size - s;
      const band = inBag && y > size / 2 - s / 2 && y < size / 2 + s / 2;
      return band ? [250, 250, 245] : inBag ? shade(base, 1 - (y / size) * 0.2) : [240, 242, 245];
    }
    case 'pipes': {
      const r = (y % (1.5 * s)) / (1.5 * s);
      return shade(base, 0.65 + 0.6 * Math.sin(r * Math.PI));
    }
    case 'coils': {
      const dx = x - size / 2;
      const dy = y - size / 2;
      const d = Math.sqrt(dx * dx + dy * dy);
      return d < size * 0.42 ? shade(base, 0.75 + 0.35 * Math.abs(Math.sin(d / 3))) : [240, 242, 245];
    }
    case 'paint':
      return y < size * 0.3 ? [240, 242, 245] : shade(base, 0.9 + 0.1 * Math.sin(x / 9));
    case 'machine': {
      const body = y > size * 0.35 && y < size * 0.7 && x > s && x < size - s;
      const track = y >= size * 0.7 && y < size * 0.85 && x > s / 2 && x < size - s / 2;
      return body ? base : track ? [50, 50, 55] : [225, 235, 245];
    }
  }
}

/** A square PNG of `size` pixels in the given colour and texture. */
export function swatchPng(base: Rgb, texture: Texture, size = 96): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0; // no filter
    for (let x = 0; x < size; x++) {
      const [r, g, b] = texel(texture, x, y, base, size);
      const at = y * (size * 3 + 1) + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Colour and texture for each subcategory of the demo catalogue. */
export const SWATCHES: Record<string, [Rgb, Texture]> = {
  'portland-cement': [[150, 150, 155], 'bag'],
  'mortar-plaster': [[190, 185, 175], 'bag'],
  'ready-mix-concrete': [[160, 160, 160], 'grains'],
  'precast-concrete': [[175, 175, 170], 'boards'],
  rebar: [[120, 85, 70], 'bars'],
  'brc-mesh': [[110, 100, 95], 'tiles'],
  'structural-steel': [[90, 95, 105], 'bars'],
  'roofing-sheets': [[60, 110, 150], 'bars'],
  'clay-bricks': [[170, 80, 55], 'bricks'],
  'cement-sand-bricks': [[165, 160, 150], 'bricks'],
  'aac-blocks': [[225, 225, 220], 'bricks'],
  'river-sand': [[215, 190, 140], 'grains'],
  'crusher-run': [[130, 125, 120], 'grains'],
  'granite-aggregates': [[145, 140, 140], 'grains'],
  'ceramic-tiles': [[200, 180, 150], 'tiles'],
  'porcelain-tiles': [[225, 225, 228], 'tiles'],
  'tile-adhesive-grout': [[200, 200, 195], 'bag'],
  plywood: [[150, 95, 50], 'boards'],
  'sawn-timber': [[180, 130, 80], 'boards'],
  scaffolding: [[70, 110, 160], 'bars'],
  'pvc-pipes': [[90, 110, 140], 'pipes'],
  'concrete-drains': [[165, 165, 160], 'boards'],
  'cables-wires': [[200, 60, 50], 'coils'],
  'conduits-trunking': [[235, 235, 235], 'pipes'],
  'wall-paint': [[90, 140, 190], 'paint'],
  'waterproofing-membrane': [[60, 60, 65], 'coils'],
  excavators: [[235, 180, 30], 'machine'],
  cranes: [[220, 60, 40], 'machine'],
  'lorries-tippers': [[40, 90, 160], 'machine'],
};
