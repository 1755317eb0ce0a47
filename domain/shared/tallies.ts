import type { StreamType } from '../../events/envelope';
import type { EquipmentState } from '../equipment/decider';
import type { FaultReportState } from '../fault-report/decider';
import type { LocationState } from '../location/decider';
import type { TaskState } from '../task/decider';
import type { NoteState } from '../note/decider';
import type { CompanyState } from '../company/decider';

/**
 * Tallies (docs/decisions/120-cross-stream-counts-and-sets-are-tallies.md): what other streams'
 * commits add to a stream and that commute — a person's open tasks per company, the tasks on an
 * equipment or at a location, the equipment at a location, a company's inventory. They are kept
 * beside the stream (not as its events), changed with DynamoDB's `ADD`/`DELETE` in the commit's
 * own transaction, so two writers that each add one never collide; `rev` grows with every change,
 * so a command that decides on the whole tally (deleting a location) can require it unchanged.
 * This module is pure: the names, and which tally changes a commit's state change implies.
 */
export interface Tally {
  /** Changes so far (0: none). */
  rev: number;
  /**
   * The version of the tally's own stream, set with each of its commits: a transaction that
   * requires the stream unchanged checks this, on the item it changes anyway (0: no commit yet).
   */
  version: number;
  counters: Record<string, number>;
  /** Sets of ids, sorted. */
  sets: Record<string, string[]>;
}

export const emptyTally = (): Tally => ({ rev: 0, version: 0, counters: {}, sets: {} });

/**
 * The streams whose tally also holds their own version: those a joining transaction requires
 * unchanged (a person given a task, equipment or a location given a task or equipment). A company
 * is only required to have room in its plan, so its commits leave its tally's version alone (its
 * creation only marks its tasks' note sets, `taskNoteSets`).
 */
export const VERSIONED_TALLIES: readonly StreamType[] = ['User', 'Equipment', 'Location'];

/**
 * Whose tallies a commit of each stream type may change: the streams its state joins
 * (`entriesOf`), and its own when its tally holds its version (`VERSIONED_TALLIES`). The grants
 * follow from it (decision 149): a function may update the tallies of these types for the streams
 * it appends to, and no others.
 */
export const TALLY_HOLDERS: Readonly<Record<StreamType, readonly StreamType[]>> = {
  Task: ['Equipment', 'Location', 'User'],
  Equipment: ['Company', 'Equipment', 'Location'],
  Location: ['Company', 'Location'],
  User: ['User'],
  Company: ['Company'],
  Invitation: [],
  Note: ['Task'],
  FaultReport: ['Company'],
};

/** The tallies that appending to streams of `types` may change, sorted. */
export const tallyHoldersOf = (types: readonly StreamType[]): StreamType[] =>
  [...new Set(types.flatMap((type) => TALLY_HOLDERS[type]))].sort();

/** The names of the tallied values. */
export const tallyNames = {
  /** A person's open tasks in a company (User tally). */
  openTasks: (companyId: string) => `openTasks#${companyId}`,
  /** Tasks placed on an equipment or at a location, deleted ones not (Equipment and Location tallies). */
  taskIds: 'taskIds',
  /** Equipment placed at a location, archived not (Location tally). */
  equipmentIds: 'equipmentIds',
  /** A company's equipment, locations, and both together (the plan's limit counts `inventory`). */
  equipment: 'equipment',
  locations: 'locations',
  inventory: 'inventory',
  /**
   * A company's fault reports ever made (Company tally): the newest one's reference number. A new
   * report takes the next and requires the count unchanged (decision 166).
   */
  faultReports: 'faultReports',
  /**
   * The notes on a task, archived ones too (Task tally): a place's 'Noter' tab and the service book
   * read a task's notes by key from these ids, not with a Query per task (issue 32 item 3).
   */
  noteIds: 'noteIds',
  /**
   * 1 when every task of the company keeps its notes' ids (`noteIds`): set by the company's creation,
   * and by a rebuild for a company made before them; without it its tasks' notes are read per task.
   */
  taskNoteSets: 'taskNoteSets',
} as const;

