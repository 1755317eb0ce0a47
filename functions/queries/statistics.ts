import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { DueRow } from '../../domain/task/overview';
import {
  addMonthsTo,
  monthRange,
  monthStats,
  monthsEnding,
  noCounters,
  plannedDeadlines,
  type MonthCounters,
  type MonthStats,
  type PlannedSubject,
} from '../../domain/task/statistics';
import { monthKey } from '../../domain/shared/time';
import type { DeadlineCalendar } from '../../domain/task/recurrence';
import { dynamo, queryAll } from '../platform/aws';
import { tableName } from '../platform/config';
import { taskFieldsOf } from './tasks';

/**
 * The statistics read model (decision 024 "Monthly statistics"), kept by
 * `functions/projections/statistics.ts`:
 * - `Stats#<company>` / `<yyyy-MM>`: the month's counters (`MonthCounters`).
 * - `StatsFacts#<company>#<yyyy-MM>` / `due#<deadline>#<task>`: a deadline that fell in the month
 *   (with `missed` and `completion` once known), `missed#<deadline>#<task>` a deadline that passed
 *   without a completion, `done#<finishedOn>#<completion>` a completion finished in the month.
 *   Each fact row is written once, in the same transaction as its counter, so a counter counts each
 *   fact once however often and in whatever order its event is delivered.
 */
export const statsKey = (companyId: string, month: string) => ({ pk: `Stats#${companyId}`, sk: month });
export const factsPk = (companyId: string, month: string) => `StatsFacts#${companyId}#${month}`;
export const dueSk = (deadline: string, taskId: string) => `due#${deadline}#${taskId}`;
export const missedSk = (deadline: string, taskId: string) => `missed#${deadline}#${taskId}`;
export const doneSk = (finishedOn: string, completionId: string) => `done#${finishedOn}#${completionId}`;

export interface CounterRow extends MonthCounters {
  pk: string;
  sk: string;
}

/** A completion row (`done#…`). */
export interface DoneRow {
  completionId: string;
  taskId: string;
  title: string;
  deadline: string;
  finishedOn: string;
  late: boolean;
  responsibleId: string;
  responsibleName: string;
  target: DueRow['target'];
}

/** The counters of `months` (zeros for a month without any). */
export async function countersOf(companyId: string, months: string[]): Promise<Map<string, MonthCounters>> {
  const found = new Map<string, MonthCounters>(months.map((month) => [month, noCounters()]));
  const keys = [...new Set(months)].map((month) => statsKey(companyId, month));
  for (let i = 0; i < keys.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName('readModels')]: { Keys: keys.slice(i, i + 100) },
    };
    while (request && Object.keys(request).length) {
      const page = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const row of (page.Responses?.[tableName('readModels')] ?? []) as CounterRow[]) {
        found.set(row.sk, {
          tasksDue: row.tasksDue ?? 0,
          tasksCompleted: row.tasksCompleted ?? 0,
          completedInTime: row.completedInTime ?? 0,
          missed: row.missed ?? 0,
        });
      }
      request = page.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

const factRows = <T>(companyId: string, month: string, prefix: string) =>
  queryAll<T>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': factsPk(companyId, month), ':prefix': prefix },
  });

/** The recorded deadlines of a month, in deadline order. */
export const dueRowsOf = (companyId: string, month: string) => factRows<DueRow>(companyId, month, 'due#');

/** The months that [from, to) touches. */
function monthsBetween(from: Date, to: Date): string[] {
  const months = [monthKey(from)];
  const last = monthKey(new Date(to.getTime() - 1));
  while (months[months.length - 1] < last) months.push(addMonthsTo(months[months.length - 1], 1));
  return months;
}

/** Completions finished in [from, to). */
export async function completionsBetween(companyId: string, from: Date, to: Date): Promise<DoneRow[]> {
  const rows = (
    await Promise.all(monthsBetween(from, to).map((month) => factRows<DoneRow>(companyId, month, 'done#')))
  ).flat();
  return rows.filter((row) => new Date(row.finishedOn) >= from && new Date(row.finishedOn) < to);
}

/** Deadlines in [from, to) that passed without a completion. */
export async function missedBetween(companyId: string, from: Date, to: Date): Promise<DueRow[]> {
  const rows = (
    await Promise.all(monthsBetween(from, to).map((month) => factRows<DueRow>(companyId, month, 'missed#')))
  ).flat();
  return rows.filter((row) => new Date(row.deadline) >= from && new Date(row.deadline) < to);
}

/** What `plannedDeadlines` reads of a task: all the month's figures ask DynamoDB for. */
const PLANNED_FIELDS = [
  'type',
  'interval',
  'anchor',
  'deadline',
  'standby',
  'equipmentStandby',
  'completed',
  'deleted',
  'timeFacts',
  'countFrom',
] as const satisfies readonly (keyof PlannedSubject)[];

/** How many deadlines of `month` the counters do not hold yet (`plannedDeadlines`). */
export function plannedCount(tasks: PlannedSubject[], month: string, now: Date, calendar?: DeadlineCalendar): number {
  const { from, to } = monthRange(month);
  return tasks.reduce((sum, task) => sum + plannedDeadlines(task, from, to, now, calendar).length, 0);
}

/** `stats.month` of a company for `month` (api.md), the deadlines still ahead included. */
export async function monthFigures(
  companyId: string,
  month: string,
  now: Date,
  calendar?: DeadlineCalendar,
): Promise<MonthStats> {
  const previous = monthsEnding(month, 2)[0];
  const [counters, tasks] = await Promise.all([
    countersOf(companyId, [previous, month]),
    taskFieldsOf(companyId, PLANNED_FIELDS),
  ]);
  return monthStats(counters.get(month)!, plannedCount(tasks, month, now, calendar), counters.get(previous)!);
}
