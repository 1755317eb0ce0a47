import type { CompanyState } from '../../domain/company/decider';
import { companyPatchSchema } from '../../domain/company/schemas';
import { signUpSchema } from '../../domain/user/schemas';
import { monthKey } from '../../domain/shared/time';
import { signUp } from '../commands/company/sign-up';
import { updateCompany } from '../commands/company/update-company';
import { apiHandler, etag } from '../http/api';
import { eventStore, loadStream, loadTally } from '../store/store';
import { forbidden, notFound, parseInput } from '../http/http-errors';
import { upgradeMail, welcomeMail } from '../mail/mails';
import { recordedMail } from '../mail/outbox';
import { membershipsOf } from '../queries/memberships';
import { createSession } from '../use-cases/sessions';
import { monthFigures } from '../queries/statistics';
import { companyView, userView } from '../queries/views';
import { mayMail } from '../mail/mail-limits';
import { companyRoutes } from './routes/company.routes';

async function loadCompanyView(companyId: string, now: Date) {
  const [company, tally] = await Promise.all([
    loadStream<CompanyState>('Company', companyId),
    loadTally('Company', companyId),
  ]);
  if (!company) return null;
  const calendar = { holidays: company.state.holidays };
  return companyView(
    company.state,
    tally,
    await monthFigures(companyId, monthKey(now), now, calendar),
    company.version,
  );
}

export const handler = apiHandler(companyRoutes, {
  /** Sign-up: a new person founds a new company as its SUPER_ADMIN, in one transaction. */
  'POST /api/company': async ({ body, now }) => {
    const input = parseInput(signUpSchema, body);
    // The account stands either way; over the rate limit (decision 034 "E-mail rate limits") the welcome is skipped.
    const { user, userVersion } = await signUp(input, { now }, eventStore(), async ({ user, company }) =>
      (await mayMail('welcome', input.user.emailAddress, undefined, now))
        ? [recordedMail(welcomeMail(user, company), 'welcome')]
        : [],
    );
    const token = await createSession(user, now);
    return { status: 201, body: { user: userView(user, userVersion), token } };
  },

  /** The caller's companies, from the memberships read model. */
  'GET /api/company': async ({ auth, query, now }) => {
    if (query.userId && query.userId !== auth!.userId) throw forbidden();
    const rows = await membershipsOf(auth!.userId);
    const companies = await Promise.all(rows.map((row) => loadCompanyView(row.companyId, now)));
    return { body: companies.filter(Boolean) };
  },

  /** Company info, two-step login, onboarding and subscription (spec 000 §7); SUPER_ADMIN but onboarding. */
  'PATCH /api/company': async ({ auth, body, company, ctx, now }) => {
    const patch = parseInput(companyPatchSchema, body);
    if (patch.id !== company!.id) throw forbidden();
    // Onboarding and fault reports (decision 113) are any admin's; the rest the SUPER_ADMIN's.
    if (!('onboarding' in patch) && !('faultReports' in patch) && company!.role !== 'SUPER_ADMIN') throw forbidden();
    const { company: state, version } = await updateCompany(patch, ctx!, eventStore(), async ({ company: upgraded }) =>
      'subscription' in patch && (await mayMail('upgrade', auth!.user.emailAddress, company!.id, now))
        ? [recordedMail(upgradeMail(auth!.user, upgraded), 'upgrade')]
        : [],
    );
    const calendar = { holidays: state.holidays };
    const [tally, month] = await Promise.all([
      loadTally('Company', company!.id),
      monthFigures(company!.id, monthKey(now), now, calendar),
    ]);
    return { body: companyView(state, tally, month, version) };
  },

  'GET /api/company/{id}': async ({ company, now }) => {
    const view = await loadCompanyView(company!.id, now);
    if (!view) throw notFound();
    return { body: view, headers: etag(view.version) };
  },
});
