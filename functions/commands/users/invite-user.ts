import type { CompanyState } from '../../../domain/company/decider';
import { INVITATION_DAYS, invitationDecider, type InvitationState } from '../../../domain/invitation/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { UserState } from '../../../domain/user/decider';
import type { InviteUserInput } from '../../../domain/user/schemas';
import { emailClaimKey, type EmailClaim } from '../../use-cases/accounts';
import { execute, type CompanyContext } from '../../store/command';
import { ClaimTakenError } from '../../store/commits';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { newId, newSecret } from '../../store/ids';
import type { MailsOf } from '../../mail/outbox';

/** What an invitation answers: the secret exists only here, for the mailed link. */
export interface Invited {
  invitation: InvitationState;
  invitationId: string;
  token: string;
  hasAccount: boolean;
}
import { invitationTokenKey, pendingInviteKey } from '../../use-cases/invitations';

/** The pending claim lapses with the invitation. */
const PENDING_MS = INVITATION_DAYS * 86_400_000;

const alreadyMember = () =>
  new DomainError('conflict', 'ALREADY_MEMBER', 'Personen er allerede bruger i virksomheden.', {
    emailAddress: 'Personen er allerede bruger i virksomheden.',
  });
const alreadyInvited = () =>
  new DomainError('conflict', 'ALREADY_INVITED', 'Personen er allerede inviteret.', {
    emailAddress: 'Personen er allerede inviteret.',
  });

/**
 * An invitation to the company, one pending per address (a claim that a lapsed invitation gives
 * up). The secret exists only in what this answers, for the mailed link: the claim that finds the
 * invitation is named by its hash. `mayMail` is the e-mail rate limit (outside the event store),
 * counted once the person is known not to be a member, before anything is written.
 */
export async function inviteUser(
  input: InviteUserInput,
  ctx: CompanyContext,
  store: EventStore,
  mayMail: (emailAddress: string) => Promise<void>,
  mails?: MailsOf<Invited>,
): Promise<Invited> {
  const existing = await store.getClaim<EmailClaim>(emailClaimKey(input.emailAddress));
  const account = existing ? await loadStream<UserState>('User', existing.userId, store) : null;
  if (account?.state.roles[ctx.companyId]) throw alreadyMember();
  const company = (await loadStream<CompanyState>('Company', ctx.companyId, store))!.state;
  await mayMail(input.emailAddress);
  const token = newSecret();
  const invitationId = newId();
  const claims = [
    { pk: invitationTokenKey(token), attributes: { invitationId } },
    {
      pk: pendingInviteKey(ctx.companyId, input.emailAddress),
      attributes: { invitationId, expiresAtMs: ctx.now.getTime() + PENDING_MS },
      orIfExpiredBefore: ctx.now.getTime(),
    },
  ];
  const command = {
    type: 'CreateInvitation' as const,
    invitationId,
    companyId: ctx.companyId,
    companyName: company.name,
    name: input.name,
    emailAddress: input.emailAddress,
    role: input.type,
    invitedBy: ctx.actor,
    now: ctx.now,
  };
  const hasAccount = !!account && !account.state.deleted;
  const commit = await execute(invitationDecider, { type: 'Invitation', id: invitationId }, command, ctx, {
    store,
    claims,
    mails: mails && ((decided) => mails({ invitation: decided.state!, invitationId, token, hasAccount })),
  }).catch((error) => {
    throw error instanceof ClaimTakenError ? alreadyInvited() : error;
  });
  return { invitation: commit.state!, invitationId, token, hasAccount };
}
