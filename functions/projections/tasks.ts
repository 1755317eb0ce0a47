import { parseEvent } from '../../events/catalogue';
import type { Envelope } from '../../events/envelope';
import type { StreamRowProjection } from '../store/stream-rows';
import { completionRowKeys, taskRowKey, type CompletionRow } from '../queries/inline-rows';

/**
 * The task list (one row per task, its state at a stream version) of each company, and the
 * completion history. Pure: written with each commit (`functions/store/inline-projections.ts`).
 */
export const taskRows: StreamRowProjection = {
  streamType: 'Task',
  keyOf: (envelope, event) => {
    const companyId = event.type === 'TaskCreated' ? event.data.companyId : envelope.companyId;
    return companyId ? taskRowKey(companyId, envelope.streamId) : null;
  },
};

/**
 * Pure: the history rows a completion leads to, one per partition it is read from (the company's
 * year, the task, the equipment or location). Immutable, so a repeat writes the same rows.
 */
export function completionRows(envelope: Envelope): CompletionRow[] {
  const event = parseEvent(envelope);
  if (event.type !== 'TaskCompleted' || !envelope.companyId) return [];
  const { nextDeadline: _next, noteId, ...data } = event.data;
  return completionRowKeys(envelope.companyId, data).map((key) => ({
    ...key,
    version: envelope.streamVersion,
    ...data,
    // The completion's note, so the backup's log can print it (decision 178); none, no attribute.
    ...(noteId ? { noteId } : {}),
  }));
}
