import { createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarFeedScope } from '../../domain/task/calendar-feed';
import { DomainError } from '../../domain/shared/errors';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';
import { newSecret } from '../store/ids';
import type { ItemLoader } from '../queries/items';
import { derivedSecret } from './sessions';
import { userDecider } from '../../domain/user/decider';
import { execute } from '../store/command';
import type { EventStore } from '../store/event-store';
import { log } from '../platform/logger';

/**
 * Calendar feed addresses (decision 106 "A feed address is a revocable secret"). Rows, not events:
 * an address is a credential (decision 001 "Credentials are not events"). Two rows per address in
 * the event-store table (key area `calendarFeeds`):
 * - the holder's row `CalendarFeed#<companyId>#<userId>#<scope>`: a random `nonce` and the hash of
 *   the secret made from it;
 * - the secret's row `CalendarFeedToken#<SHA-256 of the secret>`: whose feed it is.
 * The secret is `HMAC(token-signing key, nonce)`: the API can show its holder the address again,
 * while the table alone (a leak, a backup) gives neither the secret nor a way to make it. A fetch
 * finds the feed by the secret's hash only. Renewing replaces both rows in one transaction, so the
 * old address answers 404 from that moment.
 */
export interface FeedOwner {
  companyId: string;
  userId: string;
  scope: CalendarFeedScope;
}

interface HolderRow extends FeedOwner {
  pk: string;
  sk: 0;
  kind: 'calendarFeed';
  nonce: string;
  tokenHash: string;
  createdAt: string;
}

interface TokenRow extends FeedOwner {
  pk: string;
  sk: 0;
  kind: 'calendarFeedToken';
  createdAt: string;
}

export interface FeedAddress {
  scope: CalendarFeedScope;
  token: string;
  createdAt: string;
}

/** A secret as this service makes it: 32 bytes, base64url (43 characters). Anything else names no feed. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const holderKey = (o: FeedOwner) => ({ pk: `CalendarFeed#${o.companyId}#${o.userId}#${o.scope}`, sk: 0 as const });
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');
const tokenKey = (hash: string) => ({ pk: `CalendarFeedToken#${hash}`, sk: 0 as const });
const secretOf = (nonce: string) => derivedSecret(`calendar-feed#${nonce}`);

/** The holder's address, when they have one (its secret made again from the nonce and checked against the hash). */
async function addressOf(row: HolderRow | undefined): Promise<FeedAddress | null> {
  if (!row || typeof row.nonce !== 'string') return null;
  const token = await secretOf(row.nonce);
  // A rotated signing key makes a different secret: that address no longer works, so none is shown.
  if (tokenHash(token) !== row.tokenHash) return null;
  return { scope: row.scope, token, createdAt: row.createdAt };
}

/** The person's addresses in a company, of the scopes asked for (read in one batch). */
export async function feedAddresses(
  items: ItemLoader,
  companyId: string,
  userId: string,
  scopes: readonly CalendarFeedScope[],
): Promise<FeedAddress[]> {
  const rows = await Promise.all(
    scopes.map((scope) => items.load({ table: 'events', ...holderKey({ companyId, userId, scope }) })),
  );
  const found = await Promise.all(rows.map((row) => addressOf(row as HolderRow | undefined)));
  return found.filter((address): address is FeedAddress => address !== null);
}

const raced = () =>
  new DomainError('conflict', 'FEED_CHANGED', 'Adressen blev ændret samtidig et andet sted. Prøv igen.');

/**
 * Makes the holder's address, or renews it: a new secret, and the old one's row deleted in the
 * same transaction (the old address stops working at once). Two renewals at the same moment:
 * one wins, the other is told to try again.
 */
export async function issueFeed(owner: FeedOwner, now: Date): Promise<FeedAddress & { renewed: boolean }> {
  const key = holderKey(owner);
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('events'), Key: key, ConsistentRead: true }),
  );
  const previous = Item as HolderRow | undefined;
  const nonce = newSecret();
  const token = await secretOf(nonce);
  const hash = tokenHash(token);
  const createdAt = now.toISOString();
  const holder: HolderRow = { ...key, kind: 'calendarFeed', ...owner, nonce, tokenHash: hash, createdAt };
  const tokenRow: TokenRow = { ...tokenKey(hash), kind: 'calendarFeedToken', ...owner, createdAt };
  const table = tableName('events');
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: holder,
              ...(previous
                ? { ConditionExpression: 'nonce = :old', ExpressionAttributeValues: { ':old': previous.nonce } }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          { Put: { TableName: table, Item: tokenRow, ConditionExpression: 'attribute_not_exists(pk)' } },
          ...(previous?.tokenHash ? [{ Delete: { TableName: table, Key: tokenKey(previous.tokenHash) } }] : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw raced();
    throw error;
  }
  return { scope: owner.scope, token, createdAt, renewed: !!previous };
}

/**
 * Records on the person's stream that they made or renewed an address (decision 167), for the
 * activity timeline. After the rows, not in their transaction (the event store's commit cannot take
 * the holder's conditional overwrite): should it fail, the address stands and the timeline misses
 * it, which is logged; the person is not told to try again, which would end the address just made.
 */
export async function recordFeedIssued(owner: FeedOwner, renewed: boolean, now: Date, store: EventStore) {
  try {
    await execute(
      userDecider,
      { type: 'User', id: owner.userId },
      { type: 'RecordCalendarFeed', companyId: owner.companyId, scope: owner.scope, renewed },
      { now, actor: owner.userId, companyId: owner.companyId },
      { store },
    );
  } catch (error) {
    log.warn('calendar feed not recorded for the timeline', { companyId: owner.companyId, error: String(error) });
  }
}

/** Whose feed a secret opens, or null for an unknown or malformed one. */
export async function feedByToken(token: string): Promise<FeedOwner | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('events'), Key: tokenKey(tokenHash(token)), ConsistentRead: true }),
  );
  const row = Item as TokenRow | undefined;
  if (!row || row.kind !== 'calendarFeedToken') return null;
  return { companyId: row.companyId, userId: row.userId, scope: row.scope };
}

/**
 * Ends an address whose holder may no longer read it (removed from the company, no longer an
 * admin): both rows go, so it stays dead should they come back. Only if it is still the holder's
 * current address; a failure is logged, the fetch answers 404 all the same.
 */
export async function revokeFeed(owner: FeedOwner, token: string): Promise<void> {
  const hash = tokenHash(token);
  const table = tableName('events');
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table,
              Key: holderKey(owner),
              ConditionExpression: 'tokenHash = :hash',
              ExpressionAttributeValues: { ':hash': hash },
            },
          },
          { Delete: { TableName: table, Key: tokenKey(hash) } },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException))
      console.warn(JSON.stringify({ level: 'warn', message: 'calendar feed not revoked', error: String(error) }));
  }
}
