import Fuse, { type FuseOptionKey } from 'fuse.js';
import { SEARCH_MIN_QUERY, SEARCH_THRESHOLD } from '#domain/shared/search';

/** Whether `query` is long enough to search with (spec 001 §9: from 2 characters). */
export const isSearching = (query: string) => query.trim().length >= SEARCH_MIN_QUERY;

/**
 * The rows that match `query` on `keys`, best first (fuse.js, threshold 0.8, spec 001 §9); every
 * row, in its own order, while the query is shorter than 2 characters.
 */
export function fuzzySearch<T>(rows: readonly T[], keys: FuseOptionKey<T>[], query: string): T[] {
  if (!isSearching(query)) return [...rows];
  const fuse = new Fuse(rows, { keys, threshold: SEARCH_THRESHOLD });
  return fuse.search(query.trim()).map((result) => result.item);
}

/**
 * Edit distance of `query` to its best-fitting stretch of `text` (leading and trailing text of
 * `text` is free), so 'kompresr' is 1 away from 'Smør kompressoren'.
 */
function fitDistance(query: string, text: string): number {
  let previous: number[] = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= query.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= text.length; j += 1) {
      const substitution = previous[j - 1] + (query[i - 1] === text[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j] + 1, current[j - 1] + 1);
    }
    previous = current;
  }
  return Math.min(...previous);
}

const normalised = (text: string) => text.trim().toLocaleLowerCase('da').replace(/\s+/g, ' ');
const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/**
 * The did-you-mean suggestion for a search that found nothing: the text closest to `query` (the
 * fewest edits to fit inside it, then the nearest in length, then Danish order); undefined when
 * there is nothing to suggest. Only runs on a miss, so a plain loop over the texts is fast enough.
 */
export function closestText(query: string, texts: readonly string[]): string | undefined {
  const wanted = normalised(query);
  if (!wanted) return undefined;
  let best: { text: string; distance: number; lengthGap: number } | undefined;
  for (const text of new Set(texts.map((t) => t.trim()).filter(Boolean))) {
    const candidate = { text, distance: fitDistance(wanted, normalised(text)), lengthGap: Math.abs(text.length - wanted.length) };
    if (
      !best ||
      candidate.distance < best.distance ||
      (candidate.distance === best.distance &&
        (candidate.lengthGap < best.lengthGap || (candidate.lengthGap === best.lengthGap && collator.compare(candidate.text, best.text) < 0)))
    ) {
      best = candidate;
    }
  }
  return best?.text;
}
