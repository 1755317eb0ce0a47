import type { FaultReportState } from '../../domain/fault-report/decider';
import { isOpen } from '../../domain/fault-report/status';
import type { NoteState } from '../../domain/note/decider';
import type { TaskState } from '../../domain/task/decider';
import type { StreamType } from '../../events/envelope';
import { queryAll } from '../platform/aws';
import { tableName } from '../platform/config';
import type { ItemKey, ItemLoader } from './items';

/**
 * What each equipment and location counts (docs/decision 059 "Counts from a projection"):
 * its open tasks (not completed single tasks, not deleted) aimed directly at it, its live (not
 * archived) notes and its open fault reports (decision 166; the company's too, in a row of its own). One counter row per target, changed with `ADD` in the commit's own transaction
 * by the difference between the state before and after the commit, so it is exact and current:
 * applied once, in stream order, never by the at-least-once bus. A location's open tasks add its
 * equipment's, joined when read. A person's open tasks are their tally in the event store instead
 * (decision 120), as removing them is decided on it.
 */
export const counters = ['openTasks', 'liveNotes', 'openFaultReports'] as const;
export type Counter = (typeof counters)[number];
export type Counts = Record<Counter, number>;
export type CountTarget = { kind: string; id: string };

/** The partition of a company's counter rows; `sk` = `<EQUIPMENT|LOCATION>#<id>`. */
export const countsKey = (companyId: string, target: CountTarget) => ({
  pk: `Counts#${companyId}`,
  sk: `${target.kind}#${target.id}`,
});
export const countsItem = (companyId: string, target: CountTarget): ItemKey => ({
  table: 'readModels',
  ...countsKey(companyId, target),
});

/** The company's own counter row of its open fault reports (decision 166), beside its items'. */
export const OPEN_FAULT_REPORTS = { kind: 'FAULT_REPORTS', id: 'open' };
export const openFaultReportsItem = (companyId: string): ItemKey => countsItem(companyId, OPEN_FAULT_REPORTS);

/** A counter row changed with `ADD`: these counts, or another counter of the partition (`inventory-names.ts`' version). */
export interface CountChange {
  pk: string;
  sk: string;
  add: Partial<Counts> | { namesVersion: number };
}

/** Pure: where a stream's state counts, and as what (nowhere, once, or more). */
function countedAt(streamType: StreamType, state: unknown): { key: { pk: string; sk: string }; counter: Counter }[] {
  if (!state) return [];
  if (streamType === 'Task') {
    const task = state as TaskState;
    return !task.deleted && !task.completed
      ? [{ key: countsKey(task.companyId, task.target), counter: 'openTasks' }]
      : [];
  }
  if (streamType === 'Note') {
    // A task's notes are counted nowhere (its page lists them).
    const note = state as NoteState;
    return !note.archived && note.target.kind !== 'TASK'
      ? [{ key: countsKey(note.companyId, note.target), counter: 'liveNotes' }]
      : [];
  }
  if (streamType === 'FaultReport') {
    // Open reports: on their item (its public card says 'Kendt fejl') and in the company (the overview).
    const report = state as FaultReportState;
    return isOpen(report.status)
      ? [
          { key: countsKey(report.companyId, report.item), counter: 'openFaultReports' },
          { key: countsKey(report.companyId, OPEN_FAULT_REPORTS), counter: 'openFaultReports' },
        ]
      : [];
  }
  return [];
}

/**
 * Pure: the counter changes of a transaction's commits (the state before and after each), merged
 * per row so a transaction changes each row once; changes that cancel out are left out.
 */
export function countChanges(changes: { streamType: StreamType; before: unknown; after: unknown }[]): CountChange[] {
  const rows = new Map<string, CountChange>();
  const add = (counted: ReturnType<typeof countedAt>, delta: number) => {
    for (const at of counted) addOne(at, delta);
  };
  const addOne = (at: ReturnType<typeof countedAt>[number], delta: number) => {
    const id = `${at.key.pk}\u0000${at.key.sk}`;
    const row = rows.get(id) ?? { ...at.key, add: {} };
    const add = row.add as Partial<Counts>;
    add[at.counter] = (add[at.counter] ?? 0) + delta;
    rows.set(id, row);
  };
  for (const { streamType, before, after } of changes) {
    add(countedAt(streamType, before), -1);
    add(countedAt(streamType, after), +1);
  }
  return [...rows.values()]
    .map((row) => ({ ...row, add: Object.fromEntries(Object.entries(row.add).filter(([, delta]) => delta !== 0)) }))
    .filter((row) => Object.keys(row.add).length > 0);
}

/** The UpdateItem (or transaction Update) of one counter row. */
export function countUpdate(change: CountChange) {
  const entries = Object.entries(change.add);
  return {
    TableName: tableName('readModels'),
    Key: { pk: change.pk, sk: change.sk },
    UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([counter], i) => [`#c${i}`, counter])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, delta], i) => [`:d${i}`, delta])),
  };
}

/** A counter row as counts (a missing row or counter is 0). */
export const countsOf = (row: Record<string, unknown> | undefined): Counts => ({
  openTasks: Number(row?.openTasks ?? 0),
  liveNotes: Number(row?.liveNotes ?? 0),
  openFaultReports: Number(row?.openFaultReports ?? 0),
});

/** Every counter row of a company, by `<KIND>#<id>` (one Query). */
export async function companyCounts(companyId: string): Promise<Map<string, Counts>> {
  const rows = await queryAll<{ sk: string } & Record<string, unknown>>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': countsKey(companyId, { kind: '', id: '' }).pk },
  });
  return new Map(rows.map((row) => [row.sk, countsOf(row)]));
}

/** One kind's counts from a company's rows, by id. */
export const countsByKind = (counts: Map<string, Counts>, kind: string) =>
  new Map([...counts].filter(([sk]) => sk.startsWith(`${kind}#`)).map(([sk, n]) => [sk.slice(kind.length + 1), n]));

/** Open tasks at each location: placed there directly or on its equipment (`locationOf` the equipment's location). */
export function openTasksByLocation(counts: Map<string, Counts>, locationOf: Map<string, string>): Map<string, number> {
  const result = new Map([...countsByKind(counts, 'LOCATION')].map(([id, n]) => [id, n.openTasks]));
  for (const [id, n] of countsByKind(counts, 'EQUIPMENT')) {
    const at = locationOf.get(id);
    if (at) result.set(at, (result.get(at) ?? 0) + n.openTasks);
  }
  return result;
}

/** One location's open tasks (its own and its equipment's), live notes and open fault reports, in one batch. */
export async function locationCounts(
  items: ItemLoader,
  location: { companyId: string; id: string; equipmentIds: string[] },
): Promise<Counts> {
  const [own, ...equipment] = await items.loadMany([
    countsItem(location.companyId, { kind: 'LOCATION', id: location.id }),
    ...location.equipmentIds.map((id) => countsItem(location.companyId, { kind: 'EQUIPMENT', id })),
  ]);
  const rows = [own, ...equipment].map((row) => {
    if (row instanceof Error) throw row;
    return row;
  });
  const counts = countsOf(rows[0]);
  return { ...counts, openTasks: rows.reduce((sum, row) => sum + countsOf(row).openTasks, 0) };
}
