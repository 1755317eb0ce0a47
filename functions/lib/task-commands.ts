import type { EquipmentState } from '../../domain/equipment/decider';
import type { LocationState } from '../../domain/location/decider';
import { DomainError } from '../../domain/shared/errors';
import type { TaskFields, TaskState, TaskTarget } from '../../domain/task/decider';
import type { z } from 'zod';
import type { taskSchema } from '../../domain/task/schemas';
import { responsibleNotMember, type UserState } from '../../domain/user/decider';
import type { ApiRequest } from './api';
import { loadStream } from './event-store';
import { notFound } from './http-errors';
import { loadOwned } from './inventory';

/** Helpers of the task handlers: who may be responsible, what a task may point at, big batches. */
export const ctxOf = (req: ApiRequest) => ({ now: req.now, actor: req.auth!.userId, companyId: req.company!.id });
export const callerIsAdmin = (req: ApiRequest) => req.company!.role !== 'USER';

/** A person of the company, read consistently from their stream. */
export async function memberOfCompany(companyId: string, userId: string): Promise<UserState> {
  const user = await loadStream<UserState>('User', userId);
  if (!user || user.state.deleted || !user.state.roles[companyId]) throw responsibleNotMember();
  return user.state;
}

const noTarget = () =>
  new DomainError('invalid', 'TARGET_NOT_FOUND', 'Udstyret eller lokationen findes ikke.', {
    target: 'Vælg et udstyr eller en lokation',
  });

/** The equipment (not deleted) or location a task is for; its standby state comes along. */
export async function targetOf(
  companyId: string,
  input: { equipmentId?: string; locationId?: string },
): Promise<{ target: TaskTarget; equipmentStandby: boolean }> {
  if (input.equipmentId) {
    const equipment = await loadStream<EquipmentState>('Equipment', input.equipmentId);
    if (!equipment || equipment.state.companyId !== companyId || equipment.state.archived) throw noTarget();
    return { target: { kind: 'EQUIPMENT', id: input.equipmentId }, equipmentStandby: equipment.state.standby };
  }
  const location = await loadStream<LocationState>('Location', input.locationId!);
  if (!location || location.state.companyId !== companyId || location.state.deleted) throw noTarget();
  return { target: { kind: 'LOCATION', id: input.locationId! }, equipmentStandby: false };
}

export type TaskData = z.output<typeof taskSchema>;

export async function fieldsOf(
  companyId: string,
  input: TaskData,
): Promise<{ fields: TaskFields; equipmentStandby: boolean }> {
  const [responsible, { target, equipmentStandby }] = await Promise.all([
    memberOfCompany(companyId, input.responsibleId),
    targetOf(companyId, input),
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
  };
  return { fields, equipmentStandby };
}

/** Admins see every task of their company, a USER their own. */
export const visibleTo = (req: ApiRequest, task: Pick<TaskState, 'responsibleId'>) =>
  callerIsAdmin(req) || task.responsibleId === req.auth!.userId;

/** A task of the caller's company that the caller may see, from its stream (else 404). */
export async function loadVisibleTask(req: ApiRequest, id: string): Promise<TaskState> {
  const { state } = await loadOwned<TaskState>('Task', id, req.company!.id, (t) => t.deleted);
  if (!visibleTo(req, state)) throw notFound();
  return state;
}
