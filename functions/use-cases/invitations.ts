import { createHash } from 'node:crypto';
import type { InvitationState } from '../../domain/invitation/decider';
import { queryAll } from '../platform/aws';
import { tooLong } from '../store/commits';
import { tableName } from '../platform/config';
import type { EventStore } from '../store/event-store';
import { invitationKeys } from '../queries/inline-rows';
import { loadStream } from '../store/store';
import { byInstant } from '../../domain/shared/time';

/** An invitation as its lists show it: the aggregate's fields, keyed by `invitationId`. */
export interface InvitationRow extends Pick<
  InvitationState,
  'companyId' | 'companyName' | 'name' | 'emailAddress' | 'type' | 'date' | 'expiresAt'
> {
  invitationId: string;
  removed?: boolean;
}

/**
 * The claim that maps an invitation's secret token to its stream. It is named by the token's
 * SHA-256, so the secret itself is stored nowhere: only the mailed link carries it
 * (decision 033 "Invitations: the secret only in the mail"). The token is 256 random bits, so a
 * plain hash suffices (no salt or slow hash needed against guessing).
 */
export const invitationTokenKey = (token: string) =>
  `InvitationToken#${createHash('sha256').update(token, 'utf8').digest('base64url')}`;
/** The claim that allows one pending invitation per company and address. */
export const pendingInviteKey = (companyId: string, emailAddress: string) =>
  `Invite#${companyId}#${emailAddress.toLowerCase()}`;

/**
 * `invitation` of api.md. `token` is the invitation's id, a handle to list, delete and (for the
 * invitee) accept it by; the secret token is only in the mailed link. `GET /api/invitation/{token}`
 * answers with the secret its caller already holds.
 */
export const invitationView = (i: InvitationRow, secret?: string) => ({
  id: i.invitationId,
  token: secret ?? i.invitationId,
  name: i.name,
  emailAddress: i.emailAddress,
  type: i.type,
  date: i.date,
  expiresAt: i.expiresAt,
  companyId: i.companyId,
  companyName: i.companyName,
});

async function pending(pk: string, now: Date) {
  const rows = await queryAll<InvitationRow>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
  return rows
    .filter((row) => !row.removed && Date.parse(row.expiresAt) > now.getTime())
    .sort((a, b) => byInstant(b.date, a.date))
    .map((row) => invitationView(row));
}

export const pendingForCompany = (companyId: string, now: Date) =>
  pending(invitationKeys({ invitationId: '', companyId, emailAddress: '' })[0].pk, now);
export const pendingForAddress = (emailAddress: string, now: Date) =>
  pending(invitationKeys({ invitationId: '', companyId: '', emailAddress })[1].pk, now);

/** The invitation a secret token (of a mailed link) finds, through the claim named by its hash. */
export async function invitationByToken(store: EventStore, token: string): Promise<InvitationState | null> {
  const claim = await store.getClaim<{ invitationId: string }>(invitationTokenKey(token));
  return claim ? invitationById(store, claim.invitationId) : null;
}

export async function invitationById(store: EventStore, id: string): Promise<InvitationState | null> {
  if (tooLong(id)) return null;
  return (await loadStream<InvitationState>('Invitation', id, store))?.state ?? null;
}

/** `{id}` or `{token}`: an id first, else a secret token. */
export async function invitationByRef(
  store: EventStore,
  ref: { id?: string; token?: string },
): Promise<InvitationState | null> {
  if (ref.id !== undefined) return invitationById(store, ref.id);
  return (await invitationById(store, ref.token!)) ?? (await invitationByToken(store, ref.token!));
}
