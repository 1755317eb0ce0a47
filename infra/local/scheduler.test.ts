import { schedules } from '../declaration';
import { nextRun } from './scheduler';

const reminders = schedules.find((s) => s.name === 'reminders')!;

describe('local scheduler', () => {
  it('runs the reminders at 06:00 Copenhagen time in winter (05:00 UTC)', () => {
    expect(nextRun(reminders, new Date('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });

  it('runs at 06:00 Copenhagen time in summer (04:00 UTC)', () => {
    expect(nextRun(reminders, new Date('2026-07-01T03:00:00Z')).toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('keeps 06:00 local across the change to summer time', () => {
    expect(nextRun(reminders, new Date('2026-03-28T06:00:00Z')).toISOString()).toBe('2026-03-29T04:00:00.000Z');
  });

  it('has the three jobs of decisions.md', () => {
    expect(schedules.map((s) => [s.name, s.cron.hour])).toEqual([
      ['backup', 2],
      ['subscriptions', 3],
      ['reminders', 6],
    ]);
  });
});
