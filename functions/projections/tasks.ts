import type { EventBridgeEvent } from 'aws-lambda';
import { parseEvent } from '../../events/catalogue';
import type { Envelope } from '../../events/envelope';
import { taskDecider, type TaskState } from '../../domain/task/decider';
import { putIfNewer } from '../lib/read-store';
import { applyToRow, type StreamRowProjection } from '../lib/stream-rows';
import { completionRowKey, taskRowKey, type CompletionRow } from '../lib/tasks';

/** The task list (one row per task, its state at a stream version) of each company. */
export const taskRows: StreamRowProjection<TaskState> = {
  streamType: 'Task',
  decider: taskDecider as StreamRowProjection<TaskState>['decider'],
  keyOf: (envelope, event) => {
    const companyId = event.type === 'TaskCreated' ? event.data.companyId : envelope.companyId;
    return companyId ? taskRowKey(companyId, envelope.streamId) : null;
  },
};

/** Pure: the history row a completion leads to (immutable, so a repeat writes the same row). */
export function completionRow(envelope: Envelope): CompletionRow | null {
  const event = parseEvent(envelope);
  if (event.type !== 'TaskCompleted' || !envelope.companyId) return null;
  const { nextDeadline: _next, noteId: _note, ...data } = event.data;
  return { ...completionRowKey(envelope.companyId, data.finishedOn, data.completionId), version: envelope.streamVersion, ...data };
}

export const handler = async (event: EventBridgeEvent<string, Envelope>): Promise<void> => {
  await applyToRow(taskRows, event.detail);
  const row = completionRow(event.detail);
  if (row) await putIfNewer(row as unknown as Parameters<typeof putIfNewer>[0]);
};
