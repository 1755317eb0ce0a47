import { companyDecider, type CompanyCommand, type CompanyState } from '../../domain/company/decider';
import { companyPatchSchema } from '../../domain/company/schemas';
import { userDecider } from '../../domain/user/decider';
import { signUpSchema } from '../../domain/user/schemas';
import { monthKey } from '../../domain/shared/time';
import { apiHandler } from '../lib/api';
import { emailClaimKey } from '../lib/accounts';
import { execute, prepare } from '../lib/command';
import { append, ClaimTakenError, ConcurrencyError, loadStream } from '../lib/event-store';
import { HttpError, forbidden, notFound, parseInput } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { upgradeMail, welcomeMail } from '../lib/mails';
import { sendMail } from '../lib/mailer';
import { membershipsOf } from '../lib/memberships';
import { hashPassword } from '../lib/passwords';
import { createSession } from '../lib/sessions';
import { monthFigures } from '../lib/statistics';
import { companyView, userView } from '../lib/views';
import { mayMail } from '../lib/mail-limits';
import { companyRoutes } from './company.routes';

async function withRetry(write: () => Promise<void>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
    }
  }
}

async function loadCompanyView(companyId: string, now: Date) {
  const company = await loadStream<CompanyState>('Company', companyId);
  return company ? companyView(company.state, await monthFigures(companyId, monthKey(now), now)) : null;
}

export const handler = apiHandler(companyRoutes, {
  /** Sign-up: a new person founds a new company as its SUPER_ADMIN, in one transaction. */
  'POST /api/company': async ({ body, now }) => {
    const input = parseInput(signUpSchema, body);
    const userId = newId();
    const companyId = newId();
    const ctx = { now, actor: userId, companyId };
    const company = await prepare(
      companyDecider,
      { type: 'Company', id: companyId },
      { type: 'CreateCompany', companyId, name: input.company.name, mfa: input.company.mfa, createdBy: userId },
      ctx,
    );
    const user = await prepare(
      userDecider,
      { type: 'User', id: userId },
      {
        type: 'RegisterUser',
        userId,
        name: input.user.name,
        emailAddress: input.user.emailAddress,
        joins: { companyId, role: 'SUPER_ADMIN' },
      },
      ctx,
    );
    const claim = {
      pk: emailClaimKey(input.user.emailAddress),
      attributes: { userId, passwordHash: await hashPassword(input.user.password) },
    };
    try {
      // A conflicting transaction (never a taken version: both streams are new) is retried.
      await withRetry(() => append([company, user], [claim]));
    } catch (error) {
      if (error instanceof ClaimTakenError) {
        throw new HttpError(409, 'EMAIL_IN_USE', 'Der findes allerede en konto med denne emailadresse.', {
          'user.emailAddress': 'Der findes allerede en konto med denne emailadresse.',
        });
      }
      throw error;
    }
    const token = await createSession(user.state!, now);
    // The account stands either way; over the rate limit (decisions.md "E-mail rate limits") the welcome is skipped.
    if (await mayMail('welcome', input.user.emailAddress, undefined, now)) {
      await sendMail(welcomeMail(user.state!, company.state!)).catch((error) =>
        console.error(JSON.stringify({ level: 'error', message: 'welcome mail failed', error: String(error) })),
      );
    }
    return { status: 201, body: { user: userView(user.state!), token } };
  },

  /** The caller's companies, from the memberships read model. */
  'GET /api/company': async ({ auth, query, now }) => {
    if (query.userId && query.userId !== auth!.userId) throw forbidden();
    const rows = await membershipsOf(auth!.userId);
    const companies = await Promise.all(rows.map((row) => loadCompanyView(row.companyId, now)));
    return { body: companies.filter(Boolean) };
  },

  /** Company info, two-step login, onboarding and subscription (spec 000 §7); SUPER_ADMIN but onboarding. */
  'PATCH /api/company': async ({ auth, body, company, now }) => {
    const patch = parseInput(companyPatchSchema, body);
    if (patch.id !== company!.id) throw forbidden();
    if (!('onboarding' in patch) && company!.role !== 'SUPER_ADMIN') throw forbidden();
    const command: CompanyCommand =
      'name' in patch
        ? {
            type: 'UpdateCompanyInfo',
            info: { name: patch.name, vatNumber: patch.vatNumber, address: patch.address, city: patch.city },
          }
        : 'mfa' in patch
          ? { type: 'SetMfa', active: patch.mfa.active }
          : 'onboarding' in patch
            ? { type: 'SetOnboarding', onboarding: patch.onboarding }
            : 'subscription' in patch
              ? { type: 'UpgradeSubscription', now }
              : { type: 'SetSubscriptionCancelled', cancelled: patch.subscriptionCancelled };
    const commit = await execute(companyDecider, { type: 'Company', id: company!.id }, command, {
      now,
      actor: auth!.userId,
      companyId: company!.id,
    });
    if (
      command.type === 'UpgradeSubscription' &&
      (await mayMail('upgrade', auth!.user.emailAddress, company!.id, now))
    ) {
      await sendMail(upgradeMail(auth!.user, commit.state!)).catch((error) =>
        console.error(JSON.stringify({ level: 'error', message: 'upgrade mail failed', error: String(error) })),
      );
    }
    return { body: companyView(commit.state!, await monthFigures(company!.id, monthKey(now), now)) };
  },

  'GET /api/company/{id}': async ({ company, now }) => {
    const view = await loadCompanyView(company!.id, now);
    if (!view) throw notFound();
    return { body: view };
  },
});
