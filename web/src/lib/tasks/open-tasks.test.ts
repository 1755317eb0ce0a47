import { isOpenTask } from './open-tasks';

const task = (extra: Partial<Parameters<typeof isOpenTask>[0]>): Parameters<typeof isOpenTask>[0] => ({
  type: 'CYCLICAL',
  status: 'ACTIVE',
  lastCompleted: null,
  ...extra,
});

describe('isOpenTask', () => {
  it('every status but a completed single task is open', () => {
    for (const status of ['CURRENT', 'OVERDUE', 'ACTIVE', 'STANDBY'] as const)
      expect(isOpenTask(task({ status }))).toBe(true);
    expect(isOpenTask(task({ status: 'COMPLETED', type: 'AD_HOC' }))).toBe(false);
  });

  it('a completed single task on standby equipment is not open; a completed routine is', () => {
    expect(isOpenTask(task({ type: 'AD_HOC', status: 'STANDBY', lastCompleted: '2027-01-01T10:00:00.000Z' }))).toBe(
      false,
    );
    expect(isOpenTask(task({ type: 'CYCLICAL', status: 'ACTIVE', lastCompleted: '2027-01-01T10:00:00.000Z' }))).toBe(
      true,
    );
  });
});
