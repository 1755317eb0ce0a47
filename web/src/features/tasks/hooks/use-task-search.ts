import { useEffect, useMemo, useState } from 'react';
import { SEARCH_SLICE, fuzzySearchInSlices, isSearching } from '../../../lib/fuzzy-search';
import type { Task } from '../../../lib/tasks/types';

export interface TaskSearch {
  /**
   * The rows of `ordered` that match the query, best first, when the list was searched in slices;
   * undefined when the list is short enough to search at once (the view does it, `taskListView`).
   */
  found: Task[] | undefined;
  /** A search of this query is under way: `found` is the last one's rows still in the list, or the list itself. */
  pending: boolean;
}

/**
 * The search of a long task list (decision 137 "The task list of 50,000 tasks in the SPA"): fuse.js
 * over 50,000 titles takes a few hundred milliseconds, which at every keystroke would leave the
 * page deaf to the next one. A list longer than one slice (`SEARCH_SLICE`) is searched after the
 * render, a slice at a time with the page free between slices; a newer query or list stops the
 * older search. Same rows, same order as `fuzzySearch`.
 */
export function useTaskSearch(ordered: Task[] | undefined, query: string): TaskSearch {
  const sliced = !!ordered && ordered.length > SEARCH_SLICE && isSearching(query);
  const [done, setDone] = useState<{ ordered: Task[]; query: string; found: Task[] } | null>(null);
  useEffect(() => {
    if (!sliced || !ordered) return;
    const abort = new AbortController();
    void fuzzySearchInSlices(ordered, ['title'], query, abort.signal).then((found) => {
      if (found) setDone({ ordered, query, found });
    });
    return () => abort.abort();
  }, [sliced, ordered, query]);
  const current = !!done && done.ordered === ordered && done.query === query;
  // While the next search runs: the last one's rows that the list still holds, or the list itself.
  const shownMeanwhile = useMemo(() => {
    if (!sliced || current || !ordered) return undefined;
    if (!done) return ordered;
    const kept = new Set(ordered);
    return done.found.filter((task) => kept.has(task));
  }, [sliced, current, ordered, done]);
  if (!sliced) return { found: undefined, pending: false };
  return current ? { found: done!.found, pending: false } : { found: shownMeanwhile, pending: true };
}
