/**
 * The pages of a list longer than one API answer holds (decision 136 "Large answers: compressed in
 * the function, lists by the page"): an object answer names the next page's cursor in `next`
 * (`{tasks: [...], next}`), a bare array in a `Link: <…>; rel="next"` header.
 */

/** The cursor of the page after this answer, or null when the list ends with it. */
export function nextPage(data: unknown, response: Pick<Response, 'headers'>): string | null {
  if (Array.isArray(data)) {
    const link = response.headers.get('link')?.match(/<([^>]*)>\s*;\s*rel="?next"?/);
    return link ? new URLSearchParams(link[1].split('?')[1] ?? '').get('cursor') : null;
  }
  const next = (data as { next?: unknown } | null)?.next;
  return typeof next === 'string' && next ? next : null;
}

/** `path` (`<path>?<query>`) asking for the page at `cursor`. */
export function withCursor(path: string, cursor: string): string {
  const [base, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.set('cursor', cursor);
  return `${base}?${query}`;
}

/** A list's pages as one answer: the rows of `page` after those of `sofar`, and `page`'s `next`. */
export function joinPages<T>(sofar: T, page: T): T {
  if (Array.isArray(sofar) && Array.isArray(page)) return [...sofar, ...page] as T;
  const joined: Record<string, unknown> = { ...(page as Record<string, unknown>) };
  for (const [field, rows] of Object.entries(sofar as Record<string, unknown>)) {
    const more = joined[field];
    if (Array.isArray(rows) && Array.isArray(more)) joined[field] = rows.concat(more);
  }
  return joined as T;
}
