import type { InvitationState } from '../../domain/invitation/decider';
import { queryAll } from './aws';
import { tableName } from './config';

/** An invitation as its lists show it: the aggregate's fields, keyed by `invitationId`. */
export interface InvitationRow extends Pick<InvitationState, 'token' | 'companyId' | 'companyName' | 'name' | 'emailAddress' | 'type' | 'date' | 'expiresAt'> {
  invitationId: string;
  removed?: boolean;
}

/** The two rows of one invitation: under its company and under the invitee's address. */
export const invitationKeys = (i: { invitationId: string; companyId: string; emailAddress: string }) => [
  { pk: `Invitations#${i.companyId}`, sk: i.invitationId },
  { pk: `InvitationsFor#${i.emailAddress.toLowerCase()}`, sk: i.invitationId },
];

/** The claim that maps an invitation's secret token to its stream. */
export const invitationTokenKey = (token: string) => `InvitationToken#${token}`;
/** The claim that allows one pending invitation per company and address. */
export const pendingInviteKey = (companyId: string, emailAddress: string) => `Invite#${companyId}#${emailAddress.toLowerCase()}`;

/** `invitation` of api.md. */
export const invitationView = (i: InvitationRow) => ({
  token: i.token,
  name: i.name,
  emailAddress: i.emailAddress,
  type: i.type,
  date: i.date,
  expiresAt: i.expiresAt,
  companyId: i.companyId,
  companyName: i.companyName,
});

async function pending(pk: string, now: Date) {
  const rows = await queryAll<InvitationRow>({ TableName: tableName('readModels'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
  return rows
    .filter((row) => !row.removed && new Date(row.expiresAt) > now)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(invitationView);
}

export const pendingForCompany = (companyId: string, now: Date) => pending(invitationKeys({ invitationId: '', companyId, emailAddress: '' })[0].pk, now);
export const pendingForAddress = (emailAddress: string, now: Date) => pending(invitationKeys({ invitationId: '', companyId: '', emailAddress })[1].pk, now);
