import type { EquipmentState } from '../equipment/decider';
import type { LocationState } from '../location/decider';
import type { TaskState } from '../task/decider';
import { streamTypes } from '../../events/envelope';
import {
  applyTally,
  emptyTally,
  entriesOf,
  TALLY_HOLDERS,
  tallyChanges,
  tallyJoins,
  tallyNames,
  taskNoteIds,
  VERSIONED_TALLIES,
} from './tallies';

/**
 * Given a stream's state before a commit, when the commit changes it, then these tally changes
 * follow (decision 120 "Cross-stream counts and sets are tallies").
 */
const task = (over: Partial<TaskState> = {}) =>
  ({
    id: 't1',
    companyId: 'c1',
    responsibleId: 'u1',
    target: { kind: 'EQUIPMENT', id: 'e1' },
    completed: false,
    deleted: false,
    ...over,
  }) as TaskState;
const equipment = (over: Partial<EquipmentState> = {}) =>
  ({ id: 'e1', companyId: 'c1', locationId: 'l1', archived: false, ...over }) as EquipmentState;
const location = (over: Partial<LocationState> = {}) =>
  ({ id: 'l1', companyId: 'c1', deleted: false, ...over }) as LocationState;
const open = tallyNames.openTasks('c1');
const change = (streamType: string, streamId: string, over: object) => ({
  streamType,
  streamId,
  companyId: 'c1',
  counters: {},
  add: {},
  remove: {},
  ...over,
});
const of = (streamType: 'Task' | 'Equipment' | 'Location', before: unknown, after: unknown) =>
  tallyChanges([{ streamType, before, after }]);

describe('a task in the tallies', () => {
  it('created: joins its equipment and counts as its responsible’s open task', () => {
    expect(of('Task', null, task())).toEqual([
      change('Equipment', 'e1', { add: { taskIds: ['t1'] } }),
      change('User', 'u1', { counters: { [open]: 1 } }),
    ]);
  });

  it('edited in place: changes nothing', () => {
    expect(of('Task', task(), task({ title: 'Nyt navn' } as Partial<TaskState>))).toEqual([]);
  });

  it('moved to a location: leaves the equipment and joins the location', () => {
    expect(of('Task', task(), task({ target: { kind: 'LOCATION', id: 'l1' } }))).toEqual([
      change('Equipment', 'e1', { remove: { taskIds: ['t1'] } }),
      change('Location', 'l1', { add: { taskIds: ['t1'] } }),
    ]);
  });

  it('given to another person: one open task less for the one, more for the other', () => {
    expect(of('Task', task(), task({ responsibleId: 'u2' }))).toEqual([
      change('User', 'u1', { counters: { [open]: -1 } }),
      change('User', 'u2', { counters: { [open]: 1 } }),
    ]);
  });

  it('a single task completed: no longer open, still placed (its history stays with it)', () => {
    expect(of('Task', task(), task({ completed: true }))).toEqual([change('User', 'u1', { counters: { [open]: -1 } })]);
  });

  it('deleted: leaves its place and its responsible’s open tasks', () => {
    expect(of('Task', task(), task({ deleted: true }))).toEqual([
      change('Equipment', 'e1', { remove: { taskIds: ['t1'] } }),
      change('User', 'u1', { counters: { [open]: -1 } }),
    ]);
  });
});

describe('equipment and locations in the tallies', () => {
  it('equipment created: joins its location and counts in its company’s inventory', () => {
    expect(of('Equipment', null, equipment())).toEqual([
      change('Location', 'l1', { add: { equipmentIds: ['e1'] } }),
      change('Company', 'c1', { counters: { equipment: 1, inventory: 1 } }),
    ]);
  });

  it('equipment moved: leaves one location for the other, the inventory unchanged', () => {
    expect(of('Equipment', equipment(), equipment({ locationId: 'l2' }))).toEqual([
      change('Location', 'l1', { remove: { equipmentIds: ['e1'] } }),
      change('Location', 'l2', { add: { equipmentIds: ['e1'] } }),
    ]);
  });

  it('equipment archived: leaves its location and frees its room', () => {
    expect(of('Equipment', equipment(), equipment({ archived: true }))).toEqual([
      change('Location', 'l1', { remove: { equipmentIds: ['e1'] } }),
      change('Company', 'c1', { counters: { equipment: -1, inventory: -1 } }),
    ]);
  });

  it('a location created and deleted: in and out of the inventory', () => {
    expect(of('Location', null, location())).toEqual([
      change('Company', 'c1', { counters: { locations: 1, inventory: 1 } }),
    ]);
    expect(of('Location', location(), location({ deleted: true }))).toEqual([
      change('Company', 'c1', { counters: { locations: -1, inventory: -1 } }),
    ]);
  });

  it('a transaction’s changes are netted per tally: equipment with its new location is one change of the company', () => {
    expect(
      tallyChanges([
        { streamType: 'Equipment', before: null, after: equipment() },
        { streamType: 'Location', before: null, after: location() },
      ]),
    ).toEqual([
      change('Location', 'l1', { add: { equipmentIds: ['e1'] } }),
      change('Company', 'c1', { counters: { equipment: 1, inventory: 2, locations: 1 } }),
    ]);
  });
});

