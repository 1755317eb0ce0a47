import useSWR, { useSWRConfig } from 'swr';
import type { CompanyInfo } from '#domain/company/schemas';
import { apiKey, send, type SendResult } from './api';

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

/** The shapes of `PATCH /api/company` (design/api.md); all but onboarding are SUPER_ADMIN only. */
export type CompanyUpdate =
  | ({ id: string } & CompanyInfo)
  | { id: string; mfa: { active: boolean; method: 'email' } }
  | { id: string; onboarding: boolean }
  | { id: string; subscription: 'UNLIMITED' }
  | { id: string; subscriptionCancelled: boolean };

/** Whether an SWR key is the profile's company list (`api/company?userId=`). */
const isCompanyList = (key: unknown) => typeof key === 'string' && key.startsWith('api/company?');

/**
 * PATCH /api/company?companyId=: on success the cached company takes the answer at once (the
 * sidebar, the plan box and the page follow) and is read again, as is the profile's list. The
 * caller says what the outcome means to the person.
 */
export function useSaveCompany(companyId: string) {
  const { mutate } = useSWRConfig();
  return async (update: CompanyUpdate): Promise<SendResult<Company>> => {
    const result = await send<Company>('PATCH', 'company', update, { companyId });
    if (!result.ok) return result;
    const answer = result.data && typeof result.data === 'object' ? result.data : undefined;
    await mutate<Company>(companyKey(companyId), (current) => (current ? { ...current, ...answer } : answer), {
      revalidate: true,
    });
    void mutate(isCompanyList);
    return result;
  };
}
