import { serviceBook } from '../../domain/equipment/service-book';
import type { CompanyState } from '../../domain/company/decider';
import type { EquipmentState } from '../../domain/equipment/decider';
import type { LocationState } from '../../domain/location/decider';
import type { TaskState } from '../../domain/task/decider';
import { contentDisposition } from '../../domain/note/files';
import { apiHandler } from '../http/api';
import { eventStore, loadStream, loadTally } from '../store/store';
import { setOf, tallyNames } from '../../domain/shared/tallies';
import { loadOwned, notesOf } from '../queries/inventory';
import { taskNoteRows } from '../queries/place-notes';
import { bookImages } from '../documents/service-book-files';
import { serviceBookPdf } from '../documents/service-book-pdf';
import { targetCompletionsOf } from '../queries/tasks';
import { serviceBookRoutes } from './routes/service-book.routes';
import { complianceReportRoutes } from './routes/compliance-report.routes';
import { complianceReportHandlers } from './compliance-report';

/**
 * One piece of equipment's service book as a PDF (issue 17 D): the equipment, its location and
 * tasks and the company from the event store, its completions from the history partition the
 * equipment's history tab reads, its notes from the notes read model, and its pictures from the
 * files bucket. The content is `serviceBook` (domain/), the drawing `serviceBookPdf`. Beside it, the
 * inspection-ready PDF of the lovpligtige eftersyn (`compliance-report.ts`, decision 175).
 */
export const handler = apiHandler([...serviceBookRoutes, ...complianceReportRoutes], {
  ...complianceReportHandlers,
  'GET /api/equipment/{id}/service-book': async (req) => {
    const ctx = req.ctx!;
    const store = eventStore();
    const { state: equipment } = await loadOwned<EquipmentState>(store, 'Equipment', req.params.id, ctx.companyId);
    const [tally, company, location, completions, equipmentNotes] = await Promise.all([
      loadTally('Equipment', equipment.id, store),
      loadStream<CompanyState>('Company', ctx.companyId, store),
      loadStream<LocationState>('Location', equipment.locationId, store),
      targetCompletionsOf(ctx.companyId, { kind: 'EQUIPMENT', id: equipment.id }, null),
      notesOf(ctx.companyId, 'EQUIPMENT', equipment.id),
    ]);
    // Its tasks now, and those done on it before they were deleted or moved.
    const taskIds = [...new Set([...setOf(tally, tallyNames.taskIds), ...completions.map((c) => c.taskId)])];
    const tasks = (await Promise.all(taskIds.map((id) => loadStream<TaskState>('Task', id, store))))
      .map((loaded) => loaded?.state)
      .filter((task): task is TaskState => !!task && task.companyId === ctx.companyId);
    // The tasks' notes as the equipment's 'Noter' tab reads them: by key from the tasks' tallies.
    const taskNotes = (
      await taskNoteRows(
        req.items,
        ctx.companyId,
        tasks.map((task) => task.id),
      )
    ).map((row) => row.state);

    const book = serviceBook({
      now: req.now,
      companyName: company?.state.name ?? '',
      equipment,
      locationName: location && !location.state.deleted ? location.state.name : null,
      completions,
      tasks: tasks.map((task) => ({
        id: task.id,
        title: task.title,
        responsibleId: task.responsibleId,
        deleted: task.deleted,
      })),
      notes: [...equipmentNotes, ...taskNotes],
      viewer: { userId: ctx.actor, isAdmin: ctx.isAdmin },
    });
    const bytes = await serviceBookPdf(book, await bookImages(book, ctx.companyId));
    return {
      file: {
        contentType: 'application/pdf',
        contentDisposition: `attachment; filename="${book.fileName}"; ${contentDisposition('attachment', book.fileNameUtf8).replace(/^attachment; /, '')}`,
        bytes,
      },
    };
  },
});
