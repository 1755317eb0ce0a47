import { companyDecider, type CompanyCommand, type CompanyState } from '../../../domain/company/decider';
import { mergeCompanyPatch } from '../../../domain/company/merge';
import type { companyPatchSchema } from '../../../domain/company/schemas';
import { nouns } from '../../../domain/shared/versions';
import type { z } from 'zod';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { MailsOf } from '../../mail/outbox';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { notFound } from '../../http/http-errors';
import { stateAt, versionAfter } from '../../store/versioned';

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

/**
 * A change of the caller's company (who may make which is the handler's check). With `version`,
 * merged three-way first, in each attempt (decision 130 "Versioned edits merge three-way").
 */
export async function updateCompany(
  patch: CompanyPatch,
  ctx: CompanyContext,
  store: EventStore,
  mails?: MailsOf<{ company: CompanyState }>,
): Promise<{ company: CompanyState; version: number }> {
  let company!: CompanyState;
  let version!: number;
  await executeAll(store, async () => {
    const current = await loadStream<CompanyState>('Company', ctx.companyId, store);
    if (!current) throw notFound();
    [company, version] = [current.state, current.version];
    let merged: CompanyPatch | null = patch;
    if (patch.version !== undefined) {
      const base = await stateAt<CompanyState>(store, 'Company', ctx.companyId, patch.version, nouns.company);
      merged = mergeCompanyPatch(patch, base, current.state, current.version);
    }
    if (!merged) return [];
    const commit = await prepare(
      store,
      companyDecider,
      { type: 'Company', id: ctx.companyId },
      commandOf(merged, ctx.now),
      ctx,
    );
    if (commit.events.length === 0) return [];
    [company, version] = [commit.state as CompanyState, versionAfter(commit)];
    return { commits: [commit], mails: mails ? await mails({ company }) : [] };
  });
  return { company, version };
}
