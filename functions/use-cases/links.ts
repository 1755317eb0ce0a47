import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '../../domain/shared/errors';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';
import { newSecret } from '../store/ids';
import { MAX_KEY_PART } from '../store/commits';
import { outboxItem, type QueuedMail } from '../mail/outbox';

/**
 * Single-use e-mailed links (two-step login, password reset): an unguessable token names a row
 * that is deleted when used. Unknown or used → 404 'Anmodning fandtes ikke'; expired → 410
 * 'Anmodning udløbet' (decisions.md "Accounts and links").
 */
export type LinkKind = 'Mfa' | 'Reset';

interface LinkRow<T> {
  pk: string;
  sk: 0;
  kind: 'link';
  data: T;
  expiresAtMs: number;
  /** TTL: kept a day past expiry, so that an expired link still answers 410. */
  expiresAt: number;
}

const key = (kind: LinkKind, token: string) => ({ pk: `Link#${kind}#${token}`, sk: 0 as const });
export const linkNotFound = () => new DomainError('notFound', 'LINK_NOT_FOUND', 'Anmodning fandtes ikke');
export const linkExpired = () => new DomainError('gone', 'LINK_EXPIRED', 'Anmodning udløbet');

export async function createLink<T>(
  kind: LinkKind,
  data: T,
  validMs: number,
  now: Date,
  /** The e-mail that carries the link, recorded in the outbox with the link in one transaction (decision 099). */
  mailsOf?: (token: string, expiresAtMs: number) => QueuedMail[],
): Promise<{ token: string; expiresAtMs: number }> {
  if (!Number.isFinite(validMs) || validMs <= 0) throw new Error(`A ${kind} link needs a lifetime`);
  const token = newSecret();
  const expiresAtMs = now.getTime() + validMs;
  const row: LinkRow<T> = {
    ...key(kind, token),
    kind: 'link',
    data,
    expiresAtMs,
    expiresAt: Math.floor(expiresAtMs / 1000) + 86_400,
  };
  const table = tableName('events');
  const mails = mailsOf?.(token, expiresAtMs) ?? [];
  if (mails.length === 0) await dynamo().send(new PutCommand({ TableName: table, Item: row }));
  else
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: row } },
          ...mails.map((mail) => ({
            Put: { TableName: table, Item: outboxItem(mail, now.toISOString()) as unknown as Record<string, unknown> },
          })),
        ],
      }),
    );
  return { token, expiresAtMs };
}

/**
 * A link's data while it is usable: unknown → 404; expired, or without an expiry at all (a row
 * that cannot expire is never honoured) → 410.
 */
export async function readLink<T>(kind: LinkKind, token: string, now: Date): Promise<T> {
  if (token.length > MAX_KEY_PART) throw linkNotFound();
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('events'), Key: key(kind, token), ConsistentRead: true }),
  );
  const row = Item as LinkRow<T> | undefined;
  if (!row) throw linkNotFound();
  if (typeof row.expiresAtMs !== 'number' || !Number.isFinite(row.expiresAtMs) || row.expiresAtMs <= now.getTime())
    throw linkExpired();
  return row.data;
}

/** Uses a link once: the row is deleted atomically, so two uses cannot both succeed. */
export async function consumeLink<T>(kind: LinkKind, token: string, now: Date): Promise<T> {
  const data = await readLink<T>(kind, token, now);
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName('events'),
        Key: key(kind, token),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw linkNotFound();
    throw error;
  }
  return data;
}

/** The key of a link's row, for a transaction that uses it up together with another write. */
export const linkKey = key;
