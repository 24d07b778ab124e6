import { hashString } from '../seed/prng';

/** Text inside SVG and HTML is escaped: names come from the database. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function hue(seed: string): number {
  return hashString(seed) % 360;
}

/** A wide banner with its title. */
export function bannerSvg(title: string): string {
  const h = hue(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h},75%,45%)"/><stop offset="1" stop-color="hsl(${(h + 90) % 360},75%,25%)"/></linearGradient></defs><rect width="750" height="300" fill="url(#b)"/><circle cx="640" cy="60" r="140" fill="#fff" opacity=".07"/><circle cx="80" cy="280" r="120" fill="#fff" opacity=".05"/><text x="48" y="170" font-family="sans-serif" font-size="46" font-weight="700" fill="#fff">${escapeXml(title)}</text></svg>`;
}

export function appIconSvg(): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#e5383b"/><text x="48" y="62" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">m</text></svg>';
}
