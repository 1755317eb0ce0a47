import type { EventType } from '../../events/catalogue';

/**
 * The events the directory read models are built from (every company, each person's companies,
 * each company's members: `functions/projections/memberships.ts`, written with each commit by
 * `functions/store/inline-projections.ts`).
 */
export const membershipEventTypes = [
  'CompanyCreated',
  'UserJoinedCompany',
  'UserRoleChanged',
  'UserLeftCompany',
] as const satisfies readonly EventType[];
