import * as z from 'zod';
import { equipmentDecider, type EquipmentState } from '../../domain/equipment/decider';
import { locationDecider } from '../../domain/location/decider';
import { noteDecider } from '../../domain/note/decider';
import { DomainError } from '../../domain/shared/errors';
import { taskDecider, type TaskState } from '../../domain/task/decider';
import { latenessText } from '../../domain/task/status';
import { copenhagenDate } from '../../domain/task/recurrence';
import {
  completeTaskSchema,
  responsibilitySchema,
  taskStandbySchema,
  taskUpdateSchema,
  taskSchema,
} from '../../domain/task/schemas';
import { apiHandler, preloaded, type ApiRequest } from '../lib/api';
import { execute, executeAll, executeInChunks, prepare, TASKS_PER_TRANSACTION } from '../lib/command';
import { assertUploaded, attachment } from '../lib/files';
import { forbidden, notFound, parseInput } from '../lib/http-errors';
import { ConcurrencyError, type NewCommit } from '../lib/event-store';
import { newId } from '../lib/ids';
import { heldNames, namesVersionItem, type InventoryNames } from '../lib/inventory-names';
import { withResponsibilities } from '../lib/responsibility';
import { callerIsAdmin, ctxOf, fieldsOf, loadVisibleTask, memberOfCompany, visibleTo } from '../lib/task-commands';
import { loadOwned } from '../lib/inventory';
import {
  completionsOf,
  rowState,
  singleTaskContext,
  taskItem,
  taskItems,
  taskRowsOf,
  targetCompletionsOf,
  taskCompletionsOf,
  taskContext,
  taskListOf,
  taskRowView,
  taskView,
  type CompletionRow,
} from '../lib/tasks';
import { tasksRoutes } from './tasks.routes';
import { byInstant } from '../../domain/shared/time';

/** Tasks: lists, detail, create, edit, standby, completion, deletion, transfer and history (spec 001 "Tasks"). */
const idSchema = z.object({ id: z.string({ error: 'Vælg en opgave' }).min(1, { error: 'Vælg en opgave' }).max(200) });
const yearSchema = z.coerce
  .number({ error: 'Angiv et år' })
  .int()
  .min(2018, { error: 'Vælg et år fra 2018' })
  .max(9999);

/** One task: read with only its own equipment, location and responsible, never the company's inventory. */
async function detailOf(req: ApiRequest, task: TaskState, names?: InventoryNames) {
  const [ctx, attachments] = await Promise.all([
    singleTaskContext(task, req.auth!, req.items, names),
    Promise.all(task.files.map(attachment)),
  ]);
  return { ...taskView(task, ctx, req.now), attachments };
}

/**
 * Equipment standby as the commit that places the task on it reads it: a standby change between
 * that read and the append takes the equipment's version, so the task is decided again.
 */
const standbyOf = (placed: NewCommit<unknown> | undefined, fallback: boolean) =>
  placed?.streamType === 'Equipment' ? (placed.state as EquipmentState).standby : fallback;

const sameTarget = (a: TaskState['target'], b: TaskState['target']) => a.kind === b.kind && a.id === b.id;

/**
 * A task is known to its location or equipment, in the same transaction: a location cannot be
 * deleted under it, and equipment standby, reactivation and deletion reach every task at once.
 */
const placeCommands = async (
  taskId: string,
  target: TaskState['target'],
  ctx: ReturnType<typeof ctxOf>,
  remove = false,
): Promise<NewCommit<unknown>[]> => {
  const command = remove ? { type: 'RemoveTask' as const, taskId } : { type: 'PlaceTask' as const, taskId };
  return [
    target.kind === 'LOCATION'
      ? await prepare(locationDecider, { type: 'Location', id: target.id }, command, ctx)
      : await prepare(equipmentDecider, { type: 'Equipment', id: target.id }, command, ctx),
  ];
};

