import type { CompanyState } from '../../domain/company/decider';
import {
  assertUsable,
  invitationDecider,
  invitationUnknown,
  type InvitationState,
} from '../../domain/invitation/decider';
import { DomainError } from '../../domain/shared/errors';
import { isAdmin } from '../../domain/shared/roles';
import { userDecider, type UserState } from '../../domain/user/decider';
import { assertMayBelongTo } from '../../domain/user/rules';
import { acceptInvitationSchema, invitationRefSchema } from '../../domain/user/schemas';
import { emailClaimKey, type EmailClaim } from '../lib/accounts';
import { apiHandler } from '../lib/api';
import { executeAll, prepare } from '../lib/command';
import { append, getClaim, loadStream } from '../lib/event-store';
import { forbidden, HttpError, parseInput, unauthorized } from '../lib/http-errors';
import { MAX_KEY_PART } from '../lib/event-store';
import { newId } from '../lib/ids';
import {
  invitationTokenKey,
  invitationView,
  pendingForAddress,
  pendingForCompany,
  pendingInviteKey,
} from '../lib/invitations';
import { hashPassword } from '../lib/passwords';
import { createSession } from '../lib/sessions';
import { userView } from '../lib/views';
import { invitationRoutes } from './invitation.routes';

/**
 * Invitations: look up, list, accept (new person or existing account), delete (spec 000 §7).
 * The secret token (only in the mailed link) finds an invitation through the claim named by its
 * hash; the invitation's id (what lists show, also as `token`) finds it for the invitee and its
 * company's admins, who are checked here.
 */
async function byToken(token: string): Promise<InvitationState | null> {
  const claim = await getClaim<{ invitationId: string }>(invitationTokenKey(token));
  return claim ? byId(claim.invitationId) : null;
}

async function byId(id: string): Promise<InvitationState | null> {
  if (id.length > MAX_KEY_PART) return null;
  return (await loadStream<InvitationState>('Invitation', id))?.state ?? null;
}

/** `{id}` or `{token}`: an id first, else a secret token. */
async function byRef(ref: { id?: string; token?: string }): Promise<InvitationState | null> {
  if (ref.id !== undefined) return byId(ref.id);
  return (await byId(ref.token!)) ?? (await byToken(ref.token!));
}

/** The UNLIMITED rule for the companies a person would then belong to. */
async function assertMayJoin(existingCompanyIds: string[], joining: string) {
  const ids = [...new Set([...existingCompanyIds, joining])];
  const companies = await Promise.all(ids.map((id) => loadStream<CompanyState>('Company', id)));
  assertMayBelongTo(companies.flatMap((c) => (c ? [c.state] : [])));
}

export const handler = apiHandler(invitationRoutes, {
  'GET /api/invitation/{token}': async ({ params, now }) => {
    const invitation = assertUsable(await byToken(params.token), now);
    const claim = await getClaim<EmailClaim>(emailClaimKey(invitation.emailAddress));
    return {
      body: { ...invitationView({ ...invitation, invitationId: invitation.id }, params.token), hasAccount: !!claim },
    };
  },

  'GET /api/invitation': async ({ auth, query, now }) => {
    if (query.companyId) {
      if (!isAdmin(auth!.user.roles[query.companyId]?.type)) throw forbidden();
      return { body: await pendingForCompany(query.companyId, now) };
    }
    return { body: await pendingForAddress(auth!.user.emailAddress, now) };
  },

  'POST /api/invitation': async ({ auth, body, now }) => {
    const input = parseInput(acceptInvitationSchema, body);
    // Without a session only the mailed secret accepts; the invitee's session may name the id instead.
    const invitation = assertUsable(
      auth ? await byRef(input) : input.token !== undefined ? await byToken(input.token) : null,
      now,
    );
    const release = [pendingInviteKey(invitation.companyId, invitation.emailAddress)];
    const ctx = { now, companyId: invitation.companyId };

    if (auth) {
      if (auth.user.emailAddress !== invitation.emailAddress) {
        throw new DomainError('forbidden', 'NOT_INVITEE', 'Invitationen er sendt til en anden emailadresse.');
      }
      await assertMayJoin(Object.keys(auth.user.roles), invitation.companyId);
      const actx = { ...ctx, actor: auth.userId };
      // The person's stream is also written by task commits (open tasks): a race is decided again.
      const [, joined] = await executeAll(async () => ({
        commits: [
          await prepare(
            invitationDecider,
            { type: 'Invitation', id: invitation.id },
            { type: 'AcceptInvitation', userId: auth.userId, now },
            actx,
          ),
          await prepare(
            userDecider,
            { type: 'User', id: auth.userId },
            { type: 'JoinCompany', companyId: invitation.companyId, role: invitation.type },
            actx,
          ),
        ],
        releases: release,
      }));
      return {
        body: { user: userView(joined.state as UserState), token: await createSession(joined.state as UserState, now) },
      };
    }

    if (await getClaim(emailClaimKey(invitation.emailAddress))) {
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
    const nctx = { ...ctx, actor: userId };
    const accepted = await prepare(
      invitationDecider,
      { type: 'Invitation', id: invitation.id },
      { type: 'AcceptInvitation', userId, now },
      nctx,
    );
    const registered = await prepare(
      userDecider,
      { type: 'User', id: userId },
      {
        type: 'RegisterUser',
        userId,
        name: input.name,
        emailAddress: invitation.emailAddress,
        joins: { companyId: invitation.companyId, role: invitation.type },
      },
      nctx,
    );
    const claim = {
      pk: emailClaimKey(invitation.emailAddress),
      attributes: { userId, passwordHash: await hashPassword(input.password) },
    };
    await append([accepted, registered], [claim], release);
    return {
      status: 201,
      body: { user: userView(registered.state!), token: await createSession(registered.state!, now) },
    };
  },

  'DELETE /api/invitation': async ({ auth, body, query, now }) => {
    if (!auth) throw unauthorized();
    const invitation = await byRef(parseInput(invitationRefSchema, body ?? query));
    if (!invitation || invitation.status !== 'PENDING') throw invitationUnknown();
    const mayDelete =
      isAdmin(auth.user.roles[invitation.companyId]?.type) || auth.user.emailAddress === invitation.emailAddress;
    if (!mayDelete) throw invitationUnknown();
    const commit = await prepare(
      invitationDecider,
      { type: 'Invitation', id: invitation.id },
      { type: 'DeleteInvitation' },
      { now, actor: auth.userId, companyId: invitation.companyId },
    );
    await append([commit], [], [pendingInviteKey(invitation.companyId, invitation.emailAddress)]);
    return { body: {} };
  },
});
