import type { CompanyState } from '../../domain/company/decider';
import { invitationDecider } from '../../domain/invitation/decider';
import { DomainError } from '../../domain/shared/errors';
import { openTasksIn, userDecider, type UserState } from '../../domain/user/decider';
import { inviteUserSchema, renameSchema, roleChangeSchema } from '../../domain/user/schemas';
import * as z from 'zod';
import { emailClaimKey, type EmailClaim } from '../lib/accounts';
import { apiHandler, type ApiRequest } from '../lib/api';
import { execute, executeAll, prepare } from '../lib/command';
import { appBaseUrl } from '../lib/config';
import { ClaimTakenError, getClaim, loadStream } from '../lib/event-store';
import { forbidden, notFound, parseInput } from '../lib/http-errors';
import { newId, newSecret } from '../lib/ids';
import { invitationTokenKey, invitationView, pendingInviteKey } from '../lib/invitations';
import { assertMayMail } from '../lib/mail-limits';
import { sendMail } from '../lib/mailer';
import { invitationMail } from '../lib/mails';
import { membersOf } from '../lib/memberships';
import { revokeAllSessions } from '../lib/sessions';
import { userView } from '../lib/views';
import { usersRoutes } from './users.routes';

/** A company's people: list, detail, names, roles, deletion and invitations (spec 001 "Users"). */
const idSchema = z.object({ id: z.string({ error: 'Vælg en bruger' }).min(1, { error: 'Vælg en bruger' }).max(200) });

/** The task count is the person's own (strongly consistent) count of open tasks: the one deletion checks. */
async function memberView(companyId: string, userId: string) {
  const user = await loadStream<UserState>('User', userId);
  const role = user?.state.roles[companyId];
  if (!user || user.state.deleted || !role) return null;
  return { ...userView(user.state), role, taskCount: openTasksIn(user.state, companyId) };
}

const companyOf = (req: ApiRequest) => req.company!;

export const handler = apiHandler(usersRoutes, {
  'GET /api/user/index': async (req) => {
    const rows = await membersOf(companyOf(req).id);
    const users = (await Promise.all(rows.map((row) => memberView(row.companyId, row.userId)))).filter(Boolean);
    return { body: { users: users.sort((a, b) => a!.name.localeCompare(b!.name, 'da')) } };
  },

  'GET /api/user/{id}': async (req) => {
    const user = await memberView(companyOf(req).id, req.params.id);
    if (!user) throw notFound();
    return { body: { user } };
  },

  /** Own name, or (SUPER_ADMIN) another person's role. */
  'PATCH /api/user': async (req) => {
    const { auth, body, now } = req;
    const company = companyOf(req);
    if (body && typeof body === 'object' && 'type' in body) {
      if (company.role !== 'SUPER_ADMIN') throw forbidden();
      const input = parseInput(roleChangeSchema, body);
      const ctx = { now, actor: auth!.userId, companyId: company.id };
      const commit = await execute(
        userDecider,
        { type: 'User', id: input.id },
        { type: 'ChangeRole', companyId: company.id, role: input.type, actorId: auth!.userId },
        ctx,
      );
      return { body: userView(commit.state!) };
    }
    const { name } = parseInput(renameSchema, body);
    const commit = await execute(
      userDecider,
      { type: 'User', id: auth!.userId },
      { type: 'Rename', name },
      { now, actor: auth!.userId },
    );
    return { body: userView(commit.state!) };
  },

  'PATCH /api/user/name': async ({ auth, body, now }) => {
    const { name } = parseInput(renameSchema, body);
    const commit = await execute(
      userDecider,
      { type: 'User', id: auth!.userId },
      { type: 'Rename', name },
      { now, actor: auth!.userId },
    );
    return { body: userView(commit.state!) };
  },

  'DELETE /api/user': async (req) => {
    const { auth, now } = req;
    const company = companyOf(req);
    const { id } = parseInput(idSchema, req.body ?? req.query);
    if (id === auth!.userId) throw new DomainError('forbidden', 'DELETE_SELF', 'Du kan ikke slette dig selv.');
    const ctx = { now, actor: auth!.userId, companyId: company.id };
    // The person's stream decides: open tasks (kept there with every task's commit) refuse it, and
    // a removal from the last company, known only once decided on fresh state, releases the address.
    const [commit] = await executeAll(async () => {
      const removed = await prepare(
        userDecider,
        { type: 'User', id },
        { type: 'RemoveFromCompany', companyId: company.id, actorId: auth!.userId },
        ctx,
      );
      const user = removed.state as UserState;
      return { commits: [removed], releases: user.deleted ? [emailClaimKey(user.emailAddress)] : [] };
    });
    if ((commit?.state as UserState | undefined)?.deleted) await revokeAllSessions(id, now);
    return { body: {} };
  },

  'POST /api/user/invite': async (req) => {
    const { auth, body, now } = req;
    const company = companyOf(req);
    const input = parseInput(inviteUserSchema, body);
    const existing = await getClaim<EmailClaim>(emailClaimKey(input.emailAddress));
    const account = existing ? await loadStream<UserState>('User', existing.userId) : null;
    if (account?.state.roles[company.id]) {
      throw new DomainError('conflict', 'ALREADY_MEMBER', 'Personen er allerede bruger i virksomheden.', {
        emailAddress: 'Personen er allerede bruger i virksomheden.',
      });
    }
    const companyState = (await loadStream<CompanyState>('Company', company.id))!.state;
    await assertMayMail('invitation', input.emailAddress, company.id, now);
    // The secret exists only here and in the mail: the claim that finds the invitation is named by its hash.
    const token = newSecret();
    const invitationId = newId();
    const claims = [
      { pk: invitationTokenKey(token), attributes: { invitationId } },
      {
        pk: pendingInviteKey(company.id, input.emailAddress),
        attributes: { invitationId, expiresAtMs: now.getTime() + 14 * 86_400_000 },
        orIf: { expression: 'expiresAtMs < :now', values: { ':now': now.getTime() } },
      },
    ];
    const command = {
      type: 'CreateInvitation' as const,
      invitationId,
      companyId: company.id,
      companyName: companyState.name,
      name: input.name,
      emailAddress: input.emailAddress,
      role: input.type,
      invitedBy: auth!.userId,
      now,
    };
    const commit = await execute(
      invitationDecider,
      { type: 'Invitation', id: invitationId },
      command,
      { now, actor: auth!.userId, companyId: company.id },
      claims,
    ).catch((error) => {
      if (error instanceof ClaimTakenError) {
        throw new DomainError('conflict', 'ALREADY_INVITED', 'Personen er allerede inviteret.', {
          emailAddress: 'Personen er allerede inviteret.',
        });
      }
      throw error;
    });
    const invitation = commit.state!;
    const hasAccount = !!account && !account.state.deleted;
    await sendMail(invitationMail(invitation, auth!.user.name, `${appBaseUrl()}/auth/invitation/${token}`, hasAccount));
    return { status: 201, body: invitationView({ ...invitation, invitationId }) };
  },
});
