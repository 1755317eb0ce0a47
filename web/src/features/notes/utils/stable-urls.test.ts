import type { Note } from '../api/types';
import { URL_REUSE_MS, withStableUrls, type UrlCache } from './stable-urls';

const noteWith = (url: string): Note => ({
  id: 'n',
  content: 'tekst',
  datetime: '2026-01-01T10:00:00Z',
  author: 'Anna',
  core: false,
  archived: false,
  files: ['c/1---a.png'],
  attachments: [{ key: 'c/1---a.png', name: 'a.png', url, inline: true }],
  responses: [
    {
      id: 'r',
      content: 'svar',
      datetime: '2026-01-01T11:00:00Z',
      author: 'Bo',
      files: ['c/2---b.pdf'],
      attachments: [{ key: 'c/2---b.pdf', name: 'b.pdf', url: `${url}-b`, inline: false }],
    },
  ],
});

describe('withStableUrls', () => {
  it('keeps the first URL of a file while it is fresh, then takes the new one', () => {
    const cache: UrlCache = new Map();
    withStableUrls([noteWith('u1')], cache, 0);
    const again = withStableUrls([noteWith('u2')], cache, 1_000)[0];
    expect(again.attachments?.[0].url).toBe('u1');
    expect(again.responses?.[0].attachments?.[0].url).toBe('u1-b');
    const later = withStableUrls([noteWith('u3')], cache, URL_REUSE_MS + 1)[0];
    expect(later.attachments?.[0].url).toBe('u3');
  });

  it('leaves files without a URL alone', () => {
    const cache: UrlCache = new Map();
    expect(withStableUrls([noteWith('')], cache, 0)[0].attachments?.[0].url).toBe('');
    expect(cache.size).toBe(1);
  });
});
