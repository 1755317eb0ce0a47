import Fuse, { type IFuseOptions } from 'fuse.js';
import { SEARCH_MIN_QUERY, SEARCH_THRESHOLD } from '#domain/shared/search';

/**
 * Every search and did-you-mean of the SPA (task list, a person's tasks, equipment, locations):
 * fuse.js at the spec's threshold decides what matches (spec 001 §9), then only the matches about
 * as good as the best are shown, and a suggestion must be genuinely close (docs/decision 049
 * "Search shows the close matches, did-you-mean only a close title").
 */

/** Whether `query` is long enough to search with (spec 001 §9: from 2 characters). */
export const isSearching = (query: string) => query.trim().length >= SEARCH_MIN_QUERY;

/**
 * How much worse than the best match a match may be and still be shown: less than one edit in five
 * of the query's characters. 'olie' finds 'Olieskift' and 'Skift olie på kompressor' exactly, so a
 * title that only shares a letter or two with it (fuse at 0.8 allows 3 edits of 4) is left out.
 */
export const RANK_SLACK = 0.2;

/** A suggestion may need at most one edit per this many characters of the query. */
export const SUGGESTION_CHARACTERS_PER_EDIT = 4;

/**
 * Text as search compares it: lower case, æ/ø/å spelt out (ae/oe/aa, as on a keyboard without them,
 * so 'Aabenraa' is 'Åbenrå'), other accents dropped ('Kärcher' is 'karcher'), spaces collapsed.
 */
export const folded = (text: string) =>
  text
    .toLocaleLowerCase('da')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The keys of `T` that hold text. */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T];

// ignoreLocation: a word counts the same wherever it is in a title (fuse otherwise penalises a match
// by its distance from the start). ignoreFieldNorm: a long title is not worse for being long. So a
// score is the share of the query's characters that had to change to fit the text.
const options: IFuseOptions<string> = {
  threshold: SEARCH_THRESHOLD,
  ignoreLocation: true,
  ignoreFieldNorm: true,
  includeScore: true,
  shouldSort: false,
};

// Per list (the array itself, which React state never changes), key and slice, its folded texts
// in a fuse.js index, made once: a search typed into a list of 2,000 rows folds and indexes them
// once, not at every keystroke.
const indexes = new WeakMap<readonly unknown[], Map<string, Fuse<string>>>();
function indexOf<T>(rows: readonly T[], key: TextKey<T>, start = 0, end = rows.length): Fuse<string> {
  let byKey = indexes.get(rows);
  if (!byKey) indexes.set(rows, (byKey = new Map()));
  const id = `${String(key)}:${start}:${end}`;
  let index = byKey.get(id);
  if (!index)
    byKey.set(
      id,
      (index = new Fuse(
        rows.slice(start, end).map((row) => folded(String(row[key] ?? ''))),
        options,
      )),
    );
  return index;
}

/** Each row's best score on `keys` among rows `start` to `end` (fuse.js's own scores, per row). */
function scoreSlice<T>(
  rows: readonly T[],
  keys: readonly TextKey<T>[],
  pattern: string,
  scores: Map<number, number>,
  start = 0,
  end = rows.length,
) {
  for (const key of keys) {
    for (const { refIndex, score = 1 } of indexOf(rows, key, start, end).search(pattern)) {
      // fuse reports an exact fit inside a longer text as 0.001; it is as exact as an equal text.
      const edits = score <= 0.001 ? 0 : score;
      const at = start + refIndex;
      if (edits < (scores.get(at) ?? Infinity)) scores.set(at, edits);
    }
  }
}

const ranked = <T>(rows: readonly T[], scores: Map<number, number>): Ranked<T>[] =>
  [...scores]
    .sort(([a, scoreA], [b, scoreB]) => scoreA - scoreB || a - b)
    .map(([index, score]) => ({ item: rows[index], score }));

