import type { ListPage } from './answer';
import { HttpError } from './http-errors';

/**
 * A list's cursor (decision 136 "Large answers: compressed in the function, lists by the page"):
 * the sort key of the last row a page answered, opaque to clients (base64url of its JSON). The next
 * page is the rows after that key in the list's own order, so a row added, changed or removed
 * meanwhile moves no other row between pages.
 */
export type CursorKey = readonly string[];

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor that names no place in the list: 400 'Ugyldig side', as the activity timeline's. */
export const invalidCursor = () => new HttpError(400, 'VALIDATION', 'Ugyldig side', { cursor: 'Ugyldig side' });

/** The key a cursor holds (`arity` strings), null without one; anything else is a 400 'Ugyldig side'. */
export function decodeCursor(cursor: string | undefined, arity: number): CursorKey | null {
  if (cursor === undefined || cursor === '') return null;
  if (cursor.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(key) || key.length !== arity || !key.every((part) => typeof part === 'string'))
    throw invalidCursor();
  return key as CursorKey;
}

/** Plain text order (ids, ISO instants in UTC, which order as text). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Keys compared part by part, each with its own order. */
export const byKey =
  (...orders: ((a: string, b: string) => number)[]) =>
  (a: CursorKey, b: CursorKey) => {
    for (let i = 0; i < orders.length; i++) {
      const order = orders[i](a[i], b[i]);
      if (order !== 0) return order;
    }
    return 0;
  };

/**
 * One list's order and cursor: `keyOf` a row's sort key, `compare` two keys. `page` sorts the
 * list's rows and answers those after the cursor (`answer.ts` fits as many as one answer holds).
 */
export function listOrder<T>(keyOf: (row: T) => CursorKey, compare: (a: CursorKey, b: CursorKey) => number) {
  const cursorOf = (row: T) => encodeCursor(keyOf(row));
  return {
    page<R extends T>(rows: R[], cursor: CursorKey | null, field?: string): ListPage<R> {
      const sorted = rows.sort((a, b) => compare(keyOf(a), keyOf(b)));
      const after = cursor ? sorted.filter((row) => compare(keyOf(row), cursor) > 0) : sorted;
      return { rows: after, cursorOf, ...(field === undefined ? {} : { field }) };
    },
  };
}

/** Danish order of names (as the lists always sorted them), then the id: a total order, so a cursor is exact. */
const danish = new Intl.Collator('da');
export const byName = byKey(danish.compare, byText);

/** The order of the lists sorted by name (equipment, locations, people): `{name, id}` rows. */
export const byNameOrder = listOrder<{ name: string; id: string }>((row) => [row.name, row.id], byName);
