import { ENV, jobNames } from '../../functions/platform/config';
import { functions, queues, schedules } from '../declaration';
import { scheduleInput } from '../declaration-types';
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

  it("fans each job out through the dispatcher to the job's own queue, which its worker consumes", () => {
    for (const s of schedules) {
      expect([s.target, scheduleInput(s)]).toEqual(['jobDispatcher', { job: s.name }]);
      expect(functions.jobDispatcher.sendsTo).toContain(s.job);
    }
    // Every job has its queue; the others hold password reset requests (decision 030 "Reset requests are
    // deferred") and e-mails (decision 090 "E-mail leaves through a queue"; the reminders' own, decision 155).
    expect(Object.keys(queues).sort()).toEqual([...jobNames, 'passwordReset', 'mail', 'reminderMail'].sort());
    expect(functions.jobDispatcher.sendsTo).not.toContain('passwordReset');
    expect(functions.jobDispatcher.sendsTo).not.toContain('mail');
    expect(functions.jobDispatcher.sendsTo).not.toContain('reminderMail');
    for (const job of jobNames) {
      // The dispatcher reads the URL from `ENV[<job>Queue]`; the stack and the runtime set the declared variable.
      expect(queues[job].envVar).toBe(ENV[`${job}Queue`]);
      expect(queues[job].consumer).toBe(`job${job[0].toUpperCase()}${job.slice(1)}`);
    }
  });
});