/** The ranked rows as good as the best, less one edit in five letters (`RANK_SLACK`). */
function closeToBest<T>(results: Ranked<T>[]): T[] {
  if (results.length === 0) return [];
  const best = results[0].score;
  // The hair keeps exactly one more edit in five letters out despite floating point.
  return results.filter((result) => result.score - best < RANK_SLACK - 1e-9).map((result) => result.item);
}

export interface Ranked<T> {
  item: T;
  /** 0 is an exact fit, 0.25 one edit in four characters; at most the threshold. */
  score: number;
}

/**
 * Every row fuse.js matches on any of `keys` (threshold 0.8), best first: a row's score is its best
 * key's (fuse would multiply the keys' scores, so three poor fits would beat one good one); ties
 * keep the rows' order.
 */
export function rankedSearch<T>(rows: readonly T[], keys: readonly TextKey<T>[], query: string): Ranked<T>[] {
  const scores = new Map<number, number>();
  scoreSlice(rows, keys, folded(query), scores);
  return ranked(rows, scores);
}

/**
 * The rows that match `query` on `keys`, best first, leaving out matches one edit in five letters
 * or more worse than the best (`RANK_SLACK`); every row, in its own order, while the query is
 * shorter than 2 characters.
 */
export function fuzzySearch<T>(rows: readonly T[], keys: readonly TextKey<T>[], query: string): T[] {
  if (!isSearching(query)) return [...rows];
  return closeToBest(rankedSearch(rows, keys, query));
}

/**
 * Rows one slice of a long list's search holds: fuse.js looks through ~5,000 titles in a few tens
 * of milliseconds here, so the page answers input between slices (decision 137 "The task list of
 * 50,000 tasks in the SPA").
 */
export const SEARCH_SLICE = 5000;

/** The browser's next task: what was typed or clicked meanwhile is handled first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `fuzzySearch` of a long list, a slice at a time with the page free between slices: the same
 * rows in the same order (a row's score is its own, whatever else the list holds). Null when
 * `signal` was aborted meanwhile (a newer search replaced it).
 */
export async function fuzzySearchInSlices<T>(
  rows: readonly T[],
  keys: readonly TextKey<T>[],
  query: string,
  signal: AbortSignal,
): Promise<T[] | null> {
  if (!isSearching(query)) return [...rows];
  const pattern = folded(query);
  const scores = new Map<number, number>();
  for (let start = 0; start < rows.length; start += SEARCH_SLICE) {
    await nextTask();
    if (signal.aborted) return null;
    scoreSlice(rows, keys, pattern, scores, start, Math.min(rows.length, start + SEARCH_SLICE));
  }
  return closeToBest(ranked(rows, scores));
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

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/**
 * The did-you-mean suggestion for a search that found nothing: the text closest to `query` (the
 * fewest edits to fit inside it, then the nearest in length, then Danish order), but only when
 * that takes at most one edit per 4 characters of the query ('grundfoss' is 1 from 'Grundfos';
 * 'zzzzqq' is near nothing); undefined when nothing is that close. Only runs on a miss, so a plain
 * loop over the texts is fast enough.
 */
export function closestText(query: string, texts: readonly string[]): string | undefined {
  const wanted = folded(query);
  if (!wanted) return undefined;
  const allowed = Math.floor(wanted.length / SUGGESTION_CHARACTERS_PER_EDIT);
  let best: { text: string; distance: number; lengthGap: number } | undefined;
  for (const text of new Set(texts.map((t) => t.trim()).filter(Boolean))) {
    const candidate = {
      text,
      distance: fitDistance(wanted, folded(text)),
      lengthGap: Math.abs(folded(text).length - wanted.length),
    };
    if (candidate.distance > allowed) continue;
    if (
      !best ||
      candidate.distance < best.distance ||
      (candidate.distance === best.distance &&
        (candidate.lengthGap < best.lengthGap ||
          (candidate.lengthGap === best.lengthGap && collator.compare(candidate.text, best.text) < 0)))
    ) {
      best = candidate;
    }
  }
  return best?.text;
}
