import type { TaskState } from '../../domain/task/decider';
import { event, type DomainEvent } from '../../events/catalogue';
import { commitToEnvelopes, type Commit } from './commits';
import { commitRows, inlineWrites } from './inline-projections';
import { completionRows } from '../projections/tasks';
import { project as invitationRows } from '../projections/invitations';

/**
 * The rows a commit writes in its own transaction (decision 058 "Inline projections (read your
 * writes)") come from the pure projections of `functions/projections/`: given a commit, when it is
 * projected inline, then the rows are those its events lead to, each key once.
 */

const at = '2027-01-20T10:00:00.000Z';
const target = { kind: 'EQUIPMENT' as const, id: 'e1' };
function commitOf(
  streamType: Commit['streamType'],
  streamId: string,
  from: number,
  events: DomainEvent[],
  state: unknown,
): Commit {
  return {
    pk: `${streamType}#${streamId}`,
    sk: from,
    kind: 'commit',
    streamType,
    streamId,
    version: from + events.length - 1,
    events,
    commitId: `k${from}`,
    stateVersion: 1,
    at,
    actor: 'u1',
    companyId: 'c1',
    state,
  };
}

describe('commitRows', () => {
  it('given a task commit, then the task row holds the commit’s state at the commit’s version', () => {
    const state = {
      id: 't1',
      companyId: 'c1',
      target,
      deleted: true,
      countFrom: 'PLAN',
      checklist: [],
      followUpOf: null,
    } as unknown as TaskState;
    const commit = commitOf('Task', 't1', 3, [event('TaskDeleted', { taskId: 't1' })], state);
    expect(commitRows(commit)).toEqual([{ pk: 'Tasks#c1', sk: 't1', version: 3, state, stateVersion: 3 }]);
  });

  it('given an invitation commit, then its rows are exactly the invitations projection’s rows for its events', () => {
    const deleted = event('InvitationDeleted', { invitationId: 'i1', companyId: 'c1', emailAddress: 'Bo@Firma.dk' });
    const commit = commitOf('Invitation', 'i1', 2, [deleted], { id: 'i1' });
    expect(commitRows(commit)).toHaveLength(2);
    expect(commitRows(commit)).toEqual(commitToEnvelopes(commit).flatMap(invitationRows));
  });

  it('given a completion, then its three history rows come with the task row', () => {
    const completed = event('TaskCompleted', {
      taskId: 't1',
      title: 'Eftersyn',
      type: 'AD_HOC',
      target,
      completionId: 'c9',
      deadline: '2027-01-20T22:00:00.000Z',
      finishedOn: at,
      late: false,
      responsibleId: 'u2',
      responsibleName: 'Bo Berg',
      completedBy: 'u2',
      completedByName: 'Bo Berg',
      nextDeadline: null,
      noteId: null,
      answers: [],
      followUps: [],
    });
    const commit = commitOf('Task', 't1', 2, [completed], { id: 't1', companyId: 'c1', target, completed: true });
    const rows = commitRows(commit);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1)).toEqual(commitToEnvelopes(commit).flatMap(completionRows));
  });
});

describe('inlineWrites', () => {
  const joined = (version: number, role: 'USER' | 'ADMIN') =>
    commitOf(
      'User',
      'u2',
      version,
      [event(role === 'USER' ? 'UserJoinedCompany' : 'UserRoleChanged', { userId: 'u2', companyId: 'c1', role })],
      { id: 'u2' },
    );

  it('given two commits writing one row, then the row is written once, at the newer version', () => {
    const { rows } = inlineWrites([{ commit: joined(4, 'ADMIN') }, { commit: joined(3, 'USER') }]);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.version === 4 && row.role === 'ADMIN')).toBe(true);
  });

  it('given task commits, then the open-task counters change by what each commit changed', () => {
    const before = { id: 't1', companyId: 'c1', target, completed: false, deleted: false } as TaskState;
    const commit = commitOf('Task', 't1', 2, [event('TaskDeleted', { taskId: 't1' })], { ...before, deleted: true });
    expect(inlineWrites([{ commit, before }]).counts).toEqual([
      { pk: 'Counts#c1', sk: 'EQUIPMENT#e1', add: { openTasks: -1 } },
    ]);
  });

  it('given a commit no inline projection knows, then nothing', () => {
    expect(
      inlineWrites([
        { commit: commitOf('User', 'u2', 2, [event('UserRenamed', { userId: 'u2', name: 'Bo Holm' })], { id: 'u2' }) },
      ]),
    ).toEqual({ rows: [], counts: [] });
  });
});
