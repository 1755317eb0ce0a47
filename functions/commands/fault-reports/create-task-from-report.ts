import { faultReportDecider, type FaultReportState } from '../../../domain/fault-report/decider';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { newId } from '../../store/ids';
import { loadOwned } from '../../queries/inventory';
import { versionAfter } from '../../store/versioned';
import { prepareNewTask } from '../tasks/create-task';
import type { TaskData } from '../tasks/task-fields';

/**
 * A fault report made into one task (decision 166): the task (the report's text and photo, on its
 * item, the responsible and deadline the admin chose, checked as the task form's are) and the
 * report's 'Under behandling', each naming the other, in one transaction. Of two admins doing it
 * at once, the second's commit to the report loses to the first's; decided again on the report
 * the first left, it is refused (409 FAULT_REPORT_HAS_TASK) and no second task is made.
 */
export async function createTaskFromReport(
  input: { id: string; task: TaskData },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ report: FaultReportState; version: number; taskId: string }> {
  const taskId = newId();
  let report!: FaultReportState;
  let version = 0;
  await executeAll(store, async () => {
    await loadOwned<FaultReportState>(store, 'FaultReport', input.id, ctx.companyId);
    // The report decides first: a report already made into a task answers 409 whatever the fields.
    const marked = await prepare(
      store,
      faultReportDecider,
      { type: 'FaultReport', id: input.id },
      { type: 'CreateTaskFromReport', taskId, by: ctx.actor, now: ctx.now },
      ctx,
    );
    const task = await prepareNewTask(store, ctx, input.task, taskId, { faultReportId: input.id });
    [report, version] = [marked.state!, versionAfter(marked)];
    return [marked, task];
  });
  return { report, version, taskId };
}