export const counterOf = (tally: Tally, name: string) => tally.counters[name] ?? 0;
export const setOf = (tally: Tally, name: string) => tally.sets[name] ?? [];

/**
 * Pure: the ids of a task's notes from its tally, when its company's tasks keep them (its Company
 * tally's `taskNoteSets`); null when they may not all be there (a company made before the sets and
 * not rebuilt since): then its notes are read with a Query of the task's own.
 */
export const taskNoteIds = (companyTally: Tally, taskTally: Tally): string[] | null =>
  counterOf(companyTally, tallyNames.taskNoteSets) > 0 ? setOf(taskTally, tallyNames.noteIds) : null;

/** A change of one stream's tally: counters by their deltas, ids into and out of sets. */
export interface TallyChange {
  streamType: StreamType;
  streamId: string;
  /** The company of what joins or leaves (a person's tally holds their tasks of several companies). */
  companyId: string;
  counters: Record<string, number>;
  add: Record<string, string[]>;
  remove: Record<string, string[]>;
}

/** One value a stream's state holds in another stream's tally; `companyId` is the holder's company. */
type Entry = { streamType: StreamType; streamId: string; companyId: string } & (
  { counter: string } | { set: string; member: string }
);

/** Pure: what a stream's state holds in tallies (nothing for a stream that holds none). */
export function entriesOf(streamType: StreamType, state: unknown): Entry[] {
  if (!state) return [];
  switch (streamType) {
    case 'Task': {
      const task = state as TaskState;
      if (task.deleted) return [];
      const target = task.target.kind === 'EQUIPMENT' ? 'Equipment' : 'Location';
      const { companyId } = task;
      return [
        { streamType: target, streamId: task.target.id, companyId, set: tallyNames.taskIds, member: task.id },
        // Open: not a completed single task (decision 036's count).
        ...(task.completed
          ? []
          : [
              {
                streamType: 'User' as const,
                streamId: task.responsibleId,
                companyId,
                counter: tallyNames.openTasks(companyId),
              },
            ]),
      ];
    }
    case 'Equipment': {
      const equipment = state as EquipmentState;
      if (equipment.archived) return [];
      const { companyId } = equipment;
      const company = { streamType: 'Company' as const, streamId: companyId, companyId };
      return [
        {
          streamType: 'Location',
          streamId: equipment.locationId,
          companyId,
          set: tallyNames.equipmentIds,
          member: equipment.id,
        },
        { ...company, counter: tallyNames.equipment },
        { ...company, counter: tallyNames.inventory },
      ];
    }
    case 'Location': {
      const location = state as LocationState;
      if (location.deleted) return [];
      const company = { streamType: 'Company' as const, streamId: location.companyId, companyId: location.companyId };
      return [
        { ...company, counter: tallyNames.locations },
        { ...company, counter: tallyNames.inventory },
      ];
    }
    case 'Note': {
      // Every note on a task, archived or not: archiving keeps it in the set (readers filter).
      const note = state as NoteState;
      if (note.target.kind !== 'TASK') return [];
      return [
        {
          streamType: 'Task',
          streamId: note.target.id,
          companyId: note.companyId,
          set: tallyNames.noteIds,
          member: note.id,
        },
      ];
    }
    case 'Company': {
      // From its creation on, each note on its tasks joins the task's `noteIds`.
      const { id } = state as CompanyState;
      return [{ streamType: 'Company', streamId: id, companyId: id, counter: tallyNames.taskNoteSets }];
    }
    case 'FaultReport': {
      // Every report counts, whatever became of it: the count is the last number given.
      const { companyId } = state as FaultReportState;
      return [{ streamType: 'Company', streamId: companyId, companyId, counter: tallyNames.faultReports }];
    }
    default:
      return [];
  }
}

/**
 * Pure: the tally changes of a transaction's commits (each stream's state before and after),
 * netted per tally: a counter that ends where it started and an id that leaves and comes back
 * change nothing, and each tally is changed once (DynamoDB takes one action per item).
 */
