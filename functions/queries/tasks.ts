import type { EquipmentState } from '../../domain/equipment/decider';
import type { LocationState } from '../../domain/location/decider';
import type { TaskState } from '../../domain/task/decider';
import { statusOf } from '../../domain/task/decider';
import type { UserState } from '../../domain/user/decider';
import { taskRowStateFields, type TaskRow, type TaskRowState, type TaskView } from '../../domain/task/view';
import { queryAll, queryUpTo } from '../platform/aws';
import { tableName } from '../platform/config';
import { headItem } from '../store/commits';
import { equipmentHints, taskHints } from './hints';
import { inventoryNames, namesVersionItem, type InventoryNames } from './inventory-names';
import { equipmentItem, locationItem } from './inventory';
import { completionPartitions, taskRowKey, type CompletionRow } from './inline-rows';
import { itemLoader, type ItemKey, type ItemLoader } from './items';
import { slicedStatesOf } from './read-store';
import { loadHead } from '../store/store';
import type { StreamRow } from '../store/stream-rows';

/** Every live task of a company (deleted ones are tombstones in the read model). */
export async function tasksOf(companyId: string): Promise<TaskState[]> {
  const rows = await queryAll<StreamRow<TaskState>>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': taskRowKey(companyId, '').pk },
  });
  return rows.map((row) => row.state).filter((task) => !task.deleted);
}

/**
 * What a list row shows of a task (`taskRowView`), and what its status is computed from: the list
 * reads only these attributes of the full-state rows (`taskRowStateFields`, domain/task/view.ts),
 * so 2,000 rows cost what the list shows (decision 062 "Reads fetch what they show").
 */
export type TaskListState = TaskRowState & { version: number };

/**
 * Every live task of a company with only `fields` of its state (one Query of its partition, paged,
 * a ProjectionExpression over `state`): a read asks DynamoDB only for what it uses (decision 062
 * "Reads fetch what they show").
 */
export async function taskFieldsOf<F extends keyof TaskState>(
  companyId: string,
  fields: readonly F[],
): Promise<Pick<TaskState, F>[]> {
  const states = await slicedStatesOf<Pick<TaskState, F | 'deleted'>>(taskRowKey(companyId, '').pk, [
    ...new Set<keyof TaskState>([...fields, 'deleted']),
  ]);
  return states.filter((task) => !task.deleted);
}

/** Every live task of a company, with only what a list row needs, and its version (decision 130). */
export const taskRowsOf = async (companyId: string): Promise<TaskListState[]> =>
  (await slicedStatesOf<TaskListState>(taskRowKey(companyId, '').pk, taskRowStateFields, { version: true })).filter(
    (task) => !task.deleted,
  );

/** One partition's completions, of one year or (year null) of all years. */
export function completionsIn(pk: string, year: number | null): Promise<CompletionRow[]> {
  return queryAll<CompletionRow>({ TableName: tableName('readModels'), ...completionKeys(pk, year) });
}

const completionKeys = (pk: string, year: number | null) =>
  year === null
    ? { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }
    : {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :year)',
        ExpressionAttributeValues: { ':pk': pk, ':year': `${year}#` },
      };

/** The company's completions of a year. */
export const completionsOf = (companyId: string, year: number) =>
  completionsIn(completionPartitions.company(companyId), year);

/** One task's completions, of a year or of all years. */
export const taskCompletionsOf = (companyId: string, taskId: string, year: number | null) =>
  completionsIn(completionPartitions.task(companyId, taskId), year);

/** The completions of tasks done on one equipment or location (where the task was when it was done). */
export const targetCompletionsOf = (companyId: string, target: CompletionRow['target'], year: number | null) =>
  completionsIn(completionPartitions.target(companyId, target), year);

/**
 * Completions one page of a history reads at most: ~3 MB of answer, fewer when they do not fit
 * (decision 136 "Large answers: compressed in the function, lists by the page").
 */
export const COMPLETIONS_PER_PAGE = 5000;

/** Whether a history cursor's sort key can be a position in a partition's `year` (a year's, or any). */
export const isCompletionKey = (sk: string, year: number | null) =>
  year === null ? /^\d{4}#/.test(sk) : sk.startsWith(`${year}#`);

/**
 * One page of a history partition (`completionPartitions`), newest first, of one year or (year
 * null) of all years: at most COMPLETIONS_PER_PAGE completions after the sort key `after`, and
 * whether more follow.
 */
export const completionPage = (pk: string, year: number | null, after: string | null) =>
  queryUpTo<CompletionRow>(
    {
      TableName: tableName('readModels'),
      ScanIndexForward: false,
      ...(after ? { ExclusiveStartKey: { pk, sk: after } } : {}),
      ...completionKeys(pk, year),
    },
    COMPLETIONS_PER_PAGE,
  );

