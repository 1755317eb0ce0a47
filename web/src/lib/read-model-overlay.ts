import { useEffect, useMemo, useSyncExternalStore } from 'react';

/*
 * Lists come from read models that show a change a moment after the call that made it
 * (docs/api-additions.md "Consistency"). What this browser just created, changed or deleted is
 * kept here per list and laid over the server's answer until the server agrees (at most 30 s);
 * the list is re-read every second meanwhile. The same idea as lib/invitations.ts, for any list
 * of rows with an `id`.
 */
export const SETTLE_WINDOW = 30_000;
export const SETTLE_INTERVAL = 1_000;

export interface Identified {
  id: string;
}

export type ListChange<T extends Identified> =
  /** `item` replaces the row with its id (or joins the list) until the server's row has the same `keys`. */
  | { kind: 'upsert'; item: T; keys: readonly (keyof T & string)[]; until: number }
  /** The row leaves the list until the server's answer lacks it too. */
  | { kind: 'removed'; id: string; until: number };

const isSettled = <T extends Identified>(change: ListChange<T>, byId: Map<string, T>) => {
  if (change.kind === 'removed') return !byId.has(change.id);
  const row = byId.get(change.item.id);
  return row !== undefined && change.keys.every((key) => row[key] === change.item[key]);
};

/** The server's rows with the live, unsettled changes laid over them; `settled` once none is left. */
export function mergeList<T extends Identified>(
  server: readonly T[],
  changes: readonly ListChange<T>[],
  now: number,
): { items: T[]; settled: boolean } {
  const byId = new Map(server.map((row) => [row.id, row]));
  const live = changes.filter((change) => change.until > now);
  const pending = live.filter((change) => !isSettled(change, byId));
  const removed = new Set(live.flatMap((c) => (c.kind === 'removed' ? [c.id] : [])));
  const upserts = new Map(pending.flatMap((c) => (c.kind === 'upsert' ? [[c.item.id, c.item] as const] : [])));
  const items = server.filter((row) => !removed.has(row.id)).map((row) => upserts.get(row.id) ?? row);
  for (const [id, item] of upserts) if (!byId.has(id) && !removed.has(id)) items.push(item);
  return { items, settled: pending.length === 0 };
}

type AnyChange = ListChange<Identified>;
let lists: ReadonlyMap<string, readonly AnyChange[]> = new Map();
const listeners = new Set<() => void>();
const emit = (next: Map<string, readonly AnyChange[]>) => {
  lists = next;
  listeners.forEach((listener) => listener());
};
const update = (list: string, change: (current: readonly AnyChange[]) => readonly AnyChange[]) => {
  const next = new Map(lists);
  const now = Date.now();
  const changed = change(lists.get(list) ?? []).filter((c) => c.until > now);
  if (changed.length > 0) next.set(list, changed);
  else next.delete(list);
  emit(next);
};

/** This browser's recent changes, by list (the list's SWR key). */
export const listChanges = {
  upsert<T extends Identified>(list: string, item: T, keys: readonly (keyof T & string)[]) {
    const change = { kind: 'upsert', item, keys, until: Date.now() + SETTLE_WINDOW } as ListChange<T>;
    // A newer change of the same row replaces an older one.
    update(list, (current) => [...current.filter((c) => (c.kind === 'upsert' ? c.item.id : c.id) !== item.id), change as AnyChange]);
  },
  removed(list: string, id: string) {
    update(list, (current) => [
      ...current.filter((c) => (c.kind === 'upsert' ? c.item.id : c.id) !== id),
      { kind: 'removed', id, until: Date.now() + SETTLE_WINDOW },
    ]);
  },
  /** Forgets the changes `server` already shows, so they cannot hide a later change made elsewhere. */
  settle<T extends Identified>(list: string, server: readonly T[]) {
    const current = lists.get(list);
    if (!current) return;
    const byId = new Map(server.map((row) => [row.id, row as Identified]));
    const left = current.filter((change) => !isSettled(change, byId));
    if (left.length !== current.length) update(list, () => left);
  },
  of: <T extends Identified>(list: string) => (lists.get(list) ?? []) as readonly ListChange<T>[],
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => lists,
};

/** How often to re-read `list` given its newest answer: every second while it lags, else never. */
export const settleInterval = <T extends Identified>(list: string, latest: readonly T[] | undefined) =>
  latest && !mergeList(latest, listChanges.of<T>(list), Date.now()).settled ? SETTLE_INTERVAL : 0;

/** The rows of `list` as this browser knows them: the server's answer with its own changes over it. */
export function useOverlaidList<T extends Identified>(list: string, server: readonly T[] | undefined) {
  const all = useSyncExternalStore(listChanges.subscribe, listChanges.snapshot, listChanges.snapshot);
  const changes = (all.get(list) ?? []) as readonly ListChange<T>[];
  useEffect(() => {
    if (server) listChanges.settle(list, server);
  }, [list, server]);
  return useMemo(() => (server === undefined ? undefined : mergeList(server, changes, Date.now()).items), [server, changes]);
}
