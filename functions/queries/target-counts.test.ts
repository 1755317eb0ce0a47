import type { NoteState } from '../../domain/note/decider';
import type { TaskState } from '../../domain/task/decider';
import { countChanges, countsOf, openTasksByLocation } from './target-counts';

/** The counters a commit changes, in the same transaction (decision 059 "Counts from a projection"). */
const task = (over: Partial<TaskState> = {}): TaskState =>
  ({
    id: 't1',
    companyId: 'c1',
    target: { kind: 'EQUIPMENT', id: 'e1' },
    completed: false,
    deleted: false,
    ...over,
  }) as TaskState;
const note = (over: Partial<NoteState> = {}): NoteState =>
  ({ id: 'n1', companyId: 'c1', target: { kind: 'LOCATION', id: 'l1' }, archived: false, ...over }) as NoteState;
const at = (sk: string, add: Record<string, number>) => ({ pk: 'Counts#c1', sk, add });
const tasks = (...changes: { before: TaskState | null; after: TaskState | null }[]) =>
  countChanges(changes.map((c) => ({ streamType: 'Task', ...c })));
const notes = (...changes: { before: NoteState | null; after: NoteState | null }[]) =>
  countChanges(changes.map((c) => ({ streamType: 'Note', ...c })));

describe('countChanges: open tasks', () => {
  it('given no task, when one is created, then its equipment counts one more', () => {
    expect(tasks({ before: null, after: task() })).toEqual([at('EQUIPMENT#e1', { openTasks: 1 })]);
  });

  it('given an open task, when it is moved to a location, then the equipment counts one less and the location one more', () => {
    expect(tasks({ before: task(), after: task({ target: { kind: 'LOCATION', id: 'l1' } }) })).toEqual([
      at('EQUIPMENT#e1', { openTasks: -1 }),
      at('LOCATION#l1', { openTasks: 1 }),
    ]);
  });

  it('given an open task, when a single task is completed or any task deleted, then its target counts one less', () => {
    expect(tasks({ before: task(), after: task({ completed: true }) })).toEqual([
      at('EQUIPMENT#e1', { openTasks: -1 }),
    ]);
    expect(tasks({ before: task(), after: task({ deleted: true }) })).toEqual([at('EQUIPMENT#e1', { openTasks: -1 })]);
  });

  it('given an open task, when it changes in ways that leave it open where it was (edit, standby, routine done), then nothing', () => {
    expect(tasks({ before: task(), after: task({ standby: true }) })).toEqual([]);
  });

  it('given a completed or deleted task, when it changes again, then nothing', () => {
    expect(tasks({ before: task({ deleted: true }), after: task({ deleted: true, standby: true }) })).toEqual([]);
  });

  it('given several task commits in one transaction, then each counter row is changed once, by the sum', () => {
    const other = (over: Partial<TaskState> = {}) => task({ id: 't2', ...over });
    expect(
      tasks(
        { before: null, after: task() },
        { before: null, after: other() },
        { before: other({ id: 't3', target: { kind: 'LOCATION', id: 'l1' } }), after: other({ id: 't3' }) },
        { before: other({ id: 't4' }), after: other({ id: 't4', target: { kind: 'LOCATION', id: 'l1' } }) },
      ),
    ).toEqual([at('EQUIPMENT#e1', { openTasks: 2 })]);
  });
});

describe('countChanges: open fault reports (decision 166)', () => {
  const report = (status: string) =>
    ({ id: 'f1', companyId: 'c1', item: { kind: 'EQUIPMENT', id: 'e1' }, status }) as unknown as TaskState;
  const reports = (before: TaskState | null, after: TaskState | null) =>
    countChanges([{ streamType: 'FaultReport', before, after }]);

  it('given no report, when one is made, then its item and its company count one more open report', () => {
    expect(reports(null, report('NEW'))).toEqual([
      at('EQUIPMENT#e1', { openFaultReports: 1 }),
      at('FAULT_REPORTS#open', { openFaultReports: 1 }),
    ]);
  });

  it('given a new report, when it is made into a task, then nothing (it is still open); when closed, one less', () => {
    expect(reports(report('NEW'), report('IN_PROGRESS'))).toEqual([]);
    for (const closed of ['SOLVED', 'REJECTED'])
      expect(reports(report('IN_PROGRESS'), report(closed))).toEqual([
        at('EQUIPMENT#e1', { openFaultReports: -1 }),
        at('FAULT_REPORTS#open', { openFaultReports: -1 }),
      ]);
  });
});

describe('countChanges: live notes', () => {
  it('given no note, when one is written on a location, then the location counts one more live note', () => {
    expect(notes({ before: null, after: note() })).toEqual([at('LOCATION#l1', { liveNotes: 1 })]);
  });

  it('given a live note, when it is archived, then one less; when restored, one more; a response changes nothing', () => {
    expect(notes({ before: note(), after: note({ archived: true }) })).toEqual([at('LOCATION#l1', { liveNotes: -1 })]);
    expect(notes({ before: note({ archived: true }), after: note() })).toEqual([at('LOCATION#l1', { liveNotes: 1 })]);
    expect(notes({ before: note(), after: note({ content: 'svar' }) })).toEqual([]);
  });

  it('given a note on a task, then nothing is counted (a task page lists its notes)', () => {
    expect(notes({ before: null, after: note({ target: { kind: 'TASK', id: 't1' } }) })).toEqual([]);
  });

  it('given a task and a note on one target in one transaction, then the row changes once, by both', () => {
    const changes = countChanges([
      { streamType: 'Task', before: null, after: task({ target: { kind: 'LOCATION', id: 'l1' } }) },
      { streamType: 'Note', before: null, after: note() },
    ]);
    expect(changes).toEqual([at('LOCATION#l1', { openTasks: 1, liveNotes: 1 })]);
  });
});

describe('reading the counts', () => {
  it('given no row, then every count is 0', () => {
    expect(countsOf(undefined)).toEqual({ openTasks: 0, liveNotes: 0, openFaultReports: 0 });
  });

  it('given counters of locations and of equipment placed there, then a location counts its own and its equipment’s open tasks', () => {
    const counts = new Map([
      ['LOCATION#l1', { openTasks: 2, liveNotes: 1, openFaultReports: 0 }],
      ['EQUIPMENT#e1', { openTasks: 3, liveNotes: 0, openFaultReports: 1 }],
      ['EQUIPMENT#e2', { openTasks: 4, liveNotes: 0, openFaultReports: 0 }],
    ]);
    expect(
      openTasksByLocation(
        counts,
        new Map([
          ['e1', 'l1'],
          ['e2', 'l2'],
        ]),
      ),
    ).toEqual(
      new Map([
        ['l1', 5],
        ['l2', 4],
      ]),
    );
  });
});
