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
