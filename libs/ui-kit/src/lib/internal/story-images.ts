/** Inline pictures for stories and story tests, so that nothing is fetched from the network. */
export function placeholderImage(
  text: string,
  background = '#3b4a6b',
  width = 200,
  height = 200,
): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 6)}" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
