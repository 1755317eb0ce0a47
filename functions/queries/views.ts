import type { CompanyState } from '../../domain/company/decider';
import { inventoryCounts } from '../../domain/company/plan';
import type { Tally } from '../../domain/shared/tallies';
import type { MonthStats } from '../../domain/task/statistics';
import type { UserState } from '../../domain/user/decider';

/** `user` of api.md, with its stream version when the answer knows it (decision 130). */
export const userView = (user: UserState, version?: number) => ({
  id: user.id,
  ...(version === undefined ? {} : { version }),
  name: user.name,
  emailAddress: user.emailAddress,
  roles: user.roles,
});

/** `company` of api.md, with its stream version (decision 130); `counts` from its tally (decision 120). */
export const companyView = (company: CompanyState, tally: Tally, month: MonthStats, version: number) => ({
  id: company.id,
  version,
  name: company.name,
  vatNumber: company.vatNumber,
  address: company.address,
  city: company.city,
  mfa: company.mfa,
  subscription: company.subscription,
  subscriptionEndDate: company.subscriptionEndDate,
  subscriptionCancelled: company.subscriptionCancelled,
  onboarding: company.onboarding,
  /** Deadlines on Danish public holidays move to the next working day (decision 100). */
  holidays: company.holidays,
  faultReports: company.faultReports,
  stats: { month },
  counts: inventoryCounts(tally),
});
