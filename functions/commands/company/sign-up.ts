import { companyDecider, type CompanyState } from '../../../domain/company/decider';
import { userDecider, type UserState } from '../../../domain/user/decider';
import type { signUpSchema } from '../../../domain/user/schemas';
import type { z } from 'zod';
import { emailClaimKey } from '../../use-cases/accounts';
import { executeAll, prepare } from '../../store/command';
import type { MailsOf } from '../../mail/outbox';
import { ClaimTakenError } from '../../store/commits';
import type { EventStore } from '../../store/event-store';
import { HttpError } from '../../http/http-errors';
import { newId } from '../../store/ids';
import { hashPassword } from '../../use-cases/passwords';

const emailInUse = () =>
  new HttpError(409, 'EMAIL_IN_USE', 'Der findes allerede en konto med denne emailadresse.', {
    'user.emailAddress': 'Der findes allerede en konto med denne emailadresse.',
  });

/**
 * Sign-up: a new person founds a new company as its SUPER_ADMIN, and claims their e-mail address
 * (the claim holds the password's hash, never an event), in one transaction.
 */
export async function signUp(
  input: z.output<typeof signUpSchema>,
  ctx: { now: Date },
  store: EventStore,
  mails?: MailsOf<{ user: UserState; company: CompanyState }>,
): Promise<{ user: UserState; company: CompanyState; userVersion: number }> {
  const userId = newId();
  const companyId = newId();
  const cctx = { now: ctx.now, actor: userId, companyId };
  const claim = {
    pk: emailClaimKey(input.user.emailAddress),
    attributes: { userId, passwordHash: await hashPassword(input.user.password) },
  };
  // Both streams are new, so a lost race is only a conflicting transaction: built and tried again.
  const [company, user] = await executeAll(store, async () => {
    const commits = [
      await prepare(
        store,
        companyDecider,
        { type: 'Company', id: companyId },
        { type: 'CreateCompany', companyId, name: input.company.name, mfa: input.company.mfa, createdBy: userId },
        cctx,
      ),
      await prepare(
        store,
        userDecider,
        { type: 'User', id: userId },
        {
          type: 'RegisterUser',
          userId,
          name: input.user.name,
          emailAddress: input.user.emailAddress,
          joins: { companyId, role: 'SUPER_ADMIN' },
        },
        cctx,
      ),
    ];
    const result = { company: commits[0].state as CompanyState, user: commits[1].state as UserState };
    return { commits, claims: [claim], mails: mails ? await mails(result) : [] };
  }).catch((error) => {
    throw error instanceof ClaimTakenError ? emailInUse() : error;
  });
  return {
    user: user.state as UserState,
    company: company.state as CompanyState,
    // The person's version, as their reads answer it (decision 130).
    userVersion: user.expectedVersion + user.events.length,
  };
}
