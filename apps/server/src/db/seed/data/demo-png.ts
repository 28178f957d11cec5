import { deflateSync } from 'node:zlib';

/**
 * Small PNGs drawn in code for the demo's image progress and report photos (no binaries in git): a building whose
 * height follows the progress, so two dates side by side show the work done between them.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of width × height from a pixel function. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]);
}

/** A site photo: sky, ground, a tower crane, and a building `progress` percent of its full height, in `tint`. */
export function demoSitePng(progress: number, tint: [number, number, number], width = 240, height = 160): Buffer {
  return drawnOnce(`site ${progress} ${tint.join()} ${width} ${height}`, () => drawSite(progress, tint, width, height));
}

/**
 * A picture drawn once per process and kept (a few kB each, ≈ 30 of them): every API test file's app puts the demo's
 * pictures into its own file store at start (ensureDemoPictures and its siblings), and drawing and deflating them
 * again was ≈ 0.1 s of CPU per app. Callers only read the buffer.
 */
const drawn = new Map<string, Buffer>();
function drawnOnce(key: string, draw: () => Buffer): Buffer {
  let png = drawn.get(key);
  if (!png) drawn.set(key, (png = draw()));
  return png;
}

function drawSite(progress: number, tint: [number, number, number], width: number, height: number): Buffer {
  const ground = Math.round(height * 0.8);
  const full = Math.round(height * 0.62);
  const top = ground - Math.round((full * Math.max(0, Math.min(100, progress))) / 100);
  const [left, right] = [Math.round(width * 0.3), Math.round(width * 0.62)];
  const mast = Math.round(width * 0.78);
  return encodePng(width, height, (x, y) => {
    if (y >= ground) return [139, 115, 85];
    const inBuilding = x >= left && x < right && y >= top;
    if (inBuilding) {
      const window = (x - left) % 10 >= 4 && (x - left) % 10 < 8 && (ground - y) % 12 >= 4 && (ground - y) % 12 < 8;
      if (window) return [70, 90, 120];
      return (ground - y) % 12 === 0 ? [90, 90, 90] : tint;
    }
    // The crane: a mast and a jib over the building.
    const jib = Math.round(height * 0.14);
    if ((x >= mast && x < mast + 3 && y >= jib) || (y >= jib && y < jib + 3 && x >= left - 10 && x < mast + 20)) return [240, 180, 20];
    const s = Math.round(150 + (105 * y) / ground);
    return [Math.round(s * 0.6), Math.round(s * 0.8), 255];
  });
}

/**
 * A small picture of bands and a frame in the given colour, so the demo's project files are real PNG files without
 * shipping binaries (the same bytes on every run: the seed records their size and hash).
 */
export function demoPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  return drawnOnce(`bands ${width} ${height} ${rgb.join()}`, () => drawBands(width, height, rgb));
}

function drawBands(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  return encodePng(width, height, (x, y) => {
    if (x < 2 || y < 2 || x >= width - 2 || y >= height - 2) return [40, 40, 40];
    const band = Math.floor((y / height) * 4) / 4;
    return rgb.map((c) => Math.round(c * (0.55 + 0.45 * band))) as [number, number, number];
  });
}
