// In a feature: opening and following a URL without the URL policy.
export function leaveOnOurOwn(href: string): void {
  window.open(href, '_blank');
  globalThis.open(href);
  window.location.assign(href);
  location.replace(href);
  window.location.href = href;
  document.location = href;
}

// Reading where the page is, and reloading it, stay allowed.
export const here = `${window.location.origin}${location.pathname}`;
export const reload = () => window.location.reload();
