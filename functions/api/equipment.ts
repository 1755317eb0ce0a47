import * as z from 'zod';
import { companyDecider } from '../../domain/company/decider';
import {
  equipmentArchived,
  equipmentDecider,
  type EquipmentFields,
  type EquipmentState,
} from '../../domain/equipment/decider';
import {
  displayName,
  equipmentSchema,
  equipmentStandbySchema,
  equipmentUpdateSchema,
  type EquipmentInput,
} from '../../domain/equipment/schemas';
import { locationDecider, type LocationState } from '../../domain/location/decider';
import { DomainError } from '../../domain/shared/errors';
import { apiHandler, preloaded, type ApiRequest } from '../lib/api';
import { executeAll, executeInChunks, prepare, TASKS_PER_TRANSACTION, type CommandContext } from '../lib/command';
import { ConcurrencyError, loadStream, type NewCommit } from '../lib/event-store';
import { notFound, parseInput } from '../lib/http-errors';
import { newId } from '../lib/ids';
import {
  equipmentItem,
  equipmentOf,
  equipmentView,
  loadOwned,
  locationItem,
  locationNameClaim,
  locationNamed,
  locationsOf,
} from '../lib/inventory';
import { equipmentHints } from '../lib/hints';
import type { ItemLoader } from '../lib/items';
import { withResponsibilities } from '../lib/responsibility';
import { companyCounts, countsByKind, countsItem, countsOf } from '../lib/target-counts';
import { isOpen, rowState } from '../lib/tasks';
import { taskDecider, type TaskState } from '../../domain/task/decider';
import { equipmentRoutes } from './equipment.routes';

/** Equipment: list, detail, create, edit, standby and delete (archive) (spec 001 "Equipment"). */
type Ctx = CommandContext & { companyId: string };
const ctxOf = (req: ApiRequest): Ctx => ({ now: req.now, actor: req.auth!.userId, companyId: req.company!.id });
const idSchema = z.object({ id: z.string({ error: 'Vælg et udstyr' }).min(1, { error: 'Vælg et udstyr' }).max(200) });
const unknownLocation = () =>
  new DomainError('invalid', 'LOCATION_NOT_FOUND', 'Lokationen findes ikke.', {
    locationName: 'Lokationen findes ikke. Vælg en anden eller skriv et nyt navn.',
  });

/** Where the equipment goes: an existing location of the company, or a new one by name (matched case-insensitively first). */
async function resolveLocation(
  input: EquipmentInput,
  companyId: string,
): Promise<{ locationId: string; create?: string }> {
  if (input.locationId) {
    const location = await loadStream<LocationState>('Location', input.locationId);
    if (!location || location.state.companyId !== companyId || location.state.deleted) throw unknownLocation();
    return { locationId: input.locationId };
  }
  const name = input.locationName!;
  // The name claim, read consistently: a location created a moment ago is found, and case is ignored.
  const existing = await locationNamed(companyId, name);
  return existing ? { locationId: existing.id } : { locationId: newId(), create: name };
}

const fieldsOf = (input: EquipmentInput, locationId: string): EquipmentFields => ({
  name: displayName(input),
  make: input.make,
  model: input.model,
  externalId: input.equipmentId,
  category: input.category,
  locationId,
});

/** The location's side of placing equipment there; a new location also takes room in the plan. */
async function placeAt(
  target: { locationId: string; create?: string },
  equipmentId: string,
  ctx: Ctx,
  inventory: { kind: 'EQUIPMENT' | 'LOCATION'; itemId: string }[],
) {
  const commands = [
    ...(target.create
      ? [
          {
            type: 'CreateLocation' as const,
            locationId: target.locationId,
            companyId: ctx.companyId,
            name: target.create,
            now: ctx.now,
          },
        ]
      : []),
    { type: 'PlaceEquipment' as const, equipmentId },
  ];
  const items = [...inventory, ...(target.create ? [{ kind: 'LOCATION' as const, itemId: target.locationId }] : [])];
  const commits: NewCommit<unknown>[] = [
    await prepare(locationDecider, { type: 'Location', id: target.locationId }, commands, ctx),
  ];
  if (items.length > 0)
    commits.push(
      await prepare(companyDecider, { type: 'Company', id: ctx.companyId }, { type: 'AddInventory', items }, ctx),
    );
  return { commits, claims: target.create ? [locationNameClaim(ctx.companyId, target.create, target.locationId)] : [] };
}

/**
 * One equipment: its row, its counts and its location's row, never the company's (decisions.md
 * "Reads fetch what they show"); the row and the counts come with the session (`prefetch`).
 */
