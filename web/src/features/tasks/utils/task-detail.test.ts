import {
  backTarget,
  completionNote,
  currentYear,
  deadlineProblem,
  filesNeedText,
  historyYears,
  mayComplete,
  standbyAction,
} from './task-detail';
import { firstPossibleDeadline, reactivationDeadline } from '../../../lib/calendar';
import { paths } from '../../../lib/paths';

const dashboard = paths.dashboard('c1');

describe('links of the task page', () => {
  it('leads admins back to the task list and a USER to Din oversigt', () => {
    expect(backTarget(dashboard, true)).toEqual({ to: '/dashboard/c1/tasks', label: 'Alle opgaver' });
    expect(backTarget(dashboard, false)).toEqual({ to: '/dashboard/c1/user-dashboard', label: 'Din oversigt' });
  });

  it('edits in the branch the page was opened from, and copies through tasks/create', () => {
    expect(dashboard.editTask('t 1')).toBe('/dashboard/c1/tasks/update/t%201');
    expect(dashboard.editTask('t1', { list: true })).toBe('/dashboard/c1/tasks/list/update/t1');
    expect(dashboard.copyTask('t1')).toBe('/dashboard/c1/tasks/create?mode=copy&taskId=t1');
  });
});

describe('mayComplete', () => {
  const task = (status: 'CURRENT' | 'OVERDUE' | 'ACTIVE' | 'STANDBY' | 'COMPLETED') => ({
    status,
    responsibleId: 'u1',
  });

  it('lets the responsible and any admin complete a CURRENT or OVERDUE task', () => {
    expect(mayComplete(task('CURRENT'), { id: 'u1', admin: false })).toBe(true);
    expect(mayComplete(task('OVERDUE'), { id: 'u2', admin: true })).toBe(true);
  });

  it('refuses other people and the other statuses', () => {
    expect(mayComplete(task('CURRENT'), { id: 'u2', admin: false })).toBe(false);
    expect(mayComplete(task('CURRENT'), { id: undefined, admin: false })).toBe(false);
    for (const status of ['ACTIVE', 'STANDBY', 'COMPLETED'] as const)
      expect(mayComplete(task(status), { id: 'u1', admin: true })).toBe(false);
  });
});

describe('standbyAction', () => {
  it('offers standby, reactivation, or the way through the equipment', () => {
    expect(standbyAction({ status: 'ACTIVE', standby: false }, false)).toBe('STANDBY');
    expect(standbyAction({ status: 'OVERDUE', standby: false }, false)).toBe('STANDBY');
    expect(standbyAction({ status: 'STANDBY', standby: true }, false)).toBe('REACTIVATE');
    expect(standbyAction({ status: 'STANDBY', standby: true }, true)).toBe('VIA_EQUIPMENT');
    expect(standbyAction({ status: 'COMPLETED', standby: false }, false)).toBe('NONE');
  });
});

describe('reactivation deadline', () => {
  // Wednesday 11 March 2026, 10:00 in Copenhagen (CET, UTC+1).
  const wednesday = new Date('2026-03-11T09:00:00Z');

  it('keeps an old deadline that is still ahead', () => {
    expect(reactivationDeadline('2026-03-20T22:00:00.000Z', wednesday, true)).toBe('2026-03-20T22:00:00.000Z');
  });

  it('offers today at 23:00 Copenhagen when the old deadline is past', () => {
    expect(reactivationDeadline('2026-03-02T22:00:00.000Z', wednesday, true)).toBe('2026-03-11T22:00:00.000Z');
  });

  it('offers tomorrow once today 23:00 has passed', () => {
    expect(firstPossibleDeadline(new Date('2026-03-11T22:30:00Z'), false)).toBe('2026-03-12T22:00:00.000Z');
  });

  it('moves a routine off the weekend to Monday, but not a single task', () => {
    const saturday = new Date('2026-03-14T09:00:00Z');
    expect(firstPossibleDeadline(saturday, true)).toBe('2026-03-16T22:00:00.000Z');
    expect(firstPossibleDeadline(saturday, false)).toBe('2026-03-14T22:00:00.000Z');
    // Friday after 23:00: Saturday and Sunday are skipped too.
    expect(firstPossibleDeadline(new Date('2026-03-13T22:30:00Z'), true)).toBe('2026-03-16T22:00:00.000Z');
  });

  it('stays at 23:00 local time across the change to summer time', () => {
    // Sunday 29 March 2026 is the change; a routine goes to Monday 30 March, 23:00 CEST = 21:00 UTC.
    expect(firstPossibleDeadline(new Date('2026-03-28T12:00:00Z'), true)).toBe('2026-03-30T21:00:00.000Z');
  });

  it('says why a picked deadline cannot be used', () => {
    expect(deadlineProblem(null, wednesday)).toBe('Vælg en ny deadline');
    expect(deadlineProblem('2026-03-10T22:00:00.000Z', wednesday)).toBe('Vælg en deadline i fremtiden');
    expect(deadlineProblem('2026-03-11T22:00:00.000Z', wednesday)).toBeUndefined();
  });
});

describe('the completion note', () => {
  it('is left out when nothing is written or attached', () => {
    expect(completionNote('', [])).toBeUndefined();
    expect(completionNote('   \n ', [])).toBeUndefined();
  });

  it('carries the trimmed text and the file keys', () => {
    expect(completionNote('  Filter skiftet \n', [])).toEqual({ content: 'Filter skiftet', files: [] });
    expect(completionNote('Se billedet', ['c1/u---a.png'])).toEqual({
      content: 'Se billedet',
      files: ['c1/u---a.png'],
    });
  });

  it('needs text when files are attached', () => {
    expect(filesNeedText(' ', 1)).toBe('Skriv en note på mindst 2 tegn');
    expect(filesNeedText('ok', 1)).toBeUndefined();
    expect(filesNeedText('', 0)).toBeUndefined();
  });
});

describe('history years', () => {
  it('runs from the current Copenhagen year down to 2018', () => {
    expect(historyYears(new Date('2026-06-01T12:00:00Z'))).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018,
    ]);
    expect(historyYears(new Date('2018-03-01T12:00:00Z'))).toEqual([2018]);
  });

  it('turns the year at midnight in Copenhagen, not in UTC', () => {
    expect(currentYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(historyYears(new Date('2026-12-31T23:30:00Z'))[0]).toBe(2027);
  });
});
