import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { clock } from '../../functions/lib/clock';
import { schedules, type FunctionName } from '../declaration';
import type { ScheduleDecl } from '../declaration-types';
import { invoke } from './functions';

/** The next run of a daily schedule after `now`, in the schedule's time zone (DST-safe). */
export function nextRun(schedule: ScheduleDecl, now: Date): Date {
  const local = new TZDate(now.getTime(), schedule.timeZone);
  let candidate = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), schedule.cron.hour, schedule.cron.minute, 0, schedule.timeZone);
  if (candidate.getTime() <= now.getTime()) {
    const next = addDays(local, 1);
    candidate = new TZDate(next.getFullYear(), next.getMonth(), next.getDate(), schedule.cron.hour, schedule.cron.minute, 0, schedule.timeZone);
  }
  return new Date(candidate.getTime());
}

/**
 * The in-process scheduler: runs each declared schedule's target at its time by the app's
 * clock (which `POST /dev/clock` can move), and on demand (`POST /dev/schedule/{name}`).
 */
export class LocalScheduler {
  private timer: NodeJS.Timeout | undefined;
  private due = new Map<string, Date>();

  start() {
    const now = clock.now();
    for (const s of schedules) this.due.set(s.name, nextRun(s, now));
    this.timer = setInterval(() => void this.tick(), 15_000);
  }

  private async tick() {
    const now = clock.now();
    for (const s of schedules) {
      if (now >= this.due.get(s.name)!) {
        this.due.set(s.name, nextRun(s, now));
        await this.run(s.name).catch((error) => console.error(JSON.stringify({ level: 'error', schedule: s.name, error: String(error) })));
      }
    }
  }

  has(name: string) {
    return schedules.some((s) => s.name === name);
  }

  async run(name: string): Promise<unknown> {
    const schedule = schedules.find((s) => s.name === name);
    if (!schedule) throw new Error(`Unknown schedule ${name}`);
    return invoke(schedule.target as FunctionName, { source: 'aws.scheduler', schedule: name, time: clock.now().toISOString() });
  }

  stop() {
    clearInterval(this.timer);
  }
}
