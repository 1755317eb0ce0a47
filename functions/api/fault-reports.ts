import type { FaultReportState } from '../../domain/fault-report/decider';
import { closeFaultReportSchema, faultReportQuerySchema, faultTaskInput } from '../../domain/fault-report/schemas';
import { isOpen } from '../../domain/fault-report/status';
import { taskSchema } from '../../domain/task/schemas';
import { closeFaultReport } from '../commands/fault-reports/close-fault-report';
import { createTaskFromReport } from '../commands/fault-reports/create-task-from-report';
import { preloaded, type ApiRequest, type Route, type RouteImpl } from '../http/api';
import { byKey, byText, decodeCursor, listOrder } from '../http/cursor';
import { parseInput } from '../http/http-errors';
import { closedMails } from '../mail/fault-reports';
import { faultReportRowsOf, faultReportView, nameIndex, type FaultReportView } from '../queries/fault-reports';
import { loadOwned } from '../queries/inventory';
import { inventoryNames, namesVersionItem } from '../queries/inventory-names';
import { eventStore } from '../store/store';

/** Newest first: by the reference number, then the id (a total order, so a cursor is exact). */
const newestFirst = listOrder<Pick<FaultReportView, 'number' | 'id'>>(
  (report) => [String(report.number).padStart(12, '0'), report.id],
  byKey((a, b) => byText(b, a), byText),
);

const wanted = (status: string | undefined) => (report: FaultReportState) =>
  !status || (status === 'OPEN' ? isOpen(report.status) : report.status === status);

/** One report as the list shows it, after a write (the names as the lists have them). */
async function viewAfter(req: ApiRequest, report: FaultReportState, version: number) {
  return faultReportView(report, version, nameIndex(await inventoryNames(req.items, req.ctx!.companyId)));
}

/**
 * Fault reports as tracked work (issue 29, decision 166): the admins' list, a task made of one,
 * closing one (`faultReportsRoutes`). Served by the stickers' function (`apiStickers`, see
 * `stickers.ts`): a function of their own would take the stack over its 300 resources (decision 145).
 */
export const faultReportImpls: Record<string, RouteImpl | Route<unknown>> = {
  'GET /api/fault-report': {
    prefetch: (req) => [namesVersionItem(req.query.companyId)],
    preload: (req) => faultReportRowsOf(req.query.companyId),
    handle: async (req) => {
      const { status } = parseInput(faultReportQuerySchema, req.query);
      const after = decodeCursor(req.query.cursor, 2);
      const [rows, names] = await Promise.all([
        preloaded(req, () => faultReportRowsOf(req.company!.id)),
        inventoryNames(req.items, req.company!.id),
      ]);
      const index = nameIndex(names);
      // In order by number first (numbers are unique), so the list's own sort finds them sorted.
      const reports = rows
        .filter((row) => wanted(status)(row.state))
        .sort((a, b) => b.state.number - a.state.number)
        .map((row) => faultReportView(row.state, row.version, index));
      return { list: newestFirst.page(reports, after, 'faultReports') };
    },
  },

  /** The task form's fields (`taskSchema`), on the report's item with its photo; 409 once it has a task. */
  'POST /api/fault-report/{id}/task': async (req) => {
    const ctx = req.ctx!;
    const { state } = await loadOwned<FaultReportState>(eventStore(), 'FaultReport', req.params.id, ctx.companyId);
    const task = parseInput(taskSchema, faultTaskInput(req.body, state));
    const { report, version, taskId } = await createTaskFromReport({ id: state.id, task }, ctx, eventStore());
    return { status: 201, body: { taskId, faultReport: await viewAfter(req, report, version) } };
  },

  /** Løst or Afvist with the answer, which the reporter is mailed; 409 once it is closed. */
  'POST /api/fault-report/{id}/close': async (req) => {
    const input = parseInput(closeFaultReportSchema, req.body);
    const { report, version } = await closeFaultReport(
      { id: req.params.id, ...input },
      req.ctx!,
      eventStore(),
      ({ report, companyName }) => closedMails(report, companyName),
    );
    return { body: { faultReport: await viewAfter(req, report, version) } };
  },
};
