import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';

/**
 * Addresses SES reported as bouncing for good or complaining (decision 092 "Bounced addresses"):
 * one row per address in the event-store table (`kind` `mailSuppression`, never a commit, so the
 * pipe passes none). Non-essential e-mail (reminders, notes, welcome, upgrade) is not sent to
 * them; what a person asks for (invitation, password reset, two-step sign-in) still is, and using
 * a link from such an e-mail proves the mailbox works again and lifts the suppression.
 */
export interface Suppression {
  pk: string;
  sk: 0;
  kind: 'mailSuppression';
  address: string;
  reason: 'bounce' | 'complaint';
  /** SES's bounce type and subtype, or the complaint's feedback type. */
  detail: string;
  at: string;
}

const normal = (address: string) => address.trim().toLowerCase();
const keyOf = (address: string) => ({ pk: `MailSuppression#${normal(address)}`, sk: 0 });

export async function isSuppressed(address: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('events'), Key: keyOf(address), ConsistentRead: true }),
  );
  return !!Item;
}

export async function suppress(address: string, reason: Suppression['reason'], detail: string, at: Date) {
  const item: Suppression = {
    ...keyOf(address),
    sk: 0,
    kind: 'mailSuppression',
    address: normal(address),
    reason,
    detail,
    at: at.toISOString(),
  };
  await dynamo().send(new PutCommand({ TableName: tableName('events'), Item: item }));
}

/** The address received and used a link: it works again. */
export async function liftSuppression(address: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('events'), Key: keyOf(address) }));
}
