// Draws the app's PNG icons from the logo's shapes (a rounded amber square with the dark "M", drawn
// below in a 32-unit box), so they need no image tool or download. The files are committed; run
// this again after changing the logo. The browser tab's icon is a PNG too, not an SVG: a browser
// opens an SVG image as a document of its own, parsed, laid out and painted on the page's main
// thread (some 30 ms on a cheap phone, while the page boots), and decodes a PNG off it.
//
// Usage: npx tsx tools/scripts/app-icons.mjs   (tsx, for the platform's PNG encoder)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeRgbaPng } from '../../apps/platform-api/src/lib/security/png.ts';

const outDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../apps/mobile-web/public/icons',
);

const AMBER = [0xf5, 0xb4, 0x00];
const INK = [0x10, 0x11, 0x14];
/** The logo's "M", in its 32-unit box. */
const M = [
  [7, 23],
  [7, 9],
  [10.2, 9],
  [16, 17],
  [21.8, 9],
  [25, 9],
  [25, 23],
  [21.6, 23],
  [21.6, 14.4],
  [16, 22],
  [10.4, 14.4],
  [10.4, 23],
];

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * One icon: `radius` rounds the square (0 for a full-bleed one), `scale` shrinks the "M" about the
 * centre (a maskable icon keeps its mark inside the middle 80%). 4×4 samples a pixel smooth the edges;
 * corners outside the square are transparent.
 */
function draw(size, { radius, scale }) {
  const SAMPLES = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      let ink = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (radius > 0 && !insideRoundedSquare(x, y, radius)) continue;
          covered += 1;
          if (insidePolygon(16 + (x - 16) / scale, 16 + (y - 16) / scale, M)) ink += 1;
        }
      }
      const offset = (py * size + px) * 4;
      const share = covered === 0 ? 0 : ink / covered;
      for (let c = 0; c < 3; c += 1)
        rgba[offset + c] = Math.round(AMBER[c] * (1 - share) + INK[c] * share);
      rgba[offset + 3] = Math.round((covered / SAMPLES ** 2) * 255);
    }
  }
  return encodeRgbaPng(size, rgba);
}

const ICONS = {
  // The browser tab's icon: 16 CSS pixels on a phone's 3 × screen.
  'favicon-48.png': [48, { radius: 7, scale: 1 }],
  // The launcher's icons: the logo's rounded square.
  'icon-192.png': [192, { radius: 7, scale: 1 }],
  'icon-512.png': [512, { radius: 7, scale: 1 }],
  // Android crops a maskable icon to its own shape: full bleed, the mark within the safe zone.
  'maskable-512.png': [512, { radius: 0, scale: 0.8 }],
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  'apple-touch-icon.png': [180, { radius: 0, scale: 0.9 }],
};

mkdirSync(outDir, { recursive: true });
for (const [name, [size, shape]] of Object.entries(ICONS)) {
  writeFileSync(resolve(outDir, name), draw(size, shape));
  console.log(`wrote ${name} (${size}×${size})`);
}
