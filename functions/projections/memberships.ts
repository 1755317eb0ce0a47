import type { EventBridgeEvent } from 'aws-lambda';
import { parseEvent } from '../../events/catalogue';
import type { Envelope } from '../../events/envelope';
import { companyDirectoryKey, membershipKey } from '../lib/memberships';
import { putIfNewer, type VersionedRow } from '../lib/read-store';

/**
 * The directory read models: every company (for the scheduled jobs), and for each person the
 * companies they hold a role in (`GET /api/company?userId=`). Pure: the row an event leads to,
 * or null when it changes none. Rows carry the stream version they reflect.
 */
export function project(envelope: Envelope): VersionedRow | null {
  const event = parseEvent(envelope);
  switch (event.type) {
    case 'CompanyCreated':
      return { ...companyDirectoryKey(event.data.companyId), companyId: event.data.companyId, version: envelope.streamVersion };
    case 'UserJoinedCompany':
      return {
        ...membershipKey(event.data.userId, event.data.companyId),
        userId: event.data.userId,
        companyId: event.data.companyId,
        role: event.data.role,
        version: envelope.streamVersion,
      };
    default:
      return null;
  }
}

export const handler = async (event: EventBridgeEvent<string, Envelope>): Promise<void> => {
  const row = project(event.detail);
  if (row) await putIfNewer(row);
};
