import { equipmentDecider, type EquipmentState } from '../../../domain/equipment/decider';
import { locationDecider } from '../../../domain/location/decider';
import type { TaskState } from '../../../domain/task/decider';
import { prepare, type CommandContext } from '../../lib/command';
import type { EventStore, NewCommit } from '../../lib/event-store';

/**
 * A task is known to its location or equipment, in the same transaction: a location cannot be
 * deleted under it, and equipment standby, reactivation and deletion reach every task at once.
 */
export async function placeCommands(
  store: EventStore,
  taskId: string,
  target: TaskState['target'],
  ctx: CommandContext,
  remove = false,
): Promise<NewCommit<unknown>[]> {
  const command = remove ? { type: 'RemoveTask' as const, taskId } : { type: 'PlaceTask' as const, taskId };
  return [
    target.kind === 'LOCATION'
      ? await prepare(store, locationDecider, { type: 'Location', id: target.id }, command, ctx)
      : await prepare(store, equipmentDecider, { type: 'Equipment', id: target.id }, command, ctx),
  ];
}

/**
 * Equipment standby as the commit that places the task on it reads it: a standby change between
 * that read and the append takes the equipment's version, so the task is decided again.
 */
export const standbyOf = (placed: NewCommit<unknown> | undefined, fallback: boolean) =>
  placed?.streamType === 'Equipment' ? (placed.state as EquipmentState).standby : fallback;

export const sameTarget = (a: TaskState['target'], b: TaskState['target']) => a.kind === b.kind && a.id === b.id;
