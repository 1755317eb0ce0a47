import type { FaultReportState } from '../../../domain/fault-report/decider';
import { faultTaskInput } from '../../../domain/fault-report/schemas';
import { taskSchema } from '../../../domain/task/schemas';
import { aCompany, refused, when, type World } from '../../../test/support/commands';
import { aReport, allowReports, stickerOf } from '../../../test/support/fault-reports';
import { closeFaultReport } from './close-fault-report';
import { createTaskFromReport } from './create-task-from-report';

describe('close a fault report (decision 166)', () => {
  let world: World;
  let report: FaultReportState;
  beforeEach(async () => {
    world = await aCompany();
    await allowReports(world, true);
    report = await aReport(world, await stickerOf(world, await world.equipment(await world.location())));
  });
  const close = (outcome: 'SOLVED' | 'REJECTED', answer = 'Pakningen er skiftet.') =>
    closeFaultReport({ id: report.id, outcome, answer }, world.as(world.admin), world.store, async (closed) => {
      mailed.push(closed);
      return [];
    });
  let mailed: { report: FaultReportState; companyName: string }[] = [];
  beforeEach(() => (mailed = []));

  it('given a new report, an admin closes it Afvist with an answer; the e-mail is made from the closed report', async () => {
    const { result, events } = await when(world.store, () => close('REJECTED', 'Det er normalt for kedlen.'));
    expect(events).toEqual([`FaultReport#${report.id}: FaultReportClosed`]);
    expect(result.report).toMatchObject({
      status: 'REJECTED',
      answer: 'Det er normalt for kedlen.',
      closedBy: world.admin.id,
      closedByName: 'Bo Berg',
    });
    expect(mailed).toEqual([{ report: result.report, companyName: 'Åbergs VVS' }]);
  });

  it('given a report made into a task, it is closed Løst', async () => {
    const task = taskSchema.parse(
      faultTaskInput({ responsibleId: world.user.id, deadline: '2027-03-20T10:00:00.000Z' }, report),
    );
    await createTaskFromReport({ id: report.id, task }, world.as(world.admin), world.store);
    expect((await close('SOLVED')).report).toMatchObject({ status: 'SOLVED' });
  });

  it('given a closed report, closing again is refused (409) and mails nothing', async () => {
    await close('SOLVED');
    mailed = [];
    expect(await refused(world.store, () => close('REJECTED'))).toMatchObject({ code: 'FAULT_REPORT_CLOSED' });
    expect(mailed).toEqual([]);
  });
});
