import { setTimeout as sleep } from 'node:timers/promises';
import type { CompanyState } from '../../domain/company/decider';
import type { UserState } from '../../domain/user/decider';
import { safeReturnPath } from '../../domain/user/return-path';
import {
  loginRequestSchema,
  mfaCompletionSchema,
  newPasswordRequestSchema,
  newPasswordSchema,
} from '../../domain/user/schemas';
import { emailClaimKey, type EmailClaim } from '../use-cases/accounts';
import { apiHandler, etag } from '../http/api';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from '../platform/aws';
import { appBaseUrl, passwordResetQueueUrl } from '../platform/config';
import { getClaim, loadStream } from '../store/store';
import { HttpError, parseInput, unauthorized } from '../http/http-errors';
import { consumeLink, createLink } from '../use-cases/links';
import { assertMayMail } from '../mail/mail-limits';
import { recordedMail } from '../mail/outbox';
import { liftSuppression } from '../mail/mail-suppression';
import { mfaMail } from '../mail/mails';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../use-cases/passwords';
import { createSession, renewSession, revokeAllSessions, revokeSession } from '../use-cases/sessions';
import { clearFailures, failureDelayMs, reserveAttempt } from '../http/throttle';
import { userView } from '../queries/views';
import { resetPassword } from '../use-cases/credentials';
import type { ResetRequest } from '../jobs/password-reset';
import { userRoutes } from './routes/user.routes';

/** Login, two-step login, password reset, the current user and logout (api.md "Accounts"). */
const LOGIN_FAILED = 'Emailaddresse eller password er forkert';
const MFA_VALID_MS = 5 * 60_000;

/** A two-step login link's row: the person, and the page they asked for (`/auth?from=`), when safe. */
interface MfaLink {
  userId: string;
  from?: string;
}

async function requiresMfa(user: UserState): Promise<boolean> {
  const companies = await Promise.all(Object.keys(user.roles).map((id) => loadStream<CompanyState>('Company', id)));
  return companies.some((company) => company?.state.mfa.active);
}

export const handler = apiHandler(userRoutes, {
  'POST /api/user': async ({ body, now }) => {
    const input = parseInput(loginRequestSchema, body);
    // The check is reserved before the password is looked at: a 6th in 15 minutes, even in parallel, is refused unchecked.
    const checks = await reserveAttempt(input.emailAddress, now);
    if (checks === null) throw new HttpError(429, 'TOO_MANY_ATTEMPTS', LOGIN_FAILED);
    const claim = await getClaim<EmailClaim>(emailClaimKey(input.emailAddress));
    const valid = await verifyPassword(input.password, claim?.passwordHash ?? DUMMY_HASH);
    const user = claim && valid ? await loadStream<UserState>('User', claim.userId) : null;
    if (!user || user.state.deleted) {
      await sleep(failureDelayMs(checks));
      throw new HttpError(401, 'LOGIN_FAILED', LOGIN_FAILED);
    }
    await clearFailures(input.emailAddress);
    if (await requiresMfa(user.state)) {
      await assertMayMail('mfa', user.state.emailAddress, undefined, now);
      // The page asked for stays with the link (never in its URL), so the mailed login returns there.
      const data: MfaLink = input.from ? { userId: user.state.id, from: input.from } : { userId: user.state.id };
      await createLink('Mfa', data, MFA_VALID_MS, now, (token) => [
        recordedMail(mfaMail(user.state, `${appBaseUrl()}/auth/mfa/step_two/${token}`), 'mfa'),
      ]);
      return { body: { mfa: true } };
    }
    return {
      body: { mfa: false, user: userView(user.state, user.version), token: await createSession(user.state, now) },
    };
  },

  'POST /api/user/mfa': async ({ body, now }) => {
    const { authCode } = parseInput(mfaCompletionSchema, body);
    const { userId, from } = await consumeLink<MfaLink>('Mfa', authCode, now);
    const user = await loadStream<UserState>('User', userId);
    if (!user || user.state.deleted) throw new HttpError(404, 'LINK_NOT_FOUND', 'Anmodning fandtes ikke');
    // The link came by e-mail: the address works again (decision 092 "Bounced addresses").
    await liftSuppression(user.state.emailAddress);
    const target = safeReturnPath(from);
    return {
      body: {
        user: userView(user.state, user.version),
        token: await createSession(user.state, now),
        ...(target ? { from: target } : {}),
      },
    };
  },

  /**
   * Answers the same, after the same work, whether or not the address has an account (no account
   * enumeration, not even by timing): the request is counted against the address's limit and
   * queued; `functions/jobs/password-reset.ts` looks the address up and mails the link.
   */
  'POST /api/user/new-password-request': async ({ body, now }) => {
    const { emailAddress } = parseInput(newPasswordRequestSchema, body);
    await assertMayMail('passwordReset', emailAddress, undefined, now);
    const message: ResetRequest = { emailAddress };
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: passwordResetQueueUrl(), MessageBody: JSON.stringify(message) }),
    );
    return { body: {} };
  },

  'POST /api/user/new-password': async ({ body, now }) => {
    const input = parseInput(newPasswordSchema, body);
    const { userId, emailAddress } = await resetPassword(input.token, () => hashPassword(input.newPassword), now);
    await revokeAllSessions(userId, now);
    await clearFailures(emailAddress);
    await liftSuppression(emailAddress); // the link came by e-mail (decision 092 "Bounced addresses")
    return { body: {} };
  },

  /** The person, and a token for their session, its expiry slid on at most once a day (`renewSession`). */
  'GET /api/user': async ({ auth, now, items }) => {
    if (!auth) throw unauthorized();
    const token = await renewSession(items, auth.sessionId, auth.user, now);
    if (!token) throw unauthorized();
    return { body: { token, user: userView(auth.user, auth.version) }, headers: etag(auth.version) };
  },

  'POST /api/user/logout': async ({ auth }) => {
    if (!auth) throw unauthorized();
    await revokeSession(auth.sessionId);
    return { body: {} };
  },
});
