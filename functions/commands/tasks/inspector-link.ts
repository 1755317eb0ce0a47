import type { CompanyState } from '../../../domain/company/decider';
import type { EquipmentState } from '../../../domain/equipment/decider';
import { linkValidUntil } from '../../../domain/inspection/inspector-link';
import type { LocationState } from '../../../domain/location/decider';
import { taskDecider, type TaskState } from '../../../domain/task/decider';
import { itemText } from '../../mail/fault-reports';
import { inspectorMail, type InspectedTask } from '../../mail/inspection';
import { assertMayMail } from '../../mail/mail-limits';
import { executeAll, execute, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { newId } from '../../store/ids';
import { loadStream } from '../../store/store';
import { loadVisibleTask } from '../../queries/task-access';
import { inspectionUrl, newLinkClaim } from '../../use-cases/inspector-links';

/** The item an inspection is of, as the inspector's page shows it: nothing of the company beyond it. */
export interface InspectedItem {
  kind: 'EQUIPMENT' | 'LOCATION';
  name: string;
  make?: string;
  model?: string;
  externalId?: string;
  category?: string;
  /** The equipment's location, or the location itself ('' when it has none). */
  locationName: string;
}

const present = (text: string) => (text ? text : undefined);

/** The task's equipment or location, read from its stream (a deleted one keeps its name). */
export async function inspectedItem(store: EventStore, task: TaskState): Promise<InspectedItem> {
  if (task.target.kind === 'LOCATION') {
    const location = await loadStream<LocationState>('Location', task.target.id, store);
    const name = location?.state.name ?? '';
    return { kind: 'LOCATION', name, locationName: name };
  }
  const equipment = (await loadStream<EquipmentState>('Equipment', task.target.id, store))?.state;
  const location = equipment?.locationId
    ? (await loadStream<LocationState>('Location', equipment.locationId, store))?.state
    : undefined;
  return {
    kind: 'EQUIPMENT',
    name: equipment?.name ?? '',
    make: present(equipment?.make ?? ''),
    model: present(equipment?.model ?? ''),
    externalId: present(equipment?.externalId ?? ''),
    category: present(equipment?.category ?? ''),
    locationName: location && !location.deleted ? location.name : '',
  };
}

/** What both e-mails say of the task (`functions/mail/inspection.ts`). */
export async function inspectedTask(store: EventStore, task: TaskState, item?: InspectedItem): Promise<InspectedTask> {
  const [company, shown] = await Promise.all([
    loadStream<CompanyState>('Company', task.companyId, store),
    item ?? inspectedItem(store, task),
  ]);
  const place = {
    equipmentId: shown.kind === 'EQUIPMENT' ? (shown.externalId ?? null) : null,
    location: shown.kind === 'EQUIPMENT' ? shown.locationName || null : null,
  };
  return {
    companyId: task.companyId,
    taskId: task.id,
    companyName: company?.state.name ?? '',
    title: task.title,
    item: itemText(shown.name, place),
  };
}

export interface SendToInspector {
  taskId: string;
  name: string;
  company: string;
  email: string;
  certificateNumber?: string;
}

/**
 * Sends the task to an external inspector (decision 174): `TaskInspectorLinkSent` with a new link
 * id, the secret's row (its hash only) and the inspector's e-mail with the secret, in one
 * transaction. The new link ends the previous one: the task names only the newest.
 */
export async function sendInspectorLink(
  input: SendToInspector,
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ linkId: string; validUntil: string }> {
  const linkId = newId();
  await assertMayMail('inspection', input.email, ctx.companyId, ctx.now);
  let validUntil = '';
  await executeAll(store, async () => {
    const task = await loadVisibleTask(store, ctx, input.taskId);
    validUntil = linkValidUntil(task.deadline, ctx.now);
    const commit = await prepare(
      store,
      taskDecider,
      { type: 'Task', id: task.id },
      {
        type: 'SendInspectorLink',
        link: {
          linkId,
          name: input.name,
          company: input.company,
          email: input.email,
          certificateNumber: input.certificateNumber ?? '',
        },
        validUntil,
        by: ctx.actor,
        now: ctx.now,
      },
      ctx,
    );
    const { token, claim } = newLinkClaim({ companyId: ctx.companyId, taskId: task.id, linkId, validUntil });
    const about = await inspectedTask(store, task);
    const mail = inspectorMail(about, input, ctx.actorName, task.deadline, validUntil, inspectionUrl(token));
    return { commits: [commit], claims: [claim], mails: [mail] };
  });
  return { linkId, validUntil };
}

/** Withdraws the task's unused link (decision 174): it answers 410 from now on. Nothing to withdraw writes nothing. */
export async function revokeInspectorLink(taskId: string, ctx: CompanyContext, store: EventStore): Promise<void> {
  await loadVisibleTask(store, ctx, taskId);
  await execute(
    taskDecider,
    { type: 'Task', id: taskId },
    { type: 'RevokeInspectorLink', by: ctx.actor, now: ctx.now },
    ctx,
    {
      store,
    },
  );
}