export function tallyChanges(changes: { streamType: StreamType; before: unknown; after: unknown }[]): TallyChange[] {
  const tallies = new Map<
    string,
    {
      streamType: StreamType;
      streamId: string;
      companyId: string;
      counters: Map<string, number>;
      members: Map<string, Map<string, number>>;
    }
  >();
  const apply = (entry: Entry, delta: number) => {
    const key = `${entry.streamType}#${entry.streamId}`;
    const tally = tallies.get(key) ?? {
      streamType: entry.streamType,
      streamId: entry.streamId,
      companyId: entry.companyId,
      counters: new Map<string, number>(),
      members: new Map<string, Map<string, number>>(),
    };
    tallies.set(key, tally);
    if ('counter' in entry) tally.counters.set(entry.counter, (tally.counters.get(entry.counter) ?? 0) + delta);
    else {
      const set = tally.members.get(entry.set) ?? new Map<string, number>();
      tally.members.set(entry.set, set.set(entry.member, (set.get(entry.member) ?? 0) + delta));
    }
  };
  for (const { streamType, before, after } of changes) {
    for (const entry of entriesOf(streamType, before)) apply(entry, -1);
    for (const entry of entriesOf(streamType, after)) apply(entry, +1);
  }
  const result: TallyChange[] = [];
  for (const { streamType, streamId, companyId, counters, members } of tallies.values()) {
    const change: TallyChange = { streamType, streamId, companyId, counters: {}, add: {}, remove: {} };
    for (const [name, delta] of counters) if (delta !== 0) change.counters[name] = delta;
    for (const [name, set] of members) {
      const added = [...set]
        .filter(([, n]) => n > 0)
        .map(([id]) => id)
        .sort();
      const removed = [...set]
        .filter(([, n]) => n < 0)
        .map(([id]) => id)
        .sort();
      if (added.length) change.add[name] = added;
      if (removed.length) change.remove[name] = removed;
    }
    if (Object.keys(change.counters).length + Object.keys(change.add).length + Object.keys(change.remove).length > 0)
      result.push(change);
  }
  return result;
}

/** Pure: a tally after a change (the in-memory store and the rebuild's arithmetic; DynamoDB does the same with ADD/DELETE). */
export function applyTally(tally: Tally, change: Pick<TallyChange, 'counters' | 'add' | 'remove'>): Tally {
  const counters = { ...tally.counters };
  for (const [name, delta] of Object.entries(change.counters)) counters[name] = (counters[name] ?? 0) + delta;
  const sets = { ...tally.sets };
  for (const [name, ids] of Object.entries(change.add))
    sets[name] = [...new Set([...(sets[name] ?? []), ...ids])].sort();
  for (const [name, ids] of Object.entries(change.remove)) {
    const left = (sets[name] ?? []).filter((id) => !ids.includes(id));
    if (left.length) sets[name] = left;
    else delete sets[name];
  }
  return { rev: tally.rev + 1, version: tally.version, counters, sets };
}

/**
 * A stream a change admits something into (a person given an open task, equipment or a location
 * given a task, a location given equipment, a company given inventory): the command must check
 * that the holder takes it (`functions/store/tallies.ts`), on the version it read.
 */
export interface TallyJoin {
  streamType: StreamType;
  streamId: string;
  /** The company of what joins. */
  companyId: string;
  /** The counters that grow, by how much. */
  counters: Record<string, number>;
  /** The sets that gain ids. */
  sets: string[];
}

/** Pure: the joins of a transaction's tally changes (growth only; what leaves needs no consent). */
export const tallyJoins = (changes: TallyChange[]): TallyJoin[] =>
  changes
    .map((change) => ({
      streamType: change.streamType,
      streamId: change.streamId,
      companyId: change.companyId,
      counters: Object.fromEntries(Object.entries(change.counters).filter(([, delta]) => delta > 0)),
      sets: Object.keys(change.add),
    }))
    .filter((join) => Object.keys(join.counters).length > 0 || join.sets.length > 0);
