import { templateVersion } from '../../../domain/inspection/catalogue';
import type { ApplyDuty } from '../../../domain/inspection/schemas';
import { DomainError } from '../../../domain/shared/errors';
import { dutyRoutine } from '../../../domain/task/duty';
import { executeAll, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { newId } from '../../store/ids';
import { versionAfter } from '../../store/versioned';
import { prepareNewTask } from '../tasks/create-task';

const targetNotFound = () => new DomainError('notFound', 'TARGET_NOT_FOUND', 'Udstyret eller lokationen findes ikke.');

/**
 * A legal inspection duty applied to equipment or a location (issue 31, decision 173): a routine
 * (`dutyRoutine` decides its title, description, checklist and interval) created as every task is
 * (`prepareNewTask`: its responsible a member, its target the company's, on the company's calendar,
 * on standby with its equipment), its `TaskCreated` carrying the applied duty. Another company's or
 * a deleted target is a 404.
 */
export async function applyDutyToTarget(
  input: ApplyDuty,
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ id: string; version: number }> {
  const template = templateVersion(input.dutyId, input.templateVersion)!;
  const routine = dutyRoutine(template, input.params, input.override, { id: ctx.actor, name: ctx.actorName }, ctx.now);
  const id = newId();
  const data = {
    title: routine.title,
    description: routine.description,
    type: 'CYCLICAL' as const,
    interval: routine.interval,
    notificationPeriod: input.notificationPeriod,
    responsibleId: input.responsibleId,
    deadline: input.deadline,
    files: [],
    countFrom: 'PLAN' as const,
    checklist: routine.checklist,
    equipmentId: input.equipmentId,
    locationId: input.locationId,
  };
  const [commit] = await executeAll(store, async () => [
    await prepareNewTask(store, ctx, data, id, { duty: routine.duty }),
  ]).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'TARGET_NOT_FOUND' ? targetNotFound() : error;
  });
  return { id, version: versionAfter(commit) };
}
