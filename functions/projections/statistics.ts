import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import { isEventOf, parseEvent } from '../../events/catalogue';
import { assertNever } from '../../domain/shared/errors';
import type { Envelope } from '../../events/envelope';
import { statisticsEventTypes, type MonthCounters } from '../../domain/task/statistics';
import { monthKey } from '../../domain/shared/time';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';
import { doneSk, dueSk, factsPk, missedSk, statsKey } from '../queries/statistics';
import { projection } from './projection';

/**
 * Monthly statistics (decision 024 "Monthly statistics"): each completion and each missed deadline
 * is a fact of a Copenhagen month. A fact is a row written once together with the month's counter
 * (one transaction, the row conditional on not existing), so duplicates and any order of delivery
 * count it once, and a rebuild from the events gives the same counters.
 */
export interface Fact {
  key: { pk: string; sk: string };
  /** The row as first written. */
  row: Record<string, unknown>;
  /** The month (`Stats#<company>` / `<month>`) whose counters the fact adds to. */
  month: string;
  counters: Partial<MonthCounters>;
  /** Attributes set on the row whether or not this delivery wrote it (the due row learns how it ended). */
  set?: Record<string, unknown>;
}

/** Pure: the facts one delivered event brings. */
export function factsOf(envelope: Envelope): Fact[] {
  const companyId = envelope.companyId;
  if (!companyId) return [];
  const event = parseEvent(envelope);
  if (!isEventOf(statisticsEventTypes, event)) return [];
  const due = (
    data: {
      taskId: string;
      deadline: string;
      title: string;
      target: unknown;
      responsibleId: string;
      responsibleName: string;
    },
    set: Record<string, unknown>,
  ): Fact => {
    const month = monthKey(data.deadline);
    const { taskId, deadline, title, target, responsibleId, responsibleName } = data;
    return {
      key: { pk: factsPk(companyId, month), sk: dueSk(deadline, taskId) },
      row: { taskId, deadline, title, target, responsibleId, responsibleName },
      month,
      counters: { tasksDue: 1 },
      set,
    };
  };
  switch (event.type) {
    case 'TaskCompleted': {
      const d = event.data;
      const month = monthKey(d.finishedOn);
      const completion = { completionId: d.completionId, finishedOn: d.finishedOn, late: d.late };
      return [
        {
          key: { pk: factsPk(companyId, month), sk: doneSk(d.finishedOn, d.completionId) },
          row: {
            ...completion,
            taskId: d.taskId,
            title: d.title,
            deadline: d.deadline,
            target: d.target,
            responsibleId: d.responsibleId,
            responsibleName: d.responsibleName,
          },
          month,
          counters: { tasksCompleted: 1, completedInTime: d.late ? 0 : 1 },
        },
        due(d, { completion }),
      ];
    }
    case 'TaskDeadlineMissed': {
      const d = event.data;
      const month = monthKey(d.deadline);
      return [
        {
          key: { pk: factsPk(companyId, month), sk: missedSk(d.deadline, d.taskId) },
          row: { ...d },
          month,
          counters: { missed: 1 },
        },
        due(d, { missed: true }),
      ];
    }
    default:
      return assertNever(event);
  }
}

const CONFLICT_RETRIES = 5;

/**
 * Pure: an event's facts as one transaction (decision 143 "An event's facts in one transaction"):
 * each row put once with its `set` attributes, each month's counters added once (a transaction
 * takes one action per item, so the facts of one month are summed).
 */
export function factsTransaction(facts: Fact[], companyId: string, table: string) {
  const months = new Map<string, Partial<MonthCounters>>();
  for (const fact of facts) {
    const sum = months.get(fact.month) ?? months.set(fact.month, {}).get(fact.month)!;
    for (const [name, value] of Object.entries(fact.counters) as [keyof MonthCounters, number][])
      sum[name] = (sum[name] ?? 0) + value;
  }
  return [
    ...facts.map((fact) => ({
      Put: {
        TableName: table,
        Item: { ...fact.key, ...fact.row, ...fact.set },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    ...[...months].map(([month, counters]) => {
      const entries = Object.entries(counters);
      return {
        Update: {
          TableName: table,
          Key: statsKey(companyId, month),
          UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:c${i}`, value])),
        },
      };
    }),
  ];
}

/**
 * Writes `facts` in one transaction (`factsTransaction`): false, and nothing written, when a row
 * was there already (counted before). A lost race on a counter is tried again.
 */
async function writeOnce(facts: Fact[], companyId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo().send(
        new TransactWriteCommand({ TransactItems: factsTransaction(facts, companyId, tableName('readModels')) }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) return false;
      if (attempt >= CONFLICT_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/**
 * Writes a fact's row and adds its counters, once; a repeat finds the row and adds nothing, but
 * sets its `set` attributes all the same (the due row a missed deadline wrote learns the completion).
 */
async function record(fact: Fact, companyId: string): Promise<void> {
  if ((await writeOnce([fact], companyId)) || !fact.set) return;
  const names = Object.keys(fact.set);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('readModels'),
      Key: fact.key,
      UpdateExpression: `SET ${names.map((_, i) => `#s${i} = :s${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#s${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:s${i}`, fact.set![name]])),
    }),
  );
}

/**
 * The facts of a first delivery in one transaction (decision 143); when any of them was counted
 * before (a repeat, or the due row a missed deadline wrote), nothing of it is written and each
 * fact is recorded on its own, as a repeat must be.
 */
async function recordAll(facts: Fact[], companyId: string): Promise<void> {
  if (facts.length > 1 && (await writeOnce(facts, companyId))) return;
  for (const fact of facts) await record(fact, companyId);
}

export const handler = projection('statistics', async (event: EventBridgeEvent<string, Envelope>): Promise<void> => {
  await recordAll(factsOf(event.detail), event.detail.companyId!);
});
