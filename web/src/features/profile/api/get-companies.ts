import { useState } from 'react';
import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import type { Company } from '../../../lib/company';
import type { User } from '../../../lib/session';

/** How long the list is re-read while it lags behind the user's roles. */
const CATCH_UP_WINDOW = 30_000;
const CATCH_UP_INTERVAL = 1_000;

export const companiesKey = (userId: string) => apiKey('company', { userId });

/**
 * GET /api/company?userId=: the caller's companies. The list is a projection built from events,
 * so right after sign-up or joining it may lack a company the user already holds a role in; it
 * is re-read every second until it catches up (for at most 30 s).
 */
export function useCompanies(user: User) {
  const expected = Object.keys(user.roles ?? {}).length;
  const [until] = useState(() => Date.now() + CATCH_UP_WINDOW);
  const swr = useSWR<Company[]>(companiesKey(user.id), {
    refreshInterval: (latest) =>
      (Array.isArray(latest) ? latest.length : 0) < expected && Date.now() < until
        ? CATCH_UP_INTERVAL
        : 0,
  });
  const companies = Array.isArray(swr.data) ? swr.data : undefined;
  const catchingUp = (companies?.length ?? 0) < expected && Date.now() < until;
  return { ...swr, companies, catchingUp };
}
