import { companyDecider, type CompanyCommand, type CompanyState } from '../../../domain/company/decider';
import type { companyPatchSchema } from '../../../domain/company/schemas';
import type { z } from 'zod';
import { execute, type CompanyContext } from '../../lib/command';
import type { MailsOf } from '../../lib/outbox';
import type { EventStore } from '../../lib/event-store';

export type CompanyPatch = z.output<typeof companyPatchSchema>;

/** The command a company patch asks for: its info, two-step login, onboarding, subscription (spec 000 §7) or holidays (decision 100). */
const commandOf = (patch: CompanyPatch, now: Date): CompanyCommand =>
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
          : 'holidays' in patch
            ? { type: 'SetHolidays', holidays: patch.holidays }
            : 'faultReports' in patch
              ? { type: 'SetFaultReports', allowed: patch.faultReports }
              : { type: 'SetSubscriptionCancelled', cancelled: patch.subscriptionCancelled };

/** A change of the caller's company (who may make which is the handler's check). */
export async function updateCompany(
  patch: CompanyPatch,
  ctx: CompanyContext,
  store: EventStore,
  mails?: MailsOf<{ company: CompanyState }>,
): Promise<{ company: CompanyState }> {
  const commit = await execute(companyDecider, { type: 'Company', id: ctx.companyId }, commandOf(patch, ctx.now), ctx, {
    store,
    mails: mails && ((decided) => mails({ company: decided.state! })),
  });
  return { company: commit.state! };
}