async function completionViews(req: ApiRequest, rows: CompletionRow[]) {
  // The people who did the tasks are looked up too: one who has left is named as deleted (decisions.md "Deleted people read the same everywhere").
  const ctx = await taskContext(
    req.company!.id,
    [...rows, ...rows.map((row) => ({ responsibleId: row.completedBy }))],
    req.items,
  );
  const gone = (id: string) => {
    const person = ctx.people.get(id);
    return !person || person.deleted || !person.roles[req.company!.id];
  };
  return rows
    .map((row) => {
      const equipment = row.target.kind === 'EQUIPMENT' ? ctx.equipment.get(row.target.id) : undefined;
      const locationId = equipment ? equipment.locationId : row.target.kind === 'LOCATION' ? row.target.id : null;
      const person = ctx.people.get(row.responsibleId);
      return {
        id: row.completionId,
        task: { id: row.taskId, title: row.title, type: row.type },
        equipment:
          row.target.kind === 'EQUIPMENT'
            ? {
                id: row.target.id,
                name: equipment?.name ?? null,
                equipmentId: equipment?.externalId ?? null,
                archived: equipment?.archived ?? true,
              }
            : null,
        locationId,
        locationName: locationId ? (ctx.locations.get(locationId)?.name ?? null) : null,
        finishedOn: row.finishedOn,
        deadline: row.deadline,
        late: row.late,
        lateness: latenessText(row.deadline, row.finishedOn),
        responsible: {
          id: row.responsibleId,
          name: person?.name ?? row.responsibleName,
          deleted: gone(row.responsibleId),
        },
        completedBy: { id: row.completedBy, name: row.completedByName, deleted: gone(row.completedBy) },
      };
    })
    .sort((a, b) => byInstant(b.finishedOn, a.finishedOn));
}

