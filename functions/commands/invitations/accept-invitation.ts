import type { CompanyState } from '../../../domain/company/decider';
import { assertUsable, invitationDecider, type InvitationState } from '../../../domain/invitation/decider';
import { DomainError } from '../../../domain/shared/errors';
import { userDecider, type UserState } from '../../../domain/user/decider';
import { assertMayBelongTo } from '../../../domain/user/rules';
import type { acceptInvitationSchema } from '../../../domain/user/schemas';
import type { z } from 'zod';
import { emailClaimKey } from '../../use-cases/accounts';
import { executeAll, prepare } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { HttpError } from '../../http/http-errors';
import { newId } from '../../store/ids';
import { invitationByRef, invitationByToken, pendingInviteKey } from '../../use-cases/invitations';
import { hashPassword } from '../../use-cases/passwords';

/** The signed-in person of a request, when there is one. */
export interface Caller {
  userId: string;
  user: UserState;
}

/** The UNLIMITED rule for the companies a person would then belong to. */
async function assertMayJoin(store: EventStore, existingCompanyIds: string[], joining: string) {
  const ids = [...new Set([...existingCompanyIds, joining])];
  const companies = await Promise.all(ids.map((id) => loadStream<CompanyState>('Company', id, store)));
  assertMayBelongTo(companies.flatMap((c) => (c ? [c.state] : [])));
}

/**
 * An invitation accepted: by the invitee's session (they join the company), or with the mailed
 * secret by a new person (their account is created, the address claimed). Without a session only
 * the secret accepts; the invitee's session may name the id instead. Answers the person, and
 * whether their account is new.
 */
export async function acceptInvitation(
  input: z.output<typeof acceptInvitationSchema>,
  ctx: { now: Date; caller: Caller | null },
  store: EventStore,
): Promise<{ user: UserState; version: number; created: boolean }> {
  const { now, caller } = ctx;
  const invitation = assertUsable(
    caller
      ? await invitationByRef(store, input)
      : input.token !== undefined
        ? await invitationByToken(store, input.token)
        : null,
    now,
  );
  return caller ? join(invitation, caller, now, store) : register(invitation, input, now, store);
}

async function join(invitation: InvitationState, caller: Caller, now: Date, store: EventStore) {
  if (caller.user.emailAddress !== invitation.emailAddress) {
    throw new DomainError('forbidden', 'NOT_INVITEE', 'Invitationen er sendt til en anden emailadresse.');
  }
  await assertMayJoin(store, Object.keys(caller.user.roles), invitation.companyId);
  const ctx = { now, companyId: invitation.companyId, actor: caller.userId };
  // The person's stream is also written by task commits (open tasks): a race is decided again.
  const [, joined] = await executeAll(store, async () => ({
    commits: [
      await prepare(
        store,
        invitationDecider,
        { type: 'Invitation', id: invitation.id },
        { type: 'AcceptInvitation', userId: caller.userId, now },
        ctx,
      ),
      await prepare(
        store,
        userDecider,
        { type: 'User', id: caller.userId },
        { type: 'JoinCompany', companyId: invitation.companyId, role: invitation.type },
        ctx,
      ),
    ],
    releases: [pendingInviteKey(invitation.companyId, invitation.emailAddress)],
  }));
  return { user: joined.state as UserState, version: joined.expectedVersion + joined.events.length, created: false };
}

async function register(
  invitation: InvitationState,
  input: { name?: string; password?: string },
  now: Date,
  store: EventStore,
) {
  if (await store.getClaim(emailClaimKey(invitation.emailAddress))) {
    throw new DomainError(
      'conflict',
      'ACCOUNT_EXISTS',
      'Der findes allerede en konto med denne emailadresse. Log ind og acceptér invitationen under Profil › Invitationer.',
    );
  }
  if (!input.name || !input.password) {
    throw new HttpError(400, 'VALIDATION', 'Der er et problem med de indtastede oplysninger.', {
      ...(input.name ? {} : { name: 'Indtast et navn' }),
      ...(input.password ? {} : { password: 'Indtast et password på mindst 10 tegn' }),
    });
  }
  const userId = newId();
  const ctx = { now, companyId: invitation.companyId, actor: userId };
  const accepted = await prepare(
    store,
    invitationDecider,
    { type: 'Invitation', id: invitation.id },
    { type: 'AcceptInvitation', userId, now },
    ctx,
  );
  const registered = await prepare(
    store,
    userDecider,
    { type: 'User', id: userId },
    {
      type: 'RegisterUser',
      userId,
      name: input.name,
      emailAddress: invitation.emailAddress,
      joins: { companyId: invitation.companyId, role: invitation.type },
    },
    ctx,
  );
  const claim = {
    pk: emailClaimKey(invitation.emailAddress),
    attributes: { userId, passwordHash: await hashPassword(input.password) },
  };
  await store.append(
    [accepted, registered],
    [claim],
    [pendingInviteKey(invitation.companyId, invitation.emailAddress)],
  );
  return { user: registered.state!, version: registered.expectedVersion + registered.events.length, created: true };
}
