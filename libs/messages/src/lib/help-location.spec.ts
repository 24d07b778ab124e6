import { describe, expect, it } from 'vitest';
import { type HelpArticle } from '@mweb/api-client';
import { screenPath } from '@mweb/api-client/screens';
import { helpDetailQuery, helpEntryAt, helpLocationFrom } from './help-location';

const articles: HelpArticle[] = [
  {
    title: 'Deposits',
    children: [{ title: 'How long does a deposit take?', content: '<p>Minutes.</p>' }],
  },
  {
    title: 'Account',
    children: [
      { title: 'Forgot password', content: '<p>Use SMS.</p>' },
      { title: 'Change nickname', content: '<p>Member centre.</p>' },
    ],
  },
];

describe('the help detail location', () => {
  it('round-trips through the query string', () => {
    const path = screenPath('helpDetail', helpDetailQuery({ article: 1, item: 1 }));
    expect(path).toBe('/helpDetail?p=1&c=1');
    expect(helpLocationFrom(new URL(path, 'http://app.test').searchParams)).toEqual({
      article: 1,
      item: 1,
    });
  });

  it.each(['?p=1', '?p=-1&c=0', '?p=a&c=0', '?p=1.5&c=0', '?p=99999&c=0', ''])(
    'reads %j as no location',
    (query) => {
      expect(helpLocationFrom(new URLSearchParams(query))).toBeNull();
    },
  );

  it('restores the entry a link names', () => {
    expect(helpEntryAt(articles, { article: 1, item: 1 })?.item.title).toBe('Change nickname');
  });

  it('answers null for a link the articles no longer have', () => {
    expect(helpEntryAt(articles, { article: 0, item: 3 })).toBeNull();
    expect(helpEntryAt(articles, { article: 7, item: 0 })).toBeNull();
    expect(helpEntryAt(articles, null)).toBeNull();
  });
});
