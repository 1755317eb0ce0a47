import { counterOf, tallyNames } from '../../domain/shared/tallies';
import type { UserState } from '../../domain/user/decider';
import { inviteUserSchema, renameSchema, roleChangeSchema } from '../../domain/user/schemas';
import * as z from 'zod';
import { changeRole } from '../commands/users/change-role';
import { inviteUser } from '../commands/users/invite-user';
import { removeUser } from '../commands/users/remove-user';
import { renameUser } from '../commands/users/rename-user';
import { apiHandler, etag, type ApiRequest } from '../http/api';
import { byNameOrder, decodeCursor } from '../http/cursor';
import { appBaseUrl } from '../platform/config';
import { eventStore, loadStream, loadTally } from '../store/store';
import { forbidden, notFound, parseInput } from '../http/http-errors';
import { invitationView } from '../use-cases/invitations';
import { assertMayMail } from '../mail/mail-limits';
import { recordedMail } from '../mail/outbox';
import { invitationMail } from '../mail/mails';
import { membersOf } from '../queries/memberships';
import { revokeAllSessions } from '../use-cases/sessions';
import { userView } from '../queries/views';
import { usersRoutes } from './routes/users.routes';

/** A company's people: list, detail, names, roles, deletion and invitations (spec 001 "Users"). */
const idSchema = z.object({ id: z.string({ error: 'Vælg en bruger' }).min(1, { error: 'Vælg en bruger' }).max(200) });

/** The task count is the person's own (strongly consistent) count of open tasks, their tally's: the one deletion checks (decision 120). */
async function memberView(companyId: string, userId: string) {
  const [user, tally] = await Promise.all([loadStream<UserState>('User', userId), loadTally('User', userId)]);
  const role = user?.state.roles[companyId];
  if (!user || user.state.deleted || !role) return null;
  return {
    ...userView(user.state, user.version),
    role,
    taskCount: counterOf(tally, tallyNames.openTasks(companyId)),
  };
}

const companyOf = (req: ApiRequest) => req.company!;

export const handler = apiHandler(usersRoutes, {
  'GET /api/user/index': async (req) => {
    const after = decodeCursor(req.query.cursor, 2);
    const rows = await membersOf(companyOf(req).id);
    const users = (await Promise.all(rows.map((row) => memberView(row.companyId, row.userId)))).filter(
      (user) => user !== null,
    );
    return { list: byNameOrder.page(users, after, 'users') };
  },

  /**
   * Each admin's id and name, nothing else (decision 165): a USER who completes a task gives a
   * finding's follow-up to themselves or to an admin, and names them as the task lists do.
   */
  'GET /api/user/admins': async (req) => {
    const rows = (await membersOf(companyOf(req).id)).filter((row) => row.role !== 'USER');
    const admins = await Promise.all(rows.map((row) => loadStream<UserState>('User', row.userId)));
    return {
      body: {
        admins: admins
          .filter((user) => user && !user.state.deleted && user.state.roles[companyOf(req).id]?.type !== 'USER')
          .map((user) => ({ id: user!.state.id, name: user!.state.name }))
          .sort((a, b) => a.name.localeCompare(b.name, 'da')),
      },
    };
  },

  'GET /api/user/{id}': async (req) => {
    const user = await memberView(companyOf(req).id, req.params.id);
    if (!user) throw notFound();
    return { body: { user }, headers: etag(user.version!) };
  },

  /** Own name, or (SUPER_ADMIN) another person's role. */
  'PATCH /api/user': async (req) => {
    const { auth, body, now } = req;
    if (body && typeof body === 'object' && 'type' in body) {
      if (companyOf(req).role !== 'SUPER_ADMIN') throw forbidden();
      const { user, version } = await changeRole(parseInput(roleChangeSchema, body), req.ctx!, eventStore());
      return { body: userView(user, version) };
    }
    const input = parseInput(renameSchema, body);
    const { user, version } = await renameUser(input, { now, actor: auth!.userId }, eventStore());
    return { body: userView(user, version) };
  },

  'PATCH /api/user/name': async ({ auth, body, now }) => {
    const input = parseInput(renameSchema, body);
    const { user, version } = await renameUser(input, { now, actor: auth!.userId }, eventStore());
    return { body: userView(user, version) };
  },

  'DELETE /api/user': async (req) => {
    const { id } = parseInput(idSchema, req.body ?? req.query);
    const { accountDeleted } = await removeUser({ id }, req.ctx!, eventStore());
    if (accountDeleted) await revokeAllSessions(id, req.now);
    return { body: {} };
  },

  'POST /api/user/invite': async (req) => {
    const ctx = req.ctx!;
    const input = parseInput(inviteUserSchema, req.body);
    const { invitation, invitationId } = await inviteUser(
      input,
      ctx,
      eventStore(),
      (address) => assertMayMail('invitation', address, ctx.companyId, ctx.now),
      ({ invitation, token, hasAccount }) => [
        recordedMail(
          invitationMail(invitation, ctx.actorName, `${appBaseUrl()}/auth/invitation/${token}`, hasAccount),
          'invitation',
        ),
      ],
    );
    return { status: 201, body: invitationView({ ...invitation, invitationId }) };
  },
});
