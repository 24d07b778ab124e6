/** The theme tokens as `tokens.css` declares them, read from its text. */
export interface Tokens {
  /** Colours and shadows per theme: `dark` (the default) and `light`. */
  themes: Record<'dark' | 'light', Record<string, string>>;
  /** Everything declared once for both themes: type, spaces, radii, sizes, durations. */
  shared: Record<string, string>;
}

/** The declarations (`--mweb-*: value;`) of one rule's body. */
function declarations(body: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of body.matchAll(/(--mweb-[\w-]+)\s*:\s*([^;]+);/g)) {
    found[match[1] as string] = (match[2] as string).replace(/\s+/g, ' ').trim();
  }
  return found;
}

/**
 * Reads the tokens from the stylesheet's text, rule by rule: a rule for `:root[data-theme='light']`
 * holds the light theme, one that also names `:root[data-theme='dark']` the dark one, and the
 * plain `:root` rules what both share. Language and reduced-motion overrides are left out.
 */
export function readTokens(css: string): Tokens {
  const tokens: Tokens = { themes: { dark: {}, light: {} }, shared: {} };
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (rule[1] as string).trim();
    const body = declarations(rule[2] as string);
    if (selector.includes("data-theme='light'")) Object.assign(tokens.themes.light, body);
    else if (selector.includes("data-theme='dark'")) Object.assign(tokens.themes.dark, body);
    else if (selector === ':root') Object.assign(tokens.shared, body);
  }
  return tokens;
}

/** sRGB channels (0 to 255) of `#rgb`, `#rrggbb`, or null for anything else. */
export function hexChannels(colour: string): [number, number, number] | null {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2's contrast ratio of two hex colours (1 to 21), or null when either is not one. */
export function contrastRatio(foreground: string, background: string): number | null {
  const front = hexChannels(foreground);
  const back = hexChannels(background);
  if (!front || !back) return null;
  const [lighter, darker] = [luminance(front), luminance(back)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The pairs the kit draws text in, foreground on background: the ones a designer must keep
 * readable when changing a colour. 4.5 is AA for body text, 3 for large text and focus rings.
 */
export const TEXT_PAIRS = [
  { foreground: '--mweb-color-text', background: '--mweb-color-bg', minimum: 4.5 },
  { foreground: '--mweb-color-text', background: '--mweb-color-surface', minimum: 4.5 },
  { foreground: '--mweb-color-text-muted', background: '--mweb-color-surface', minimum: 4.5 },
  { foreground: '--mweb-color-on-primary', background: '--mweb-color-primary', minimum: 4.5 },
  { foreground: '--mweb-color-on-secondary', background: '--mweb-color-secondary', minimum: 4.5 },
  { foreground: '--mweb-color-on-danger', background: '--mweb-color-danger', minimum: 4.5 },
  { foreground: '--mweb-color-on-success', background: '--mweb-color-success', minimum: 4.5 },
  { foreground: '--mweb-color-on-info', background: '--mweb-color-info', minimum: 4.5 },
  { foreground: '--mweb-color-error-text', background: '--mweb-color-surface', minimum: 4.5 },
  { foreground: '--mweb-color-primary', background: '--mweb-color-surface', minimum: 3 },
  { foreground: '--mweb-color-focus', background: '--mweb-color-bg', minimum: 3 },
] as const;
