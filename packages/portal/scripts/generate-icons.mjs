/**
 * Draws the portal's app icons (the favicon's mark: a white dot in a blue disc, on navy where the icon fills its square) as PNG files in
 * public/icons, with node's own zlib only. Run it again after changing the mark or colours:
 *   node packages/portal/scripts/generate-icons.mjs
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];
/** The square behind the disc on full-bleed icons. */
const NAVY = [0x1e, 0x3a, 0x8a];
/** Sub-samples per pixel side, for smooth edges. */
const SAMPLES = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGBA pixels (`size`×`size`, 4 bytes each) as a PNG. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const offset = y * (size * 4 + 1);
    rows[offset] = 0; // filter: none
    rgba.copy(rows, offset + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The mark at `size` pixels. `background` fills the whole square (maskable and Apple icons,
 * whose corners the system cuts); otherwise outside the disc is transparent. `scale` is the
 * disc's radius as a share of half the side.
 */
function drawIcon(size, { background, scale }) {
  const rgba = Buffer.alloc(size * size * 4);
  const centre = size / 2;
  const disc = centre * scale;
  const dot = disc * (6 / 14); // the favicon's proportions: r 6 inside r 14
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let inDisc = 0;
      let inDot = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const dx = x + (sx + 0.5) / SAMPLES - centre;
          const dy = y + (sy + 0.5) / SAMPLES - centre;
          const distance = Math.hypot(dx, dy);
          if (distance <= disc) inDisc += 1;
          if (distance <= dot) inDot += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const white = inDot / total;
      const blue = inDisc / total - white;
      const navy = background ? 1 - white - blue : 0;
      const cover = white + blue + navy;
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        const mixed = WHITE[c] * white + BLUE[c] * blue + NAVY[c] * navy;
        rgba[i + c] = cover > 0 ? Math.round(mixed / cover) : 0;
      }
      rgba[i + 3] = Math.round(cover * 255);
    }
  }
  return encodePng(size, rgba);
}

const ICONS = [
  { file: "icon-192.png", size: 192, background: false, scale: 0.94 },
  { file: "icon-512.png", size: 512, background: false, scale: 0.94 },
  // Maskable: the mark inside the central safe zone (a circle of 40% of the side's radius).
  { file: "maskable-192.png", size: 192, background: true, scale: 0.6 },
  { file: "maskable-512.png", size: 512, background: true, scale: 0.6 },
  { file: "apple-touch-icon.png", size: 180, background: true, scale: 0.7 },
];

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");
mkdirSync(out, { recursive: true });
for (const { file, size, background, scale } of ICONS) {
  writeFileSync(join(out, file), drawIcon(size, { background, scale }));
  process.stdout.write(`wrote public/icons/${file} (${size}×${size})\n`);
}
