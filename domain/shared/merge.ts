/**
 * The three-way merge of a versioned edit (decision 130 "Versioned edits merge three-way"): `base`
 * is the thing at the version the writer read, `mine` what the writer sends, `theirs` the thing
 * now. Per field: mine equal to base → theirs stays (the writer did not touch it); theirs equal
 * to base → mine is applied (nobody else touched it); mine equal to theirs → nothing to choose;
 * else both changed it to different values: a conflict, and nothing is written.
 */
export type Same<V> = (a: V, b: V) => boolean;

export interface MergeSpec<T> {
  /** The fields merged, in the order their conflicts are reported. */
  readonly fields: readonly (keyof T & string)[];
  /** How a field's values compare (default `===`): a deadline as an instant, a target by kind and id, files as a list. */
  readonly same?: { readonly [K in keyof T]?: Same<T[K]> };
  /**
   * Fields that make one choice together (a routine's interval and its reminder, which the interval
   * limits): mine and theirs mixed inside one group, each changing a different field, is a conflict.
   */
  readonly together?: readonly (readonly (keyof T & string)[])[];
}

export type MergeResult<T> =
  /** `changes`: the fields whose merged value differs from theirs, what the write still changes. */
  | { ok: true; merged: T; changes: (keyof T & string)[] }
  /** `conflicts`: the fields both sides changed to different values, in the spec's order. */
  | { ok: false; conflicts: (keyof T & string)[] };

type Source = 'theirs' | 'mine' | 'both' | 'conflict';

/** Pure: merges the spec's fields of `mine` onto `theirs` against `base`. */
export function mergeFields<T extends object>(spec: MergeSpec<T>, base: T, mine: T, theirs: T): MergeResult<T> {
  const same = <K extends keyof T & string>(field: K, a: T[K], b: T[K]) =>
    (spec.same?.[field] as Same<T[K]> | undefined)?.(a, b) ?? a === b;
  const source = new Map<keyof T & string, Source>();
  for (const field of spec.fields) {
    if (same(field, mine[field], base[field])) source.set(field, 'theirs');
    else if (same(field, theirs[field], base[field])) source.set(field, 'mine');
    else source.set(field, same(field, mine[field], theirs[field]) ? 'both' : 'conflict');
  }
  for (const group of spec.together ?? []) {
    const mineOnly = group.filter((field) => source.get(field) === 'mine');
    const theirsOnly = group.filter(
      (field) => source.get(field) === 'theirs' && !same(field, theirs[field], base[field]),
    );
    if (mineOnly.length > 0 && theirsOnly.length > 0)
      for (const field of [...mineOnly, ...theirsOnly]) source.set(field, 'conflict');
  }
  const conflicts = spec.fields.filter((field) => source.get(field) === 'conflict');
  if (conflicts.length > 0) return { ok: false, conflicts };
  const merged = { ...theirs };
  for (const field of spec.fields) if (source.get(field) === 'mine') merged[field] = mine[field];
  const changes = spec.fields.filter((field) => !same(field, merged[field], theirs[field]));
  return { ok: true, merged, changes };
}

/** ISO instants compare as instants ('…T22:00:00Z' and '…T22:00:00.000Z' are one deadline). */
export const sameInstant: Same<string | null> = (a, b) =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());

/** Lists compare element by element, in order. */
export const sameList: Same<readonly unknown[]> = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Values compare by what `key` makes of them (a target by kind and id). */
export const sameBy =
  <V>(key: (value: V) => string): Same<V> =>
  (a, b) =>
    key(a) === key(b);
