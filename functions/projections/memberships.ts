import { assertNever } from '../../domain/shared/errors';
import { membershipEventTypes } from '../../domain/user/membership';
import { isEventOf, parseEvent } from '../../events/catalogue';
import type { Envelope } from '../../events/envelope';
import { companyDirectoryKey, memberKey, membershipKey } from '../queries/memberships';
import type { VersionedRow } from '../queries/read-store';

/**
 * The directory read models: every company (for the scheduled jobs), each person's companies
 * (`GET /api/company?userId=`) and each company's members (`GET /api/user/index`). Pure: the rows
 * an event leads to, written with each commit (`functions/store/inline-projections.ts`). Rows carry
 * the stream version they reflect; a removal is a tombstone row.
 */
export function project(envelope: Envelope): VersionedRow[] {
  const event = parseEvent(envelope);
  if (!isEventOf(membershipEventTypes, event)) return [];
  const version = envelope.streamVersion;
  const both = (userId: string, companyId: string, fields: Record<string, unknown>): VersionedRow[] => [
    { ...membershipKey(userId, companyId), userId, companyId, ...fields, version },
    { ...memberKey(companyId, userId), userId, companyId, ...fields, version },
  ];
  switch (event.type) {
    case 'CompanyCreated':
      return [{ ...companyDirectoryKey(event.data.companyId), companyId: event.data.companyId, version }];
    case 'UserJoinedCompany':
    case 'UserRoleChanged':
      return both(event.data.userId, event.data.companyId, { role: event.data.role });
    case 'UserLeftCompany':
      return both(event.data.userId, event.data.companyId, { removed: true });
    default:
      return assertNever(event);
  }
}
