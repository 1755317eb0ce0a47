import { loginSchema } from '../../domain/user/schemas';
import type { UserState } from '../../domain/user/decider';
import { apiHandler } from '../lib/api';
import { getClaim, loadStream } from '../lib/event-store';
import { HttpError, parseInput, unauthorized } from '../lib/http-errors';
import { DUMMY_HASH, verifyPassword } from '../lib/passwords';
import { createSession, renewSession, revokeSession } from '../lib/sessions';
import { userView } from '../lib/views';
import { emailClaimKey, type EmailClaim } from '../lib/accounts';
import { userRoutes } from './user.routes';

/** Login, the current user and logout (api.md "Accounts"). */
const LOGIN_FAILED = 'Emailaddresse eller password er forkert';

export const handler = apiHandler(userRoutes, {
  'POST /api/user': async ({ body, now }) => {
    const input = parseInput(loginSchema, body);
    const claim = await getClaim<EmailClaim>(emailClaimKey(input.emailAddress));
    const valid = await verifyPassword(input.password, claim?.passwordHash ?? (await DUMMY_HASH));
    const user = claim && valid ? await loadStream<UserState>('User', claim.userId) : null;
    if (!user) throw new HttpError(401, 'LOGIN_FAILED', LOGIN_FAILED);
    const token = await createSession(user.state.id, now);
    return { body: { mfa: false, user: userView(user.state), token } };
  },

  'GET /api/user': async ({ auth, now }) => {
    if (!auth) throw unauthorized();
    const token = await renewSession(auth.sessionId, auth.userId, now);
    return { body: { token, user: userView(auth.user) } };
  },

  'POST /api/user/logout': async ({ auth }) => {
    if (!auth) throw unauthorized();
    await revokeSession(auth.sessionId);
    return { body: {} };
  },
});
