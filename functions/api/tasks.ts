import type { TaskRow } from '../../domain/task/view';
import * as z from 'zod';
import type { EquipmentState } from '../../domain/equipment/decider';
import type { TaskState } from '../../domain/task/decider';
import { latenessText } from '../../domain/task/status';
import { copenhagenDate } from '../../domain/task/recurrence';
import {
  completeTaskSchema,
  responsibilitySchema,
  taskStandbySchema,
  taskUpdateSchema,
  taskSchema,
} from '../../domain/task/schemas';
import { completeTaskOnce } from '../commands/tasks/complete-task';
import { replayHeaders, requestKey } from '../http/idempotency-key';
import { withCompleter } from '../queries/completed-by';
import { createTask } from '../commands/tasks/create-task';
import { deleteTask } from '../commands/tasks/delete-task';
import { setTaskStandby } from '../commands/tasks/set-task-standby';
import { transferTasks } from '../commands/tasks/transfer-tasks';
import { updateTask } from '../commands/tasks/update-task';
import { apiHandler, etag, preloaded, type ApiRequest } from '../http/api';
import { byKey, byText, decodeCursor, listOrder, type CursorKey } from '../http/cursor';
import { eventStore } from '../store/store';
import { assertUploaded, attachment } from '../platform/files';
import { forbidden, notFound, parseInput } from '../http/http-errors';
import { heldNames, namesVersionItem, type InventoryNames } from '../queries/inventory-names';
import { loadOwned } from '../queries/inventory';
import { rowOf } from '../store/stream-rows';
import { loadVisibleTask, visibleTo } from '../queries/task-access';
import { answeredCompletions, completionViews, historyPage } from '../queries/history';
import { equipmentDetail, locationDetail } from '../queries/inventory-views';
import { equipmentItem, locationItem } from '../queries/inventory';
import { offlineSet } from '../../domain/offline/offline-set';
import type { LocationState } from '../../domain/location/decider';
import { readingSeries } from '../../domain/checklist/readings';
import { completionPartitions, type CompletionRow } from '../queries/inline-rows';
import {
  singleTaskContext,
  taskItem,
  taskItems,
  taskRowsOf,
  taskListOf,
  taskRowView,
  taskView,
  newestCompletions,
} from '../queries/tasks';
import { tasksRoutes } from './routes/tasks.routes';
import { complianceRoutes } from './routes/compliance.routes';
import { complianceImpls } from './compliance';
import { inspectorRoutes } from './routes/inspector.routes';
import { inspectorLinkImpls } from './inspector-links';

/** Tasks: lists, detail, create, edit, standby, completion, deletion, transfer and history (spec 001 "Tasks"). */
const idSchema = z.object({ id: z.string({ error: 'Vælg en opgave' }).min(1, { error: 'Vælg en opgave' }).max(200) });
const yearSchema = z.coerce
  .number({ error: 'Angiv et år' })
  .int()
  .min(2018, { error: 'Vælg et år fra 2018' })
  .max(9999);

/** One task at `version`: read with only its own equipment, location and responsible, never the company's inventory. */
async function offlineEquipment(req: ApiRequest, id: string | null) {
  const row = id ? rowOf<EquipmentState>(await req.items.load(equipmentItem(req.company!.id, id))) : undefined;
  return row?.state ? equipmentDetail(req.items, req.company!.id, row.state, row.version) : null;
}

async function offlineLocation(req: ApiRequest, id: string | null) {
  const row = id ? rowOf<LocationState>(await req.items.load(locationItem(req.company!.id, id))) : undefined;
  return row?.state && !row.state.deleted ? locationDetail(req.items, row.state, row.version) : null;
}

async function detailOf(req: ApiRequest, task: TaskState, version: number, names?: InventoryNames) {
  const [ctx, attachments] = await Promise.all([
    singleTaskContext(task, req.auth!, req.items, names),
    Promise.all(task.files.map(attachment)),
  ]);
  return { ...taskView(task, ctx, req.now, version), attachments };
}

/** The task lists' order, by deadline (api-additions.md "Tasks"), then id: the page of the rows after the cursor. */
const taskOrder = listOrder<TaskRow>((task) => [task.deadline, task.id], byKey(byText, byText));
const taskPage = (views: TaskRow[], after: CursorKey | null) => taskOrder.page(views, after, 'tasks');

