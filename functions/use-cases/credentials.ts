import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { emailClaimKey } from './accounts';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';
import { newSecret } from '../store/ids';
import { createLink, linkKey, linkNotFound, readLink } from './links';
import type { QueuedMail } from '../mail/outbox';

/** A reset link is valid 60 minutes (spec 000 §9). */
export const RESET_VALID_MS = 60 * 60_000;

interface ResetLinkData {
  userId: string;
  emailAddress: string;
  /** The account's reset generation when the link was made: only the newest link carries the current one. */
  nonce?: string;
}

/**
 * Password reset links (decision 031 "Reset links: only the newest works"). The person's e-mail
 * claim (the event-store item that holds the password hash, read consistently) carries
 * `resetNonce`, the generation of the newest link; a new link replaces it, so every older link
 * stops working, and a successful reset removes it, so none works afterwards.
 */
export async function createResetLink(
  userId: string,
  emailAddress: string,
  now: Date,
  /** The e-mail that carries the link, recorded in the outbox with the link in one transaction (decision 155). */
  mailsOf?: (token: string, expiresAtMs: number) => QueuedMail[],
): Promise<{ token: string; expiresAtMs: number } | null> {
  const nonce = newSecret();
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('events'),
        Key: { pk: emailClaimKey(emailAddress), sk: 0 },
        UpdateExpression: 'SET resetNonce = :n',
        ConditionExpression: 'userId = :u',
        ExpressionAttributeValues: { ':n': nonce, ':u': userId },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null; // the address is no longer this person's
    throw error;
  }
  return createLink<ResetLinkData>('Reset', { userId, emailAddress, nonce }, RESET_VALID_MS, now, mailsOf);
}

/**
 * Sets a new password hash through a reset link, in one transaction that uses the link up and
 * requires it to be the account's newest: 404 'Anmodning fandtes ikke' for an unknown, used or
 * superseded link, 410 'Anmodning udløbet' for an expired one. Returns whose password it was.
 */
export async function resetPassword(
  token: string,
  passwordHash: () => Promise<string>,
  now: Date,
): Promise<{ userId: string; emailAddress: string }> {
  const { userId, emailAddress, nonce } = await readLink<ResetLinkData>('Reset', token, now);
  if (!nonce) throw linkNotFound();
  const hash = await passwordHash();
  const table = tableName('events');
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table, Key: linkKey('Reset', token), ConditionExpression: 'attribute_exists(pk)' } },
          {
            Update: {
              TableName: table,
              Key: { pk: emailClaimKey(emailAddress), sk: 0 },
              UpdateExpression: 'SET passwordHash = :h REMOVE resetNonce',
              ConditionExpression: 'userId = :u AND resetNonce = :n',
              ExpressionAttributeValues: { ':h': hash, ':u': userId, ':n': nonce },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw linkNotFound();
    throw error;
  }
  return { userId, emailAddress };
}
