// What a built index.html fetches up front, read off its tags: the bundle budget measures it, and
// the service worker precaches it.

/** @typedef {{ scripts: string[]; styles: string[] }} FirstLoad */

/** The value of one attribute of an HTML tag's text, if present. */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/**
 * The files a browser fetches up front for a built index.html: its scripts (the module entry and
 * any classic one) and modulepreloads, and its stylesheets; as paths inside the dist folder (the base path removed).
 * @param {string} html
 * @param {string} base the app's public base path, e.g. `/m/`
 * @returns {FirstLoad}
 */
export function firstLoadOf(html, base) {
  const inDist = (url) => (url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''));
  /** @type {FirstLoad} */
  const files = { scripts: [], styles: [] };
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, 'rel');
    const src = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!src) continue;
    if (isScript) files.scripts.push(inDist(src));
    else if (!isScript && rel === 'modulepreload') files.scripts.push(inDist(src));
    else if (!isScript && rel === 'stylesheet') files.styles.push(inDist(src));
  }
  return files;
}
