import { useState } from 'react';
import type { SendResult } from '../api';

/**
 * Versioned edits in the SPA (decision 130 "Versioned edits merge three-way", decision 132
 * "A conflict shows theirs beside yours"): every edit form sends the version it loaded; when the
 * server answers 409 STALE_VERSION (someone else changed a field this edit changed too), the form
 * reads the thing again and shows those fields, the person's value beside the other's, and saves
 * again against the new version with the person's choices. Fields the person did not touch take
 * the new values (a rebase), so nothing of the other's is overwritten silently.
 */
export type FormValues = Record<string, unknown>;

export interface VersionedSpec<V extends FormValues> {
  /** The form's fields in screen order (the values compared and merged). */
  fields: readonly (keyof V & string)[];
  /** A field as the server names it in a conflict, as the form's field ('equipmentId' → 'target'); default the same. */
  fieldOf?: Readonly<Record<string, keyof V & string>>;
  /** The thing now, read afresh: its values in the form's shape and its version (null: gone). */
  reload: () => Promise<{ values: V; version: number | undefined } | null>;
  /** Saves `values` as an edit of `version` (none: the thing was read without one, and is not merged). */
  save: (values: V, version: number | undefined) => Promise<SendResult<unknown>>;
  /** The version a save's answer names, for a form that stays open after saving (the next save builds on it). */
  versionOf?: (data: unknown) => number | undefined;
  /**
   * On a conflict, the person's edits carried onto the thing as it is now: the form takes them,
   * so a later save from the form overwrites nothing of the other's it did not touch.
   */
  onRebase?: (values: V) => void;
}

/** A conflict to resolve: per field, the person's value (`mine`) and the value now (`theirs`). */
export interface Conflict<V extends FormValues> {
  /** The server's Danish message. */
  message: string;
  fields: (keyof V & string)[];
  mine: V;
  theirs: V;
  /** The server's names of ids among theirs (a responsible, a location), by form field. */
  names: Partial<Record<keyof V & string, string>>;
}

export type Choice = 'mine' | 'theirs';

export type SaveOutcome = { status: 'saved'; data: unknown } | { status: 'conflict' } | SendResult<unknown>;

/** The form's values compare as their JSON (the forms hold plain values: text, numbers, lists). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Pure: the values to save after a conflict: a conflicting field as chosen, a field the person
 * changed (from `base`) as the person has it, every other field as it is now (`theirs`).
 */
export function rebase<V extends FormValues>(
  fields: readonly (keyof V & string)[],
  conflict: Pick<Conflict<V>, 'fields' | 'mine' | 'theirs'>,
  base: V,
  choices: Partial<Record<keyof V & string, Choice>>,
): V {
  const next = { ...conflict.theirs };
  for (const field of fields) {
    const chosen = conflict.fields.includes(field) ? choices[field] : undefined;
    const touched = !sameValue(conflict.mine[field], base[field]);
    if (chosen === 'mine' || (chosen === undefined && touched)) next[field] = conflict.mine[field];
  }
  return next;
}

/** The conflict's fields in the form's order, from the server's `fields`. */
export function conflictFields<V extends FormValues>(spec: VersionedSpec<V>, server: Record<string, unknown>) {
  const named = new Set(Object.keys(server).map((field) => spec.fieldOf?.[field] ?? field));
  return spec.fields.filter((field) => named.has(field));
}

interface Base<V> {
  values: V;
  version: number | undefined;
}

/**
 * The shared save of a versioned edit form: `submit(values)` saves against the version loaded;
 * on a conflict `conflict` is set, and `resolve(choices)` saves the rebased values against the
 * version read afresh (again and again, should yet another change come in between); `dismiss`
 * closes the choice and keeps the form's values, now based on the new version.
 */
export function useVersionedSave<V extends FormValues>(spec: VersionedSpec<V>, loaded: Base<V>) {
  const [base, setBase] = useState<Base<V>>(loaded);
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);
  const [pending, setPending] = useState(false);

  const attempt = async (mine: V, from: Base<V>): Promise<SaveOutcome> => {
    const result = await spec.save(mine, from.version);
    if (result.ok) {
      setConflict(null);
      const version = spec.versionOf?.(result.data);
      if (version !== undefined) setBase({ values: mine, version });
      return { status: 'saved', data: result.data };
    }
    const { body, status } = result.error;
    if (status !== 409 || body.code !== 'STALE_VERSION') return result;
    const now = await spec.reload();
    if (!now) return result;
    const server = (body.fields ?? {}) as Record<string, unknown>;
    const fields = conflictFields(spec, server);
    const names = Object.fromEntries(
      Object.entries(body.names ?? {}).map(([field, name]) => [spec.fieldOf?.[field] ?? field, name]),
    ) as Conflict<V>['names'];
    // The person's own edits, from what they loaded, carried onto the new version.
    const mineNow = rebase(spec.fields, { fields: [], mine, theirs: now.values }, from.values, {});
    setBase(now);
    setConflict({ message: body.message ?? '', fields, mine: mineNow, theirs: now.values, names });
    spec.onRebase?.(mineNow);
    return { status: 'conflict' };
  };

  const run = async (mine: V, from: Base<V>) => {
    setPending(true);
    try {
      return await attempt(mine, from);
    } finally {
      setPending(false);
    }
  };

  return {
    conflict,
    pending,
    /** The version the next save is based on. */
    version: base.version,
    submit: (values: V) => run(values, base),
    resolve: (choices: Partial<Record<keyof V & string, Choice>>) => {
      if (!conflict) return Promise.resolve<SaveOutcome>({ status: 'conflict' });
      const values = rebase(spec.fields, conflict, base.values, choices);
      return run(values, base);
    },
    dismiss: () => setConflict(null),
  };
}
