import type { CompanyInfo } from '#domain/company/schemas';

export type Subscription = 'FREE' | 'UNLIMITED';

export interface MonthStats {
  tasksCompleted: number;
  tasksDue: number;
  /** Absent when nothing was completed this month. */
  percentCompletedInTime?: number | null;
  changeOnMonth?: number | null;
}

/** `company` in design/api.md. */
export interface Company {
  id: string;
  /** Its version: sent back with an edit, the edit is merged three-way (decision 130). */
  version?: number;
  name: string;
  vatNumber?: string;
  address?: string;
  city?: string;
  mfa?: { active: boolean; method: 'email' };
  subscription: Subscription;
  subscriptionEndDate?: string | null;
  subscriptionCancelled?: boolean;
  onboarding?: boolean;
  /** Deadlines on Danish public holidays move to the next working day (decision 100). */
  holidays?: boolean;
  /** Fault reports from the stickers' public cards (decision 113). */
  faultReports?: boolean;
  stats?: { month?: MonthStats };
  counts?: { equipment: number; locations: number };
}

/** Free plan: 10 equipment and locations together (spec 000 §9). */
export const FREE_PLAN_LIMIT = 10;

/**
 * The shapes of `PATCH /api/company` (design/api.md); all but onboarding are SUPER_ADMIN only.
 * Each may carry the `version` of the company the settings showed (decision 130).
 */
export type CompanyUpdate = { version?: number } & (
  | ({ id: string } & CompanyInfo)
  | { id: string; mfa: { active: boolean; method: 'email' } }
  | { id: string; onboarding: boolean }
  | { id: string; subscription: 'UNLIMITED' }
  | { id: string; subscriptionCancelled: boolean }
  | { id: string; holidays: boolean }
  | { id: string; faultReports: boolean }
);
