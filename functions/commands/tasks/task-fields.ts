import type { EquipmentState } from '../../../domain/equipment/decider';
import type { LocationState } from '../../../domain/location/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { TaskFields, TaskTarget } from '../../../domain/task/decider';
import type { taskSchema } from '../../../domain/task/schemas';
import { responsibleNotMember, type UserState } from '../../../domain/user/decider';
import type { z } from 'zod';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';

/** A task's fields as the API takes them (`taskSchema`, parsed). */
export type TaskData = z.output<typeof taskSchema>;

/** A person of the company, read consistently from their stream. */
export async function memberOfCompany(store: EventStore, companyId: string, userId: string): Promise<UserState> {
  const user = await loadStream<UserState>('User', userId, store);
  if (!user || user.state.deleted || !user.state.roles[companyId]) throw responsibleNotMember();
  return user.state;
}

const noTarget = () =>
  new DomainError('invalid', 'TARGET_NOT_FOUND', 'Udstyret eller lokationen findes ikke.', {
    target: 'Vælg et udstyr eller en lokation',
  });

/** The equipment (not deleted) or location a task is for; its standby state comes along. */
async function targetOf(
  store: EventStore,
  companyId: string,
  input: { equipmentId?: string; locationId?: string },
): Promise<{ target: TaskTarget; equipmentStandby: boolean }> {
  if (input.equipmentId) {
    const equipment = await loadStream<EquipmentState>('Equipment', input.equipmentId, store);
    if (!equipment || equipment.state.companyId !== companyId || equipment.state.archived) throw noTarget();
    return { target: { kind: 'EQUIPMENT', id: input.equipmentId }, equipmentStandby: equipment.state.standby };
  }
  const location = await loadStream<LocationState>('Location', input.locationId!, store);
  if (!location || location.state.companyId !== companyId || location.state.deleted) throw noTarget();
  return { target: { kind: 'LOCATION', id: input.locationId! }, equipmentStandby: false };
}

/** A task's fields from the input: its responsible a member of the company, its target the company's. */
export async function fieldsOf(
  store: EventStore,
  companyId: string,
  input: TaskData,
): Promise<{ fields: TaskFields; equipmentStandby: boolean }> {
  const [responsible, { target, equipmentStandby }] = await Promise.all([
    memberOfCompany(store, companyId, input.responsibleId),
    targetOf(store, companyId, input),
  ]);
  const fields: TaskFields = {
    title: input.title,
    description: input.description,
    type: input.type,
    interval: input.type === 'AD_HOC' ? null : input.interval,
    notificationPeriod: input.notificationPeriod,
    responsibleId: input.responsibleId,
    responsibleName: responsible.name,
    target,
    deadline: new Date(input.deadline).toISOString(),
    files: input.files,
    countFrom: input.type === 'AD_HOC' ? 'PLAN' : input.countFrom,
    checklist: input.checklist,
  };
  return { fields, equipmentStandby };
}
