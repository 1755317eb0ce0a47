import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { CompanyJobResponse } from '../../functions/jobs/company-job';
import { clock } from '../../functions/platform/clock';
import { schedules, type FunctionName } from '../declaration';
import { scheduleInput, type QueueName, type ScheduleDecl } from '../declaration-types';
import { invoke } from './functions';
import type { LocalQueues } from './queues';

/** The next run of a daily schedule after `now`, in the schedule's time zone (DST-safe). */
export function nextRun(schedule: ScheduleDecl, now: Date): Date {
  const local = new TZDate(now.getTime(), schedule.timeZone);
  let candidate = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    schedule.cron.hour,
    schedule.cron.minute,
    0,
    schedule.timeZone,
  );
  if (candidate.getTime() <= now.getTime()) {
    const next = addDays(local, 1);
    candidate = new TZDate(
      next.getFullYear(),
      next.getMonth(),
      next.getDate(),
      schedule.cron.hour,
      schedule.cron.minute,
      0,
      schedule.timeZone,
    );
  }
  return new Date(candidate.getTime());
}

/** What one run of a job did, added up over its companies. */
export interface JobRunResult {
  job: QueueName;
  /** Messages the dispatcher put on the job's queue: one per company. */
  companies: number;
  /** Items the workers acted on (e-mails sent, backups written, subscriptions settled). */
  processed: number;
  /** Companies that still failed after the queue's maxReceiveCount and went to the dead letters. */
  failures: number;
  /** Which companies those were (a message that named none: its message id). */
  failedCompanies: string[];
}

/** The company a job message names, if it names one. */
function companyOf(body: string): string | undefined {
  try {
    const companyId: unknown = (JSON.parse(body) as { companyId?: unknown } | null)?.companyId;
    return typeof companyId === 'string' ? companyId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The in-process scheduler: at each declared schedule's time by the app's clock (which
 * `POST /dev/clock` can move), and on demand (`POST /dev/schedule/{name}`), it invokes the
 * dispatcher with the schedule's input, as EventBridge Scheduler does; the dispatcher fans the
 * job out over the job's local queue.
 */
export class LocalScheduler {
  private timer: NodeJS.Timeout | undefined;
  private due = new Map<string, Date>();

  constructor(private readonly queues: LocalQueues) {}

  /** Runs the schedules at their times from now on (`npm start`; test runtimes run them by hand). */
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
        await this.run(s.name).catch((error) =>
          console.error(JSON.stringify({ level: 'error', schedule: s.name, error: String(error) })),
        );
      }
    }
  }

  has(name: string) {
    return schedules.some((s) => s.name === name);
  }

  /** Runs a job now and resolves once its queue is empty: every company done or dead-lettered. */
  async run(name: string): Promise<JobRunResult> {
    const schedule = schedules.find((s) => s.name === name);
    if (!schedule) throw new Error(`Unknown schedule ${name}`);
    const result: JobRunResult = { job: schedule.job, companies: 0, processed: 0, failures: 0, failedCompanies: [] };
    const stopObserving = this.queues.observe(schedule.job, {
      sent: () => result.companies++,
      answered: (response) => {
        const { results } = (response ?? {}) as Partial<CompanyJobResponse>;
        if (Array.isArray(results)) for (const r of results) result.processed += r.processed;
      },
      deadLettered: (record) => {
        result.failures++;
        result.failedCompanies.push(companyOf(record.body) ?? record.messageId);
      },
    });
    try {
      await invoke(schedule.target as FunctionName, scheduleInput(schedule));
      await this.queues.idle(schedule.job);
    } finally {
      stopObserving();
    }
    return result;
  }

  stop() {
    clearInterval(this.timer);
  }
}