export const handler = apiHandler(tasksRoutes, {
  'GET /api/task': {
    prefetch: (req) => [namesVersionItem(req.query.companyId)],
    preload: (req) => taskRowsOf(req.query.companyId),
    handle: async (req) => {
      const { locationId, equipmentId, responsibleId } = req.query;
      const visible = (t: { responsibleId: string }) =>
        visibleTo(req, t) && (!responsibleId || t.responsibleId === responsibleId);
      const rows = await preloaded(req, () => taskRowsOf(req.company!.id));
      const { tasks, ctx } = await taskListOf(req.auth!, req.items, req.company!.id, rows, visible);
      let views = tasks
        .map((task) => taskRowView(task, ctx, req.now))
        .sort((a, b) => byInstant(a.deadline, b.deadline));
      if (equipmentId) views = views.filter((t) => t.equipmentId === equipmentId);
      if (locationId) views = views.filter((t) => t.locationId === locationId);
      return { body: { tasks: views } };
    },
  },

  'GET /api/task/{id}': {
    prefetch: (req) => taskItems(req.query.companyId, req.params.id),
    handle: async (req) => {
      // The task's row, written with its commit (so as current as the stream), loaded with the session.
      const task = rowState<TaskState>(await req.items.load(taskItem(req.company!.id, req.params.id)));
      if (!task || task.deleted || !visibleTo(req, task)) throw notFound();
      // The names' version came with the task (`taskItems`): held names of that version name its place.
      return { body: { task: await detailOf(req, task, await heldNames(req.items, task.companyId)) } };
    },
  },

  'GET /api/task-query': {
    prefetch: (req) => [namesVersionItem(req.query.companyId)],
    preload: (req) => taskRowsOf(req.query.companyId),
    handle: async (req) => {
      const userId = req.query.userId || req.auth!.userId;
      if (!callerIsAdmin(req) && userId !== req.auth!.userId) throw forbidden();
      const rows = await preloaded(req, () => taskRowsOf(req.company!.id));
      const { tasks, ctx } = await taskListOf(
        req.auth!,
        req.items,
        req.company!.id,
        rows,
        (t) => t.responsibleId === userId,
      );
      const views = tasks.map((task) => taskRowView(task, ctx, req.now));
      return { body: { tasks: views.sort((a, b) => byInstant(a.deadline, b.deadline)) } };
    },
  },

  'POST /api/task': async (req) => {
    const input = parseInput(taskSchema, req.body);
    const ctx = ctxOf(req);
    await assertUploaded(input.files, ctx.companyId);
    const taskId = newId();
    await executeAll(async () => {
      const { fields } = await fieldsOf(ctx.companyId, input);
      const placed = await placeCommands(taskId, fields.target, ctx);
      const create = {
        type: 'CreateTask' as const,
        taskId,
        companyId: ctx.companyId,
        fields,
        createdBy: ctx.actor,
        now: ctx.now,
      };
      const commands = standbyOf(placed[0], false)
        ? [create, { type: 'SetEquipmentStandby' as const, standby: true, now: ctx.now }]
        : [create];
      return withResponsibilities(
        [await prepare(taskDecider, { type: 'Task', id: taskId }, commands, ctx), ...placed],
        ctx,
      );
    });
    return { status: 201, body: { taskId } };
  },

  /** Edit (`{id, ...fields}`), standby (`{id, standby: true}`) or reactivation (`{id, standby: false, deadline}`). */
  'PATCH /api/task': async (req) => {
    const ctx = ctxOf(req);
    const body = req.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && 'standby' in body && !('title' in body)) {
      const { id, standby, deadline } = parseInput(taskStandbySchema, body);
      await loadVisibleTask(req, id);
      const commit = await execute(
        taskDecider,
        { type: 'Task', id },
        { type: 'SetTaskStandby', standby, deadline, now: ctx.now },
        ctx,
      );
      return { body: { task: await detailOf(req, commit.state ?? (await loadVisibleTask(req, id))) } };
    }
    const { id, ...input } = parseInput(taskUpdateSchema, body);
    await assertUploaded(input.files, ctx.companyId);
    await executeAll(async () => {
      const old = await loadVisibleTask(req, id);
      const { fields, equipmentStandby: read } = await fieldsOf(ctx.companyId, input);
      const moved = old.target.kind !== fields.target.kind || old.target.id !== fields.target.id;
      const placed = moved
        ? [...(await placeCommands(id, old.target, ctx, true)), ...(await placeCommands(id, fields.target, ctx))]
        : [];
      const equipmentStandby = standbyOf(placed[1], read);
      const commands = [
        { type: 'UpdateTask' as const, fields, now: ctx.now },
        ...(equipmentStandby !== old.equipmentStandby
          ? [
              {
                type: 'SetEquipmentStandby' as const,
                standby: equipmentStandby,
                deadline: fields.deadline,
                now: ctx.now,
              },
            ]
          : []),
      ];
      const update = await prepare(taskDecider, { type: 'Task', id }, commands, ctx);
      // Moved meanwhile: the places above were decided on an older task than the one guarded.
      if (!sameTarget((update.before as TaskState).target, old.target))
        throw new ConcurrencyError('Task moved meanwhile');
      return withResponsibilities([update, ...placed], ctx);
    });
    return { body: { task: await detailOf(req, await loadVisibleTask(req, id)) } };
  },

  /** Done by the responsible or an admin, with an optional note (decisions.md "Completing a task"). */
  'POST /api/task/complete': async (req) => {
    const { id, note } = parseInput(completeTaskSchema, req.body);
    const ctx = ctxOf(req);
    const task = await loadVisibleTask(req, id);
    const withNote = !!note && (note.content.length > 0 || note.files.length > 0);
    if (withNote) await assertUploaded(note!.files, ctx.companyId);
    if (withNote && note!.content.length === 0)
      throw new DomainError('invalid', 'VALIDATION', 'Skriv en note på mindst 2 tegn', {
        'note.content': 'Skriv en note på mindst 2 tegn',
      });
    const completionId = newId();
    const noteId = withNote ? newId() : null;
    const by = { id: ctx.actor, name: req.auth!.user.name, isAdmin: callerIsAdmin(req) };
    const commits = await executeAll(async () =>
      withResponsibilities(
        [
          await prepare(
            taskDecider,
            { type: 'Task', id },
            { type: 'CompleteTask', completionId, by, noteId, now: ctx.now },
            ctx,
          ),
          ...(withNote
            ? [
                await prepare(
                  noteDecider,
                  { type: 'Note', id: noteId! },
                  {
                    type: 'CreateNote',
                    noteId: noteId!,
                    companyId: ctx.companyId,
                    target: { kind: 'TASK', id },
                    content: note!.content,
                    files: note!.files,
                    recipientIds: [],
                    core: false,
                    authorId: ctx.actor,
                    authorName: by.name,
                    memberIds: [],
                    now: ctx.now,
                  },
                  ctx,
                ),
              ]
            : []),
        ],
        ctx,
      ),
    );
    const done = commits[0].events[0];
    const after = commits[0].state as TaskState;
    const completion =
      done.type === 'TaskCompleted'
        ? {
            id: completionId,
            finishedOn: done.data.finishedOn,
            deadline: done.data.deadline,
            late: done.data.late,
            lateness: latenessText(done.data.deadline, done.data.finishedOn),
            nextDeadline: done.data.nextDeadline,
            noteId,
          }
        : null;
    return { body: { task: await detailOf(req, after ?? task), completion } };
  },

  'DELETE /api/task': async (req) => {
    const { id } = parseInput(idSchema, req.body ?? req.query);
    const ctx = ctxOf(req);
    await loadVisibleTask(req, id);
    await executeAll(async () => {
      const deletion = await prepare(taskDecider, { type: 'Task', id }, { type: 'DeleteTask' }, ctx);
      return withResponsibilities(
        [deletion, ...(await placeCommands(id, (deletion.before as TaskState).target, ctx, true))],
        ctx,
      );
    });
    return { body: {} };
  },

  /** `{<taskId>: <newResponsibleId>}`; unchanged picks keep the current responsible (spec 001 §5). */
  'PATCH /api/task/responsibility': async (req) => {
    const changes = parseInput(responsibilitySchema, req.body);
    const ctx = ctxOf(req);
    const people = new Map<string, string>();
    for (const userId of new Set(Object.values(changes)))
      people.set(userId, (await memberOfCompany(ctx.companyId, userId)).name);
    // Every task is checked before anything is written; then chunks of one transaction each.
    await Promise.all(Object.keys(changes).map((taskId) => loadVisibleTask(req, taskId)));
    const appended = await executeInChunks(Object.keys(changes), TASKS_PER_TRANSACTION, async (taskIds) =>
      withResponsibilities(
        await Promise.all(
          taskIds.map((taskId) =>
            prepare(
              taskDecider,
              { type: 'Task', id: taskId },
              {
                type: 'ChangeResponsible',
                responsibleId: changes[taskId],
                responsibleName: people.get(changes[taskId])!,
              },
              ctx,
            ),
          ),
        ),
        ctx,
      ),
    );
    return { body: { updated: appended.filter((c) => c.streamType === 'Task').length } };
  },

  'GET /api/historic_completions': async (req) => {
    const year = parseInput(yearSchema, req.query.year ?? copenhagenDate(req.now).slice(0, 4));
    const rows = await completionsOf(req.company!.id, year);
    const wanted = req.query.responsibleId ? rows.filter((r) => r.responsibleId === req.query.responsibleId) : rows;
    return { body: await completionViews(req, wanted) };
  },

  'GET /api/historic_completions/{taskId}': async (req) => {
    const task = await loadVisibleTask(req, req.params.taskId).catch(async (error) => {
      // A deleted task keeps its history for admins ('en nu slettet opgave').
      if (callerIsAdmin(req)) return null;
      throw error;
    });
    const year = req.query.year ? parseInput(yearSchema, req.query.year) : null;
    const rows = await taskCompletionsOf(req.company!.id, req.params.taskId, year);
    if (!task && rows.length === 0) throw notFound();
    return { body: await completionViews(req, rows) };
  },

  /** Everyone in the company sees the equipment's history (spec 001 "Equipment"); a USER without links. */
  'GET /api/historic_completions/equipment/{equipmentId}': async (req) => {
    await loadOwned<EquipmentState>('Equipment', req.params.equipmentId, req.company!.id);
    const year = req.query.year ? parseInput(yearSchema, req.query.year) : null;
    const rows = await targetCompletionsOf(req.company!.id, { kind: 'EQUIPMENT', id: req.params.equipmentId }, year);
    return { body: await completionViews(req, rows) };
  },
});
