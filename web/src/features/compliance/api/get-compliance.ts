import useSWR from 'swr';
import type { ComplianceState } from '#domain/inspection/types';
import { apiKey } from '../../../lib/api';
import { startingWith } from '../../../lib/cache-keys';
import type { ComplianceAnswer } from './types';

export interface ComplianceFilter {
  locationId?: string;
  state?: ComplianceState;
  /** The first rows only, and only their evidence read (the page's 'Vis flere eftersyn'). */
  limit?: number;
}

/**
 * GET /api/compliance/duties?companyId=&locationId=&state= (members; a USER's answer holds their own
 * tasks). The contract's `GET /api/compliance` is served under the proxy route's prefix, which
 * API Gateway's `{proxy+}` does not match bare.
 */
export const complianceKey = (companyId: string, filter: ComplianceFilter = {}) =>
  apiKey('compliance/duties', { companyId, locationId: filter.locationId, state: filter.state, limit: filter.limit });

/** Every cached compliance view, whatever its filter: re-read after a duty is changed. */
export const complianceViews = startingWith('api/compliance');

export function useCompliance(companyId: string, filter: ComplianceFilter) {
  const swr = useSWR<ComplianceAnswer>(complianceKey(companyId, filter), { keepPreviousData: true });
  return { ...swr, compliance: swr.data };
}
