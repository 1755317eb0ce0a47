import { mergeFields, type MergeSpec } from '../shared/merge';
import { mergeOne, nouns, StaleVersionError } from '../shared/versions';
import type { CompanyState } from './decider';
import type { CompanyInfo, CompanyPatch } from './schemas';

const infoSpec: MergeSpec<CompanyInfo> = { fields: ['name', 'vatNumber', 'address', 'city'] };
const infoOf = (company: CompanyInfo): CompanyInfo => ({
  name: company.name,
  vatNumber: company.vatNumber,
  address: company.address,
  city: company.city,
});

/** The one setting a patch that is not the info changes, as the patch and the state each hold it. */
function settingOf(patch: Exclude<CompanyPatch, CompanyInfo>): [string, (c: CompanyState) => unknown, unknown] {
  if ('mfa' in patch) return ['mfa', (c) => c.mfa.active, patch.mfa.active];
  if ('onboarding' in patch) return ['onboarding', (c) => c.onboarding, patch.onboarding];
  if ('subscription' in patch) return ['subscription', (c) => c.subscription, patch.subscription];
  if ('holidays' in patch) return ['holidays', (c) => c.holidays, patch.holidays];
  if ('faultReports' in patch) return ['faultReports', (c) => c.faultReports, patch.faultReports];
  return ['subscriptionCancelled', (c) => c.subscriptionCancelled, patch.subscriptionCancelled];
}

/**
 * Pure: a versioned company patch merged three-way (decision 130 "Versioned edits merge three-way")
 * against the company at the writer's version (`base`) and now (`current`, at `version`): the patch
 * to apply, or null when nothing is left to write. The info's four fields merge one by one; a
 * setting is one field. Both sides changing a field to different values throws STALE_VERSION with
 * its current value (the two-step login's as `mfa: {active, method}`, as the API takes it).
 */
export function mergeCompanyPatch(
  patch: CompanyPatch,
  base: CompanyState,
  current: CompanyState,
  version: number,
): CompanyPatch | null {
  if ('name' in patch) {
    const result = mergeFields(infoSpec, infoOf(base), infoOf(patch), infoOf(current));
    if (!result.ok)
      throw new StaleVersionError(
        nouns.company,
        Object.fromEntries(result.conflicts.map((field) => [field, current[field]])),
        version,
      );
    return result.changes.length > 0 ? { ...patch, ...result.merged } : null;
  }
  const [field, valueIn, mine] = settingOf(patch);
  try {
    return mergeOne(field, { base: valueIn(base), mine, theirs: valueIn(current), version }, nouns.company)
      ? patch
      : null;
  } catch (error) {
    // The two-step login is `mfa: {active, method}` in the API: its conflict names it so.
    if (error instanceof StaleVersionError && field === 'mfa')
      throw new StaleVersionError(nouns.company, { mfa: current.mfa }, version);
    throw error;
  }
}
