import { gunzipSync, gzipSync } from 'node:zlib';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteAll, dynamo } from '../../platform/aws';
import { tableName } from '../../platform/config';
import { outboxItem, type QueuedMail } from '../../mail/outbox';

/**
 * What the reminders job has mailed (decision 023 "Reminders"): one item per (company, recipient,
 * task, deadline, kind), per weekly summary and per person and day, in the event-store table as
 * claims (`kind = claim`, so the pipe passes them by). A person's e-mail of the day is claimed in
 * one transaction with its items and its outbox item (decision 155 "Every e-mail through the
 * outbox"): the day's item is put only if it is absent, so two runs at once, or a retry, never
 * mail one person twice a day, and whatever the ledger records as mailed is in the outbox, which
 * the mail sender sends, retries and dead-letters. A transaction that fails records and mails
 * nothing: the company's message is retried.
 */
/** Items are kept for 400 days (DynamoDB TTL, epoch seconds): longer than any deadline stays open unnoticed. */
const KEEP_SECONDS = 400 * 86_400;
/** DynamoDB's most items in one transaction: the day's item, the outbox item and 98 of the e-mail's items. */
const TRANSACTION_ITEMS = 100;
/** Attempts at a claim that meets another run's transaction on the same day's item. */
const CONFLICT_ATTEMPTS = 3;

export const sentKey = (companyId: string, itemKey: string) => `Reminded#${companyId}#${itemKey}`;
export const dayKey = (companyId: string, userId: string, date: string) => `ReminderDay#${companyId}#${userId}#${date}`;

type LedgerItem = Record<string, unknown> & { pk: string };

/** Which of `keys` are recorded (consistent reads), with their items. */
export async function recorded(keys: string[]): Promise<Map<string, LedgerItem>> {
  const found = new Map<string, LedgerItem>();
  const table = tableName('events');
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [table]: { Keys: unique.slice(i, i + 100).map((pk) => ({ pk, sk: 0 })), ConsistentRead: true },
    };
    while (request && Object.keys(request).length) {
      const page = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of page.Responses?.[table] ?? []) found.set(item.pk as string, item as LedgerItem);
      request = page.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

const ledgerItem = (pk: string, at: Date) => ({
  pk,
  sk: 0,
  kind: 'claim',
  mailedAt: at.toISOString(),
  expiresAt: Math.floor(Date.now() / 1000) + KEEP_SECONDS,
});

/** Records `keys` as mailed at `at` (the business time of the run). */
async function record(keys: string[], at: Date): Promise<void> {
  await batchWriteAll(
    tableName('events'),
    keys.map((pk) => ({ PutRequest: { Item: ledgerItem(pk, at) } })),
  );
}

/**
 * Claims the day's e-mail `day` of one person with the items it tells of (`keys`), in one
 * transaction with the e-mail's outbox item; false when the day was claimed already (another run
 * mailed the person today). Items beyond the transaction's 100 (an admin's first morning of a
 * large company) are listed, gzipped, on the day's item and written right after; a run that finds
 * the day claimed writes them again (`finishDay`), so a crash in between mails none of them twice.
 */
export async function claimDay(day: string, keys: string[], mail: QueuedMail, at: Date): Promise<boolean> {
  const items = [...new Set(keys)].filter((pk) => pk !== day);
  const inTransaction = items.slice(0, TRANSACTION_ITEMS - 2);
  const rest = items.slice(TRANSACTION_ITEMS - 2);
  const table = tableName('events');
  const dayItem = {
    ...ledgerItem(day, at),
    mailId: mail.id,
    ...(rest.length ? { rest: gzipSync(rest.join('\n')) } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table, Item: dayItem, ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Put: { TableName: table, Item: outboxItem(mail, at.toISOString()) as unknown as Record<string, unknown> },
            },
            ...inTransaction.map((pk) => ({ Put: { TableName: table, Item: ledgerItem(pk, at) } })),
          ],
        }),
      );
      break;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return false;
      // Another run's claim of the same day was under way: try again, and find it done.
      if (!reasons.some((r) => r.Code === 'TransactionConflict') || attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 100 * attempt));
    }
  }
  await record(rest, at);
  return true;
}

/**
 * A claimed day's items beyond its transaction (`claimDay`) that `found` (the ledger as just read)
 * lacks, written again: what a run that died after the claim left undone.
 */
export async function finishDay(day: LedgerItem, found: Map<string, LedgerItem>): Promise<void> {
  if (!(day.rest instanceof Uint8Array)) return;
  const rest = gunzipSync(day.rest).toString('utf8').split('\n');
  await record(
    rest.filter((pk) => !found.has(pk)),
    new Date(String(day.mailedAt)),
  );
}
