import useSWR from 'swr';
import { apiKey } from './api';

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
  name: string;
  vatNumber?: string;
  address?: string;
  city?: string;
  mfa?: { active: boolean; method: 'email' };
  subscription: Subscription;
  subscriptionEndDate?: string | null;
  subscriptionCancelled?: boolean;
  onboarding?: boolean;
  stats?: { month?: MonthStats };
  counts?: { equipment: number; locations: number };
}

/** Free plan: 10 equipment and locations together (spec 000 §9). */
export const FREE_PLAN_LIMIT = 10;

export const companyKey = (companyId: string) => apiKey(`company/${encodeURIComponent(companyId)}`);

/** GET /api/company/{id}; used by the dashboard shell and the screens inside it. */
export function useCompany(companyId: string | undefined) {
  return useSWR<Company>(companyId ? companyKey(companyId) : null);
}