async function viewOf(items: ItemLoader, companyId: string, equipment: EquipmentState) {
  equipmentHints.set(companyId, equipment.id, equipment.locationId);
  const [location, counts] = await Promise.all([
    items.load(locationItem(companyId, equipment.locationId)),
    items.load(countsItem(companyId, { kind: 'EQUIPMENT', id: equipment.id })),
  ]);
  const { openTasks, liveNotes } = countsOf(counts);
  return equipmentView(equipment, rowState<LocationState>(location)?.name ?? null, {
    tasks: openTasks,
    notes: liveNotes,
  });
}
/** The equipment list's first reads: the company's equipment, locations and counts. */
const equipmentListReads = (companyId: string) =>
  Promise.all([equipmentOf(companyId), locationsOf(companyId), companyCounts(companyId)]);
/** A single equipment's first batch: its row and counts, and its location as this container last saw it (the row decides). */
function equipmentItems({ query: { companyId }, params: { id } }: ApiRequest) {
  const locationId = equipmentHints.get(companyId, id);
  return [
    equipmentItem(companyId, id),
    countsItem(companyId, { kind: 'EQUIPMENT', id }),
    ...(locationId ? [locationItem(companyId, locationId)] : []),
  ];
}

/** The equipment's live tasks, read from their own streams (the equipment knows them, so this is consistent). */
async function tasksOfEquipment(equipment: EquipmentState): Promise<TaskState[]> {
  return liveTasks(equipment.taskIds);
}

/**
 * Tasks not deleted, as they are now (a chunk of a bulk change decides on fresh state). A task the
 * equipment knows is written in the same transaction as the equipment, but reads outside a
 * transaction are per item, so the equipment's half may show before the task's own commit: a
 * task not found yet is a transaction under way, and the command reads again.
 */
async function liveTasks(taskIds: string[]): Promise<TaskState[]> {
  const loaded = await Promise.all(taskIds.map((taskId) => loadStream<TaskState>('Task', taskId)));
  if (loaded.some((task) => !task)) throw new ConcurrencyError('A task of the equipment is being written');
  return loaded.flatMap((task) => (!task!.state.deleted ? [task!.state] : []));
}

