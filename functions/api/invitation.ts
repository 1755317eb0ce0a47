import { assertUsable } from '../../domain/invitation/decider';
import { isAdmin } from '../../domain/shared/roles';
import { acceptInvitationSchema, invitationRefSchema } from '../../domain/user/schemas';
import { acceptInvitation } from '../commands/invitations/accept-invitation';
import { deleteInvitation } from '../commands/invitations/delete-invitation';
import { emailClaimKey, type EmailClaim } from '../use-cases/accounts';
import { apiHandler } from '../http/api';
import { eventStore, getClaim } from '../store/store';
import { forbidden, parseInput, unauthorized } from '../http/http-errors';
import { invitationByToken, invitationView, pendingForAddress, pendingForCompany } from '../use-cases/invitations';
import { createSession } from '../use-cases/sessions';
import { userView } from '../queries/views';
import { invitationRoutes } from './routes/invitation.routes';

/**
 * Invitations: look up, list, accept (new person or existing account), delete (spec 000 §7).
 * The secret token (only in the mailed link) finds an invitation through the claim named by its
 * hash; the invitation's id (what lists show, also as `token`) finds it for the invitee and its
 * company's admins, who are checked by the commands (`functions/commands/invitations/`).
 */
export const handler = apiHandler(invitationRoutes, {
  'GET /api/invitation/{token}': async ({ params, now }) => {
    const invitation = assertUsable(await invitationByToken(eventStore(), params.token), now);
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
    const { user, version, created } = await acceptInvitation(input, { now, caller: auth }, eventStore());
    return {
      status: created ? 201 : 200,
      body: { user: userView(user, version), token: await createSession(user, now) },
    };
  },

  'DELETE /api/invitation': async ({ auth, body, query, now }) => {
    if (!auth) throw unauthorized();
    await deleteInvitation(parseInput(invitationRefSchema, body ?? query), { now, caller: auth }, eventStore());
    return { body: {} };
  },
});