describe('joins and arithmetic', () => {
  it('only growth needs the holder’s consent', () => {
    const moved = of('Task', task(), task({ target: { kind: 'LOCATION', id: 'l1' }, responsibleId: 'u2' }));
    expect(tallyJoins(moved)).toEqual([
      { streamType: 'Location', streamId: 'l1', companyId: 'c1', counters: {}, sets: ['taskIds'] },
      { streamType: 'User', streamId: 'u2', companyId: 'c1', counters: { [open]: 1 }, sets: [] },
    ]);
  });

  it('applies changes as DynamoDB’s ADD and DELETE do, and counts each change in rev', () => {
    const one = applyTally(emptyTally(), { counters: { n: 2 }, add: { s: ['b', 'a'] }, remove: {} });
    expect(one).toEqual({ rev: 1, version: 0, counters: { n: 2 }, sets: { s: ['a', 'b'] } });
    const two = applyTally(one, { counters: { n: -2 }, add: { s: ['a'] }, remove: { t: ['x'] } });
    expect(two).toEqual({ rev: 2, version: 0, counters: { n: 0 }, sets: { s: ['a', 'b'] } });
    expect(applyTally(two, { counters: {}, add: {}, remove: { s: ['a', 'b'] } }).sets).toEqual({});
  });
});

describe('a fault report in the tallies (decision 166)', () => {
  const report = (status: string) => ({ id: 'f1', companyId: 'c1', status });
  it("reported: counts once in its company's reports, whose count is the newest reference number", () => {
    expect(tallyChanges([{ streamType: 'FaultReport', before: null, after: report('NEW') }])).toEqual([
      change('Company', 'c1', { counters: { [tallyNames.faultReports]: 1 } }),
    ]);
  });

  it('made into a task or closed: the count stays, so no number is given twice', () => {
    for (const [before, after] of [
      ['NEW', 'IN_PROGRESS'],
      ['IN_PROGRESS', 'SOLVED'],
      ['NEW', 'REJECTED'],
    ])
      expect(tallyChanges([{ streamType: 'FaultReport', before: report(before), after: report(after) }])).toEqual([]);
  });
});

describe('whose tallies a commit changes (the grants follow it, decision 149)', () => {
  // Every state a stream can be in that joins something: open and completed, on equipment and at a location.
  const states = {
    Task: [task(), task({ completed: true }), task({ target: { kind: 'LOCATION', id: 'l1' } } as Partial<TaskState>)],
    Equipment: [equipment()],
    Location: [location()],
    FaultReport: [
      { id: 'f1', companyId: 'c1', status: 'NEW' },
      { id: 'f2', companyId: 'c1', status: 'SOLVED' },
    ],
    Note: [
      { id: 'n1', companyId: 'c1', target: { kind: 'TASK', id: 't1' }, archived: false },
      { id: 'n2', companyId: 'c1', target: { kind: 'EQUIPMENT', id: 'e1' }, archived: false },
    ],
    Company: [{ id: 'c1' }],
  } as Record<string, unknown[]>;

  it.each(streamTypes.map((type) => [type]))('%s: the tallies its states join, and its own if versioned', (type) => {
    const joined = (states[type] ?? []).flatMap((state) => entriesOf(type, state).map((entry) => entry.streamType));
    const own = VERSIONED_TALLIES.includes(type) ? [type] : [];
    expect([...new Set([...joined, ...own])].sort()).toEqual([...TALLY_HOLDERS[type]]);
  });
});

describe("a task's notes in its tally (issue 32 item 3)", () => {
  const note = (over: object = {}) => ({
    id: 'n1',
    companyId: 'c1',
    target: { kind: 'TASK', id: 't1' },
    archived: false,
    ...over,
  });
  const ofNote = (before: unknown, after: unknown) => tallyChanges([{ streamType: 'Note', before, after }]);

  it("written on a task: joins the task's noteIds, and needs no consent beyond the note's own check", () => {
    expect(ofNote(null, note())).toEqual([change('Task', 't1', { add: { noteIds: ['n1'] } })]);
    expect(tallyJoins(ofNote(null, note()))).toEqual([
      { streamType: 'Task', streamId: 't1', companyId: 'c1', counters: {}, sets: ['noteIds'] },
    ]);
  });

  it('archived, restored or answered: stays in the set', () => {
    expect(ofNote(note(), note({ archived: true }))).toEqual([]);
    expect(ofNote(note({ archived: true }), note())).toEqual([]);
  });

  it('on equipment or a location: in no tally', () => {
    expect(ofNote(null, note({ target: { kind: 'EQUIPMENT', id: 'e1' } }))).toEqual([]);
    expect(ofNote(null, note({ target: { kind: 'LOCATION', id: 'l1' } }))).toEqual([]);
  });

  it("a company's creation marks its tasks' note sets; its later commits do not", () => {
    expect(tallyChanges([{ streamType: 'Company', before: null, after: { id: 'c1' } }])).toEqual([
      change('Company', 'c1', { counters: { [tallyNames.taskNoteSets]: 1 } }),
    ]);
    expect(
      tallyChanges([{ streamType: 'Company', before: { id: 'c1' }, after: { id: 'c1', name: 'Nyt navn' } }]),
    ).toEqual([]);
  });

  it("a task's note ids are read from its tally only when its company marks the sets", () => {
    const taskTally = applyTally(emptyTally(), { counters: {}, add: { noteIds: ['n1', 'n2'] }, remove: {} });
    const marked = applyTally(emptyTally(), { counters: { [tallyNames.taskNoteSets]: 1 }, add: {}, remove: {} });
    expect(taskNoteIds(marked, taskTally)).toEqual(['n1', 'n2']);
    expect(taskNoteIds(marked, emptyTally())).toEqual([]);
    // A company made before the sets, not rebuilt since: its tasks' notes are read per task.
    expect(taskNoteIds(emptyTally(), taskTally)).toBeNull();
  });
});