/** A partition's newest `max` completions, newest first (what a phone keeps, who did a deadline first: decision 169). */
export const newestCompletions = async (pk: string, max: number) =>
  (
    await queryUpTo<CompletionRow>(
      { TableName: tableName('readModels'), ScanIndexForward: false, ...completionKeys(pk, null) },
      max,
    )
  ).items;

/** Open tasks (not completed single tasks) count towards a person's responsibility. */
export const isOpen = (task: TaskState) => !task.completed;

/** Names and states of what tasks point at, read once per list. */
export interface TaskContext {
  equipment: Map<string, EquipmentState>;
  locations: Map<string, LocationState>;
  people: Map<string, UserState | null>;
}

export async function taskContext(
  companyId: string,
  tasks: { responsibleId: string }[],
  items: ItemLoader = itemLoader(),
): Promise<TaskContext> {
  const [names, people] = await Promise.all([inventoryNames(items, companyId), peopleOf(items, tasks)]);
  return {
    equipment: new Map(names.equipment.map((e) => [e.id, e as EquipmentState])),
    locations: new Map(names.locations.filter((l) => !l.deleted).map((l) => [l.id, l as LocationState])),
    people,
  };
}

/** The responsibles of tasks (each once, their heads in one batch; the caller's own state when it is them). */
async function peopleOf(
  items: ItemLoader,
  tasks: { responsibleId: string }[],
  caller?: { userId: string; user: UserState },
): Promise<Map<string, UserState | null>> {
  const ids = [...new Set(tasks.map((t) => t.responsibleId))];
  const people = await Promise.all(
    ids.map(
      async (id) =>
        [
          id,
          id === caller?.userId ? caller.user : ((await loadHead<UserState>(items, 'User', id))?.state ?? null),
        ] as const,
    ),
  );
  return new Map(people);
}

/** A read-model row's state, or null. */
export const rowState = <S>(row: Record<string, unknown> | undefined): S | null =>
  (row as StreamRow<S> | undefined)?.state ?? null;

/** The task rows' item of one task (the read model's, written in the commit's own transaction). */
export const taskItem = (companyId: string, taskId: string): ItemKey => ({
  table: 'readModels',
  ...taskRowKey(companyId, taskId),
});

/**
 * What one task shows, and nothing else of the company: its equipment's and location's rows and
 * its responsible's head (the caller's own state when it is them), through the request's loader:
 * usually all in the batch the route's prefetch started (`taskItems`), else the equipment, its
 * location as last seen and the responsible in one batch, and the equipment's location in a third
 * only if it has moved (decision 062 "Reads fetch what they show", "One request, one batch").
 * `names`, the company's names this container holds at the version the request read, name its
 * equipment and location without reading their rows (decision 070 "Names checked against a version").
 */
export async function singleTaskContext(
  task: Pick<TaskState, 'id' | 'companyId' | 'target' | 'responsibleId'>,
  caller: { userId: string; user: UserState },
  items: ItemLoader,
  names?: InventoryNames,
): Promise<TaskContext> {
  const { companyId, target } = task;
  const person = async () =>
    caller.userId === task.responsibleId
      ? caller.user
      : ((await loadHead<UserState>(items, 'User', task.responsibleId))?.state ?? null);
  const locationRow = async (id: string) => rowState<LocationState>(await items.load(locationItem(companyId, id)));
  const named = (): { equipment: EquipmentState | null; location: LocationState | null } | undefined => {
    const equipment = target.kind === 'EQUIPMENT' ? names?.equipment.find((e) => e.id === target.id) : undefined;
    const locationId = target.kind === 'EQUIPMENT' ? equipment?.locationId : target.id;
    const location = locationId ? names?.locations.find((l) => l.id === locationId) : undefined;
    if (!location || (target.kind === 'EQUIPMENT' && !equipment)) return undefined;
    return { equipment: (equipment as EquipmentState | undefined) ?? null, location: location as LocationState };
  };
  const place = async () => {
    const fromNames = named();
    if (fromNames) return fromNames;
    if (target.kind === 'LOCATION') return { equipment: null, location: await locationRow(target.id) };
    // Its location as last seen goes in the equipment's batch (a task not read before here); the row decides.
    const hinted = equipmentHints.get(companyId, target.id);
    const [equipment] = await Promise.all([
      items.load(equipmentItem(companyId, target.id)).then((row) => rowState<EquipmentState>(row)),
      hinted && locationRow(hinted),
    ]);
    if (equipment) equipmentHints.set(companyId, equipment.id, equipment.locationId);
    return { equipment, location: equipment ? await locationRow(equipment.locationId) : null };
  };
  taskHints.set(companyId, task.id, {
    equipmentId: target.kind === 'EQUIPMENT' ? target.id : null,
    responsibleId: task.responsibleId,
  });
  const [responsible, { equipment, location }] = await Promise.all([person(), place()]);
  return {
    equipment: new Map(equipment ? [[equipment.id, equipment]] : []),
    locations: new Map(location && !location.deleted ? [[location.id, location]] : []),
    people: new Map([[task.responsibleId, responsible]]),
  };
}

