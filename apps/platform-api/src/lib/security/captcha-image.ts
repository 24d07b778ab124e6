import { randomInt } from 'node:crypto';
import { createBitmap, encodePng, setPixel } from './png';

/** 5x7 glyphs of the digits, one string of five bits per row. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** Digits a person types; 6 of them, as the login and register screens expect. */
export function randomCaptchaText(length = 6): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/**
 * Draws the digits scaled up, each nudged and tinted at random, over speckle noise and a few
 * lines: enough to keep naive OCR honest in a demo, and legible on a phone.
 */
export function renderCaptchaPng(text: string): Buffer {
  const scale = 4;
  const width = 24 * text.length + 16;
  const height = 44;
  const bitmap = createBitmap(width, height, [245, 245, 240]);
  for (let speck = 0; speck < width * 3; speck += 1) {
    setPixel(bitmap, randomInt(width), randomInt(height), [190, 190, 200]);
  }
  [...text].forEach((digit, position) => {
    const glyph = GLYPHS[digit] ?? GLYPHS['0'] ?? [];
    const left = 8 + position * 24 + randomInt(4);
    const top = 6 + randomInt(6);
    const ink: [number, number, number] = [randomInt(120), randomInt(90), 80 + randomInt(120)];
    glyph.forEach((row, y) => {
      [...row].forEach((bit, x) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            setPixel(bitmap, left + x * scale + dx, top + y * (scale - 0.5) + dy, ink);
          }
        }
      });
    });
  });
  for (let line = 0; line < 3; line += 1) {
    const y0 = randomInt(height);
    const slope = (randomInt(height) - y0) / width;
    for (let x = 0; x < width; x += 1) setPixel(bitmap, x, y0 + slope * x, [120, 120, 140]);
  }
  return encodePng(bitmap);
}
