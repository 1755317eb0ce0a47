import type { EventBridgeEvent } from 'aws-lambda';
import { parseEvent } from '../../events/catalogue';
import type { Envelope } from '../../events/envelope';
import { taskDecider, type TaskState } from '../../domain/task/decider';
import { readStream } from '../lib/event-store';
import { putIfNewer } from '../lib/read-store';
import { commitToEnvelopes } from '../pipe/enrich';
import { applyToRow, type StreamRowProjection } from '../lib/stream-rows';
import { completionRowKeys, taskRowKey, type CompletionRow } from '../lib/tasks';
import { projection } from './projection';

/** The task list (one row per task, its state at a stream version) of each company. */
export const taskRows: StreamRowProjection<TaskState> = {
  streamType: 'Task',
  decider: taskDecider as StreamRowProjection<TaskState>['decider'],
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
  const { nextDeadline: _next, noteId: _note, ...data } = event.data;
  return completionRowKeys(envelope.companyId, data).map((key) => ({
    ...key,
    version: envelope.streamVersion,
    ...data,
  }));
}

const putCompletion = (row: CompletionRow) => putIfNewer(row as unknown as Parameters<typeof putIfNewer>[0]);

/**
 * The task's row, and a history row per completion. When the task row had to be re-read from the
 * store (earlier events not delivered yet), the completions among those events are written from
 * the store as well, so history never waits for a late or lost delivery.
 */
export const handler = projection('tasks', async (event: EventBridgeEvent<string, Envelope>): Promise<void> => {
  const outcome = await applyToRow(taskRows, event.detail);
  for (const row of completionRows(event.detail)) await putCompletion(row);
  if (outcome === 'reloaded') {
    const envelopes = (await readStream('Task', event.detail.streamId)).flatMap(commitToEnvelopes);
    for (const earlier of envelopes.flatMap(completionRows)) await putCompletion(earlier);
  }
});
