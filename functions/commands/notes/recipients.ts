import type { EventStore } from '../../store/event-store';
import { isMember } from '../../mail/notes';

/**
 * Which of the named recipients are members now, each read from their own stream (never from the
 * members list, a read model that still shows a person removed a moment ago).
 */
export const memberIds = async (store: EventStore, companyId: string, recipientIds: string[]) =>
  (
    await Promise.all(
      [...new Set(recipientIds)].map(async (id) => ((await isMember(store, companyId, id)) ? [id] : [])),
    )
  ).flat();