/**
 * What a single task's read asks for with the session: its row, the version of the company's names
 * (`heldNames`), and what this container last saw the task point to (its equipment, that
 * equipment's location, its responsible); the fresh rows decide.
 */
export function taskItems(companyId: string, taskId: string): ItemKey[] {
  const hint = taskHints.get(companyId, taskId);
  const equipmentId = hint?.equipmentId;
  const locationId = equipmentId ? equipmentHints.get(companyId, equipmentId) : undefined;
  return [
    taskItem(companyId, taskId),
    namesVersionItem(companyId),
    ...(equipmentId ? [equipmentItem(companyId, equipmentId)] : []),
    ...(locationId ? [locationItem(companyId, locationId)] : []),
    // The caller's own head is in the guard's part of the batch anyway (the loader asks once).
    ...(hint ? [headItem('User', hint.responsibleId)] : []),
  ];
}

/** A row of the task lists: what they show and filter by (docs/api-additions.md "Task list rows"); the rest is in the single read. */
export function taskRowView(task: TaskListState, ctx: TaskContext, now: Date): TaskRow {
  const equipment = task.target.kind === 'EQUIPMENT' ? ctx.equipment.get(task.target.id) : undefined;
  const locationId = equipment ? equipment.locationId : task.target.kind === 'LOCATION' ? task.target.id : null;
  const location = locationId ? ctx.locations.get(locationId) : undefined;
  const person = ctx.people.get(task.responsibleId);
  const responsibleDeleted =
    ctx.people.has(task.responsibleId) && (!person || person.deleted || !person.roles[task.companyId]);
  return {
    id: task.id,
    version: task.version,
    title: task.title,
    type: task.type,
    interval: task.interval,
    status: statusOf(task, now),
    standby: task.standby || task.equipmentStandby,
    deadline: task.deadline,
    lastCompleted: task.lastCompleted,
    notificationPeriod: task.notificationPeriod,
    responsibleId: task.responsibleId,
    responsibleName: person && !responsibleDeleted ? person.name : task.responsibleName,
    responsibleDeleted,
    equipmentId: task.target.kind === 'EQUIPMENT' ? task.target.id : null,
    equipmentName: equipment?.name ?? null,
    equipmentExternalId: equipment?.externalId ?? null,
    locationId,
    locationName: location?.name ?? null,
  };
}

/**
 * The task list with what its rows show: the tasks `keep` keeps (`tasks`, which the route may have
 * started reading beside the session check), the names of the company's equipment and locations
 * (held per container, checked against the version the route's prefetch read with the session)
 * and the tasks' responsibles (the caller's own state when it is them), names and people at once.
 */
export async function taskListOf(
  caller: { userId: string; user: UserState },
  items: ItemLoader,
  companyId: string,
  tasks: TaskListState[],
  keep: (task: TaskListState) => boolean = () => true,
): Promise<{ tasks: TaskListState[]; ctx: TaskContext }> {
  const kept = tasks.filter(keep);
  const [names, people] = await Promise.all([inventoryNames(items, companyId), peopleOf(items, kept, caller)]);
  return {
    tasks: kept,
    ctx: {
      equipment: new Map(names.equipment.map((e) => [e.id, e as EquipmentState])),
      locations: new Map(names.locations.filter((l) => !l.deleted).map((l) => [l.id, l as LocationState])),
      people,
    },
  };
}

/** `task` of spec 001 §3, with its status computed from the clock (decisions.md "Task status"): the list row and what only the single read shows. */
export function taskView(task: TaskState, ctx: TaskContext, now: Date, version: number): TaskView {
  return {
    ...taskRowView({ ...task, version }, ctx, now),
    description: task.description,
    files: task.files,
    countFrom: task.countFrom,
    checklist: task.checklist,
    followUpOf: task.followUpOf,
    token: task.id,
    faultReportId: task.faultReportId ?? null,
    dutyId: task.duty?.dutyId ?? null,
  };
}