export const handler = apiHandler(equipmentRoutes, {
  'GET /api/equipment': {
    preload: (req) => equipmentListReads(req.query.companyId),
    handle: async (req) => {
      const [all, locations, counts] = await preloaded(req, () => equipmentListReads(req.company!.id));
      const names = new Map(locations.map((l) => [l.id, l.name]));
      const byEquipment = countsByKind(counts, 'EQUIPMENT');
      const wanted = req.query.locationId ? all.filter((e) => e.locationId === req.query.locationId) : all;
      const equipment = wanted
        .map((e) => {
          const { openTasks, liveNotes } = byEquipment.get(e.id) ?? countsOf(undefined);
          return equipmentView(e, names.get(e.locationId) ?? null, { tasks: openTasks, notes: liveNotes });
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'da'));
      return { body: { equipment } };
    },
  },

  'GET /api/equipment/{id}': {
    prefetch: equipmentItems,
    handle: async (req) => {
      const equipment = rowState<EquipmentState>(await req.items.load(equipmentItem(req.company!.id, req.params.id)));
      if (!equipment) throw notFound();
      return { body: { equipment: await viewOf(req.items, req.company!.id, equipment) } };
    },
  },

  'POST /api/equipment': async (req) => {
    const input = parseInput(equipmentSchema, req.body);
    const ctx = ctxOf(req);
    const equipmentId = newId();
    await executeAll(
      async () => {
        const target = await resolveLocation(input, ctx.companyId);
        const placed = await placeAt(target, equipmentId, ctx, [{ kind: 'EQUIPMENT', itemId: equipmentId }]);
        return {
          commits: [
            await prepare(
              equipmentDecider,
              { type: 'Equipment', id: equipmentId },
              {
                type: 'CreateEquipment',
                equipmentId,
                companyId: ctx.companyId,
                fields: fieldsOf(input, target.locationId),
                now: ctx.now,
              },
              ctx,
            ),
            ...placed.commits,
          ],
          claims: placed.claims,
        };
      },
      { retryTakenClaims: true },
    );
    return { status: 201, body: { equipmentId } };
  },

  'PATCH /api/equipment': async (req) => {
    const { id, ...input } = parseInput(equipmentUpdateSchema, req.body);
    const ctx = ctxOf(req);
    const commits = await executeAll(
      async () => {
        const { state } = await loadOwned<EquipmentState>('Equipment', id, ctx.companyId);
        const target = await resolveLocation(input, ctx.companyId);
        const moving = target.locationId !== state.locationId && !state.archived;
        const placed = moving ? await placeAt(target, id, ctx, []) : { commits: [], claims: [] };
        return {
          commits: [
            await prepare(
              equipmentDecider,
              { type: 'Equipment', id },
              { type: 'UpdateEquipment', fields: fieldsOf(input, target.locationId) },
              ctx,
            ),
            ...(moving
              ? [
                  await prepare(
                    locationDecider,
                    { type: 'Location', id: state.locationId },
                    { type: 'RemoveEquipment', equipmentId: id },
                    ctx,
                  ),
                ]
              : []),
            ...placed.commits,
          ],
          claims: placed.claims,
        };
      },
      { retryTakenClaims: true },
    );
    const updated =
      (commits.find((c) => c.streamType === 'Equipment')?.state as EquipmentState | undefined) ??
      (await loadOwned<EquipmentState>('Equipment', id, ctx.companyId)).state;
    return { body: { equipment: await viewOf(req.items, ctx.companyId, updated) } };
  },

  /**
   * Standby on equipment puts all its tasks on standby; reactivation gives each task not completed
   * a new deadline (`newDeadlines`, else its old one while that is still ahead) (spec 001 §4).
   */
  'PATCH /api/equipment/standby': async (req) => {
    const { id, standby, newDeadlines = {} } = parseInput(equipmentStandbySchema, req.body);
    const ctx = ctxOf(req);
    const decideTask = (task: TaskState) => {
      const deadline = newDeadlines[task.id] ? new Date(newDeadlines[task.id]).toISOString() : task.deadline;
      return prepare(
        taskDecider,
        { type: 'Task', id: task.id },
        { type: 'SetEquipmentStandby', standby, deadline, now: ctx.now },
        ctx,
      );
    };
    // Every task is decided before anything is written (a refused deadline refuses the whole
    // change); the equipment and its first tasks go in one transaction, the rest in chunks.
    let rest: string[] = [];
    await loadOwned<EquipmentState>('Equipment', id, ctx.companyId);
    await executeAll(async () => {
      // Its tasks from the very read the equipment's commit guards: a task added since conflicts.
      const equipment = await prepare(
        equipmentDecider,
        { type: 'Equipment', id },
        { type: 'SetEquipmentStandby', standby },
        ctx,
      );
      const changing = (
        await Promise.all((await tasksOfEquipment(equipment.before as EquipmentState)).map(decideTask))
      ).filter((c) => c.events.length > 0);
      rest = changing.slice(TASKS_PER_TRANSACTION).map((c) => c.streamId);
      return [equipment, ...changing.slice(0, TASKS_PER_TRANSACTION)];
    });
    await executeInChunks(rest, TASKS_PER_TRANSACTION, async (taskIds) =>
      Promise.all((await liveTasks(taskIds)).map(decideTask)),
    );
    const state = (await loadOwned<EquipmentState>('Equipment', id, ctx.companyId)).state;
    return { body: { equipment: await viewOf(req.items, ctx.companyId, state) } };
  },

  /**
   * Deleting archives: the equipment shows as 'Slettet', leaves its location and frees its room in
   * the plan. Its open tasks go too, in the same transaction (decisions.md "Deleting"); its
   * history and notes stay.
   */
  'DELETE /api/equipment': async (req) => {
    const { id } = parseInput(idSchema, req.body ?? req.query);
    const ctx = ctxOf(req);
    const deleteOpen = async (tasks: TaskState[]) =>
      withResponsibilities(
        await Promise.all(
          tasks
            .filter(isOpen)
            .map((t) => prepare(taskDecider, { type: 'Task', id: t.id }, { type: 'DeleteTask' }, ctx)),
        ),
        ctx,
      );
    // Archived, the equipment takes no new task; its open tasks beyond one transaction follow in chunks.
    let rest: string[] = [];
    const { state: current } = await loadOwned<EquipmentState>('Equipment', id, ctx.companyId);
    if (current.archived) {
      // Deleted before, but a bulk deletion stopped midway: deleting again finishes it.
      const left = (await tasksOfEquipment(current)).filter(isOpen).map((t) => t.id);
      if (left.length === 0) throw equipmentArchived();
      await executeInChunks(left, TASKS_PER_TRANSACTION, async (taskIds) => deleteOpen(await liveTasks(taskIds)));
      return { body: {} };
    }
    await executeAll(async () => {
      const archive = await prepare(equipmentDecider, { type: 'Equipment', id }, { type: 'ArchiveEquipment' }, ctx);
      const state = archive.before as EquipmentState;
      const open = (await tasksOfEquipment(state)).filter(isOpen);
      rest = open.slice(TASKS_PER_TRANSACTION).map((t) => t.id);
      return [
        archive,
        await prepare(
          locationDecider,
          { type: 'Location', id: state.locationId },
          { type: 'RemoveEquipment', equipmentId: id },
          ctx,
        ),
        await prepare(
          companyDecider,
          { type: 'Company', id: ctx.companyId },
          { type: 'RemoveInventory', kind: 'EQUIPMENT', itemId: id },
          ctx,
        ),
        ...(await deleteOpen(open.slice(0, TASKS_PER_TRANSACTION))),
      ];
    });
    await executeInChunks(rest, TASKS_PER_TRANSACTION, async (taskIds) => deleteOpen(await liveTasks(taskIds)));
    return { body: {} };
  },
});
