import { TZDate } from '@date-fns/tz';
import { complianceCounts, complianceState, type ComplianceInput } from './compliance';
import { complianceStateLabels } from './types';

/*
 * complianceState (decision 172): OVERDUE once the deadline's Copenhagen day has passed; else NEVER
 * without a completion since applied; else SOON within 30 days; else IN_ORDER. Standby pauses the deadline.
 */
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, 0, 'Europe/Copenhagen').getTime());

const winterDeadline = at(2026, 12, 1, 23).toISOString(); // 22:00Z
const summerDeadline = at(2027, 6, 30, 23).toISOString(); // 21:00Z
const appliedAt = at(2026, 1, 10, 9).toISOString();
const done = at(2026, 6, 1, 12).toISOString();
const state = (over: Partial<ComplianceInput>) =>
  complianceState({
    deadline: winterDeadline,
    lastCompletion: done,
    appliedAt,
    standby: false,
    now: at(2026, 8, 1),
    ...over,
  });

describe('given a duty done since it was applied', () => {
  test('when the deadline is more than 30 days away then I orden', () => {
    expect(state({ now: at(2026, 10, 31, 12) })).toBe('IN_ORDER');
  });

  test('when the deadline is 30 days away (by Copenhagen days) then Snart', () => {
    expect(state({ now: at(2026, 11, 1, 0, 0) })).toBe('SOON');
    expect(state({ now: at(2026, 10, 31, 23, 59) })).toBe('IN_ORDER');
  });

  test('when it is the deadline day, even after 23:00, then Snart, not Overskredet', () => {
    expect(state({ now: at(2026, 12, 1, 23, 30) })).toBe('SOON');
  });

  test('when the deadline day has passed (midnight in Copenhagen, 23:00Z) then Overskredet', () => {
    expect(state({ now: new Date('2026-12-01T22:59:59Z') })).toBe('SOON');
    expect(state({ now: new Date('2026-12-01T23:00:00Z') })).toBe('OVERDUE');
  });

  test('when the deadline is in summer time then the day ends at 22:00Z', () => {
    const summer = { deadline: summerDeadline };
    expect(state({ ...summer, now: new Date('2027-06-30T21:59:59Z') })).toBe('SOON');
    expect(state({ ...summer, now: new Date('2027-06-30T22:00:00Z') })).toBe('OVERDUE');
  });
});

describe('given a duty never done since it was applied', () => {
  test('when no completion exists then Aldrig udført, however far the deadline', () => {
    expect(state({ lastCompletion: null, now: at(2026, 2, 1) })).toBe('NEVER');
  });

  test('when the only completion is from before the duty was applied then Aldrig udført', () => {
    expect(state({ lastCompletion: at(2026, 1, 10, 8).toISOString() })).toBe('NEVER');
    expect(state({ lastCompletion: appliedAt })).toBe('IN_ORDER');
  });

  test('when the deadline day has passed then Overskredet comes before Aldrig udført', () => {
    expect(state({ lastCompletion: null, now: at(2026, 12, 2, 0, 0) })).toBe('OVERDUE');
  });
});

describe('given a duty on standby', () => {
  test('when past its deadline then not Overskredet: I orden if done since applied, else Aldrig udført', () => {
    expect(state({ standby: true, now: at(2027, 1, 5) })).toBe('IN_ORDER');
    expect(state({ standby: true, lastCompletion: null, now: at(2027, 1, 5) })).toBe('NEVER');
  });

  test('when the deadline is near then not Snart', () => {
    expect(state({ standby: true, now: at(2026, 11, 20) })).toBe('IN_ORDER');
  });
});

describe('given the states of a company', () => {
  test('then the counts have one per state and the total', () => {
    expect(complianceCounts(['IN_ORDER', 'SOON', 'OVERDUE', 'OVERDUE', 'NEVER'])).toEqual({
      IN_ORDER: 1,
      SOON: 1,
      OVERDUE: 2,
      NEVER: 1,
      total: 5,
    });
    expect(complianceCounts([])).toEqual({ IN_ORDER: 0, SOON: 0, OVERDUE: 0, NEVER: 0, total: 0 });
  });

  test('then each state has its Danish label', () => {
    expect(complianceStateLabels).toEqual({
      IN_ORDER: 'I orden',
      SOON: 'Snart',
      OVERDUE: 'Overskredet',
      NEVER: 'Aldrig udført',
    });
  });
});
