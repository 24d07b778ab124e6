import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXT_PAIRS, contrastRatio, hexChannels, readTokens } from './tokens';

/** The stylesheet the app ships, as the designers' page reads it. */
const tokensCss = readFileSync(
  join(import.meta.dirname, '../../../libs/ui-kit/src/lib/tokens/tokens.css'),
  'utf8',
);

describe('readTokens', () => {
  it('reads each theme and the shared tokens from their own rules', () => {
    const tokens = readTokens(`
      /* a comment: --mweb-color-bg: #fff; */
      :root, :root[data-theme='dark'] { --mweb-color-bg: #000; --mweb-color-text:
        #eee; }
      :root[data-theme='light'] { --mweb-color-bg: #fff; }
      :root { --mweb-space-1: 0.08rem; }
      :root:lang(ur) { --mweb-line-height: 2; }
    `);
    expect(tokens.themes.dark).toEqual({ '--mweb-color-bg': '#000', '--mweb-color-text': '#eee' });
    expect(tokens.themes.light).toEqual({ '--mweb-color-bg': '#fff' });
    expect(tokens.shared).toEqual({ '--mweb-space-1': '0.08rem' });
  });

  it('finds every colour of the shipped stylesheet in both themes', () => {
    const { themes } = readTokens(tokensCss);
    const colours = (theme: Record<string, string>) =>
      Object.keys(theme).filter((name) => name.startsWith('--mweb-color'));
    expect(colours(themes.dark).length).toBeGreaterThan(10);
    expect(colours(themes.light)).toEqual(colours(themes.dark));
  });
});

describe('contrastRatio', () => {
  it('gives WCAG 2 ratios: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a plain hex colour', () => {
    expect(hexChannels('rgb(0 0 0 / 62%)')).toBeNull();
    expect(contrastRatio('#12', '#fff')).toBeNull();
  });

  it('finds every text pair of the shipped themes at or above its minimum', () => {
    const { themes } = readTokens(tokensCss);
    for (const theme of [themes.dark, themes.light]) {
      for (const { foreground, background, minimum } of TEXT_PAIRS) {
        const ratio = contrastRatio(theme[foreground] ?? '', theme[background] ?? '');
        expect(ratio, `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
      }
    }
  });
});
