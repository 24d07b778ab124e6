import { hashString } from '../seed/prng';
import { PNG } from 'pngjs';

/** The tile's side in pixels: a 110-pixel tile on a screen of two device pixels to the CSS one. */
export const GAME_ICON_SIZE = 200;

type Rgb = [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1)) * 0.5);
  };
  return [channel(0), channel(8), channel(4)];
}

/** The signed distance from a point to a rounded square centred on the origin. */
function roundedSquareDistance(x: number, y: number, half: number, radius: number): number {
  const qx = Math.abs(x) - half + radius;
  const qy = Math.abs(y) - half + radius;
  return (
    Math.sqrt(Math.max(qx, 0) ** 2 + Math.max(qy, 0) ** 2) + Math.min(Math.max(qx, qy), 0) - radius
  );
}

/** How much of a pixel a shape covers, from the distance of the pixel's centre to its edge. */
const coverage = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance));

/**
 * A square game tile as a PNG: a diagonal gradient in the game's own hue under a rounded corner,
 * a light disc and a turned light square placed by its name. `vendor` shifts the hue, so a
 * vendor's games still differ from another's with the same name.
 *
 * Raster, not SVG, and without text: an SVG image is a document the page parses, lays out and
 * paints on its main thread (20 to 40 ms an icon on a phone's CPU, a whole second for one with a
 * Thai name), where a PNG is decoded off it, as an operator's CDN icons are.
 */
export function gameIconPng(name: string, vendor: string): Buffer {
  const size = GAME_ICON_SIZE;
  const scale = size / 200;
  const hue = hashString(`${vendor}:${name}`) % 360;
  const seed = hashString(name);
  const discX = (50 + (seed % 100)) * scale;
  const discY = (50 + ((seed >>> 8) % 100)) * scale;
  const turn = -(((seed >>> 16) % 90) * Math.PI) / 180;
  const from = hslToRgb(hue, 0.7, 0.55);
  const to = hslToRgb((hue + 60) % 360, 0.7, 0.3);
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const image = new PNG({ width: size, height: size });
  const rgba = image.data;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const px = x + 0.5;
      const py = y + 0.5;
      const t = (px + py) / (2 * size);
      let red = from[0] + (to[0] - from[0]) * t;
      let green = from[1] + (to[1] - from[1]) * t;
      let blue = from[2] + (to[2] - from[2]) * t;
      const disc = coverage(Math.sqrt((px - discX) ** 2 + (py - discY) ** 2) - 46 * scale) * 0.22;
      // The square turned about the centre: the pixel turned back the other way.
      const cx = px - size / 2;
      const cy = py - size / 2;
      const square =
        coverage(
          roundedSquareDistance(cx * cos - cy * sin, cx * sin + cy * cos, 30 * scale, 10 * scale),
        ) * 0.16;
      // Each light shape over what lies beneath: white at its opacity times its coverage.
      const dark = (1 - disc) * (1 - square);
      red = 255 - (255 - red) * dark;
      green = 255 - (255 - green) * dark;
      blue = 255 - (255 - blue) * dark;
      const at = (y * size + x) * 4;
      rgba[at] = Math.round(red);
      rgba[at + 1] = Math.round(green);
      rgba[at + 2] = Math.round(blue);
      rgba[at + 3] = Math.round(
        255 * coverage(roundedSquareDistance(cx, cy, size / 2, 28 * scale)),
      );
    }
  }
  // The most compact deflate, and zlib's strategy for filtered images (pngjs's default, run-length,
  // makes a gradient four times the size): icons are made once each and go over slow networks.
  return PNG.sync.write(image, { deflateLevel: 9, deflateStrategy: 1 });
}
