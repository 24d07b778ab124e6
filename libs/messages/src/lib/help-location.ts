import type { HelpArticle } from '@mweb/api-client';

/** Where /m/helpDetail?p={index}&c={subindex} points. */
export interface HelpLocation {
  article: number;
  item: number;
}

function indexFrom(raw: string | null): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  return Number(raw);
}

/** Reads the help detail's query; anything but two small non-negative integers reads as no location. */
export function helpLocationFrom(search: URLSearchParams): HelpLocation | null {
  const article = indexFrom(search.get('p'));
  const item = indexFrom(search.get('c'));
  return article === null || item === null ? null : { article, item };
}

/** The help detail's query that reopens an entry directly, as a tap on it pushes. */
export function helpDetailQuery({ article, item }: HelpLocation): { p: number; c: number } {
  return { p: article, c: item };
}

/** The entry a location names, or null when the articles have changed under an old link. */
export function helpEntryAt(
  articles: readonly HelpArticle[],
  location: HelpLocation | null,
): { article: HelpArticle; item: HelpArticle['children'][number] } | null {
  if (!location) return null;
  const article = articles[location.article];
  const item = article?.children[location.item];
  return article && item ? { article, item } : null;
}
