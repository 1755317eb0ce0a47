import type { FaultReportState } from '../../../domain/fault-report/decider';
import { faultTaskInput } from '../../../domain/fault-report/schemas';
import { taskSchema } from '../../../domain/task/schemas';
import { aCompany, refused, taskOf, when, withWriterMeanwhile, type World } from '../../../test/support/commands';
import { aReport, allowReports, stickerOf } from '../../../test/support/fault-reports';
import { createTaskFromReport } from './create-task-from-report';

describe('make a task of a fault report (decision 166)', () => {
  let world: World;
  let report: FaultReportState;
  const deadline = '2027-03-20T10:00:00.000Z';
  const taskOfReport = (body: Record<string, unknown>) =>
    taskSchema.parse(faultTaskInput({ responsibleId: world.user.id, deadline, ...body }, report));
  beforeEach(async () => {
    world = await aCompany();
    const equipmentId = await world.equipment(await world.location(), 'Kompressor');
    await allowReports(world, true);
    report = await aReport(world, await stickerOf(world, equipmentId), { photo: `${world.companyId}/p---olie.jpg` });
  });

  it('given a new report, one single task on its item with its text and photo, and the report Under behandling, linked both ways', async () => {
    const { result, events } = await when(world.store, () =>
      createTaskFromReport({ id: report.id, task: taskOfReport({}) }, world.as(world.admin), world.store),
    );
    expect(events).toEqual([`FaultReport#${report.id}: FaultReportTaskCreated`, `Task#${result.taskId}: TaskCreated`]);
    expect(result.report).toMatchObject({ status: 'IN_PROGRESS', taskId: result.taskId });
    expect(await taskOf(world, result.taskId)).toMatchObject({
      title: 'Fejlmelding F-1: Kompressor',
      description: 'Kedlen drypper.',
      type: 'AD_HOC',
      target: report.item,
      responsibleId: world.user.id,
      files: [`${world.companyId}/p---olie.jpg`],
      faultReportId: report.id,
    });
    expect(await world.openTasks(world.user)).toBe(1);
    expect(await world.placed('Equipment', report.item.id)).toEqual([result.taskId]);
  });

  it('given a report made into a task, a second is refused (409) and no second task is made', async () => {
    await createTaskFromReport({ id: report.id, task: taskOfReport({}) }, world.as(world.admin), world.store);
    const error = await refused(world.store, () =>
      createTaskFromReport({ id: report.id, task: taskOfReport({}) }, world.as(world.founder), world.store),
    );
    expect(error).toMatchObject({ kind: 'conflict', code: 'FAULT_REPORT_HAS_TASK' });
    expect(await world.openTasks(world.user)).toBe(1);
  });

  it('given another admin making it a task meanwhile, the command decides again and is refused', async () => {
    const meanwhile = () =>
      createTaskFromReport({ id: report.id, task: taskOfReport({}) }, world.as(world.founder), world.store);
    const racing = withWriterMeanwhile(world.store, meanwhile);
    await expect(
      createTaskFromReport({ id: report.id, task: taskOfReport({}) }, world.as(world.admin), racing),
    ).rejects.toMatchObject({ code: 'FAULT_REPORT_HAS_TASK' });
    expect(await world.openTasks(world.user)).toBe(1);
    expect(await world.placed('Equipment', report.item.id)).toHaveLength(1);
  });

  it('the task form rules hold: a past deadline or a responsible who is no member writes nothing', async () => {
    expect(
      await refused(world.store, () =>
        createTaskFromReport(
          { id: report.id, task: taskOfReport({ deadline: '2026-01-01T10:00:00.000Z' }) },
          world.as(world.admin),
          world.store,
        ),
      ),
    ).toMatchObject({ code: 'DEADLINE_IN_PAST' });
    const stranger = await world.stranger();
    expect(
      await refused(world.store, () =>
        createTaskFromReport(
          { id: report.id, task: taskOfReport({ responsibleId: stranger.id }) },
          world.as(world.admin),
          world.store,
        ),
      ),
    ).toMatchObject({ code: 'RESPONSIBLE_NOT_MEMBER' });
  });

  it("another company's admin finds no report (404)", async () => {
    const stranger = await world.stranger();
    const theirs = { ...world.as(stranger, 'ADMIN'), companyId: stranger.companyId };
    expect(
      await refused(world.store, () =>
        createTaskFromReport({ id: report.id, task: taskOfReport({}) }, theirs, world.store),
      ),
    ).toMatchObject({ status: 404 });
  });
});