export const handler = apiHandler([...tasksRoutes, ...complianceRoutes, ...inspectorRoutes], {
  ...complianceImpls,
  ...inspectorLinkImpls,
  'GET /api/task': {
    prefetch: (req) => [namesVersionItem(req.query.companyId)],
    preload: (req) => taskRowsOf(req.query.companyId),
    handle: async (req) => {
      const { locationId, equipmentId, responsibleId } = req.query;
      const visible = (t: { responsibleId: string }) =>
        visibleTo(req.ctx!, t) && (!responsibleId || t.responsibleId === responsibleId);
      const after = decodeCursor(req.query.cursor, 2);
      const rows = await preloaded(req, () => taskRowsOf(req.company!.id));
      const { tasks, ctx } = await taskListOf(req.auth!, req.items, req.company!.id, rows, visible);
      let views = tasks.map((task) => taskRowView(task, ctx, req.now));
      if (equipmentId) views = views.filter((t) => t.equipmentId === equipmentId);
      if (locationId) views = views.filter((t) => t.locationId === locationId);
      return { list: taskPage(views, after) };
    },
  },

  'GET /api/task/{id}': {
    prefetch: (req) => taskItems(req.query.companyId, req.params.id),
    handle: async (req) => {
      // The task's row, written with its commit (so as current as the stream), loaded with the session.
      const row = rowOf<TaskState>(await req.items.load(taskItem(req.company!.id, req.params.id)));
      const task = row?.state;
      if (!row || !task || task.deleted || !visibleTo(req.ctx!, task)) throw notFound();
      // The names' version came with the task (`taskItems`): held names of that version name its place.
      const detail = await detailOf(req, task, row.version, await heldNames(req.items, task.companyId));
      return { body: { task: detail }, headers: etag(row.version) };
    },
  },

  /**
   * What a phone keeps for the basement (issue 30, decision 169): the caller's own open tasks due
   * within 14 days, overdue ones included (`offlineSet`), each as its single read answers it, with
   * its equipment, its location and its last completion.
   */
  'GET /api/offline': {
    prefetch: (req) => [namesVersionItem(req.query.companyId)],
    preload: (req) => taskRowsOf(req.query.companyId),
    handle: async (req) => {
      const companyId = req.company!.id;
      const rows = await preloaded(req, () => taskRowsOf(companyId));
      const mine = (t: { responsibleId: string }) => t.responsibleId === req.auth!.userId;
      const { tasks, ctx } = await taskListOf(req.auth!, req.items, companyId, rows, mine);
      const kept = offlineSet(
        tasks.map((task) => taskRowView(task, ctx, req.now)),
        req.auth!.userId,
        req.now,
      );
      const names = await heldNames(req.items, companyId);
      const entries = await Promise.all(
        kept.map(async (kept) => {
          const row = rowOf<TaskState>(await req.items.load(taskItem(companyId, kept.id)));
          if (!row?.state || row.state.deleted) return null;
          const [task, equipment, location, last] = await Promise.all([
            detailOf(req, row.state, row.version, names),
            offlineEquipment(req, kept.equipmentId),
            offlineLocation(req, kept.locationId),
            newestCompletions(completionPartitions.task(companyId, kept.id), 1),
          ]);
          const [lastCompletion] = await completionViews(req, last);
          return { task, equipment, location, lastCompletion: lastCompletion ?? null };
        }),
      );
      return { body: { updatedAt: req.now.toISOString(), tasks: entries.filter((entry) => entry !== null) } };
    },
  },

  'GET /api/task-query': {
    prefetch: (req) => [namesVersionItem(req.query.companyId)],
    preload: (req) => taskRowsOf(req.query.companyId),
    handle: async (req) => {
      const userId = req.query.userId || req.auth!.userId;
      if (!req.ctx!.isAdmin && userId !== req.auth!.userId) throw forbidden();
      const after = decodeCursor(req.query.cursor, 2);
      const rows = await preloaded(req, () => taskRowsOf(req.company!.id));
      const { tasks, ctx } = await taskListOf(
        req.auth!,
        req.items,
        req.company!.id,
        rows,
        (t) => t.responsibleId === userId,
      );
      return {
        list: taskPage(
          tasks.map((task) => taskRowView(task, ctx, req.now)),
          after,
        ),
      };
    },
  },

  'POST /api/task': async (req) => {
    const input = parseInput(taskSchema, req.body);
    await assertUploaded(input.files, req.ctx!.companyId);
    return { status: 201, body: await createTask(input, req.ctx!, eventStore()) };
  },

  /**
   * Edit (`{id, ...fields}`), standby (`{id, standby: true}`) or reactivation (`{id, standby:
   * false, deadline}`); with `version`, merged three-way (decision 130).
   */
  'PATCH /api/task': async (req) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && 'standby' in body && !('title' in body)) {
      const { task, version } = await setTaskStandby(parseInput(taskStandbySchema, body), req.ctx!, eventStore());
      return { body: { task: await detailOf(req, task, version) } };
    }
    const input = parseInput(taskUpdateSchema, body);
    await assertUploaded(input.files, req.ctx!.companyId);
    const { task, version } = await updateTask(input, req.ctx!, eventStore());
    return { body: { task: await detailOf(req, task, version) } };
  },

  /** Done by the responsible or an admin, with an optional note (decisions.md "Completing a task"). */
  'POST /api/task/complete': async (req) => {
    const input = parseInput(completeTaskSchema, req.body);
    const key = requestKey(req, 'POST /api/task/complete');
    const photos = input.answers.flatMap((answer) => answer.photos ?? []);
    await assertUploaded([...(input.note?.files ?? []), ...photos], req.ctx!.companyId);
    const {
      result: { task, version, completion },
      replayed,
    } = await completeTaskOnce(input, req.ctx!, eventStore(), key).catch(async (error: unknown) => {
      throw await withCompleter(error, req.ctx!.companyId, input.id, input.deadline);
    });
    return {
      headers: replayHeaders(replayed),
      body: {
        task: await detailOf(req, task, version),
        completion: completion && {
          ...completion,
          lateness: latenessText(completion.deadline, completion.finishedOn),
        },
      },
    };
  },

  'DELETE /api/task': async (req) => {
    await deleteTask(parseInput(idSchema, req.body ?? req.query), req.ctx!, eventStore());
    return { body: {} };
  },

  /** `{<taskId>: <newResponsibleId>}`; unchanged picks keep the current responsible (spec 001 §5). */
  'PATCH /api/task/responsibility': async (req) => ({
    body: await transferTasks(parseInput(responsibilitySchema, req.body), req.ctx!, eventStore()),
  }),

  'GET /api/historic_completions': async (req) => {
    const year = parseInput(yearSchema, req.query.year ?? copenhagenDate(req.now).slice(0, 4));
    const { responsibleId } = req.query;
    const keep = (row: CompletionRow) => !responsibleId || row.responsibleId === responsibleId;
    return { list: await historyPage(req, completionPartitions.company(req.company!.id), year, keep) };
  },

  'GET /api/historic_completions/{taskId}': async (req) => {
    const task = await loadVisibleTask(eventStore(), req.ctx!, req.params.taskId).catch(async (error) => {
      // A deleted task keeps its history for admins ('en nu slettet opgave').
      if (req.ctx!.isAdmin) return null;
      throw error;
    });
    const year = req.query.year ? parseInput(yearSchema, req.query.year) : null;
    const page = await historyPage(req, completionPartitions.task(req.company!.id, req.params.taskId), year);
    if (!task && !req.query.cursor && page.rows.length === 0) throw notFound();
    return { list: page };
  },

  /** Everyone in the company sees the equipment's history (spec 001 "Equipment"); a USER without links. */
  'GET /api/historic_completions/equipment/{equipmentId}': async (req) => {
    await loadOwned<EquipmentState>(eventStore(), 'Equipment', req.params.equipmentId, req.company!.id);
    const year = req.query.year ? parseInput(yearSchema, req.query.year) : null;
    const target = { kind: 'EQUIPMENT' as const, id: req.params.equipmentId };
    return { list: await historyPage(req, completionPartitions.target(req.company!.id, target), year) };
  },

  /** Each reading item's values over time with its limits (decision 165): everyone in the company. */
  'GET /api/equipment/{id}/readings': async (req) => {
    await loadOwned<EquipmentState>(eventStore(), 'Equipment', req.params.id, req.company!.id);
    const target = { kind: 'EQUIPMENT' as const, id: req.params.id };
    return {
      body: { series: readingSeries(await answeredCompletions(completionPartitions.target(req.company!.id, target))) },
    };
  },
});
