import type { Attachment } from '../../../lib/files/types';
import type { Note } from '../api/types';

/**
 * Every read of the notes signs new download URLs (valid 10 minutes), so each revalidation would
 * load every picture again. A URL is reused for 8 minutes, leaving it 2 minutes of life on screen.
 */
export const URL_REUSE_MS = 8 * 60_000;

export type UrlCache = Map<string, { url: string; at: number }>;

const stable =
  (cache: UrlCache, now: number) =>
  (attachment: Attachment): Attachment => {
    if (!attachment.url) return attachment;
    const hit = cache.get(attachment.key);
    if (hit && now - hit.at < URL_REUSE_MS)
      return hit.url === attachment.url ? attachment : { ...attachment, url: hit.url };
    cache.set(attachment.key, { url: attachment.url, at: now });
    return attachment;
  };

/** The notes with each attachment's URL replaced by the one already shown, while it is fresh. */
export function withStableUrls(notes: readonly Note[], cache: UrlCache, now: number): Note[] {
  const swap = stable(cache, now);
  return notes.map((note) => ({
    ...note,
    attachments: note.attachments?.map(swap),
    responses: note.responses?.map((response) => ({ ...response, attachments: response.attachments?.map(swap) })),
  }));
}
