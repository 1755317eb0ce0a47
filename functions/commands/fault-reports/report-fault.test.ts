import type { FaultReportState } from '../../../domain/fault-report/decider';
import { counterOf, tallyNames } from '../../../domain/shared/tallies';
import { faultReportSchema } from '../../../domain/sticker/schemas';
import { aCompany, NOW, refused, when, withWriterMeanwhile, type World } from '../../../test/support/commands';
import { allowReports, stickerOf } from '../../../test/support/fault-reports';
import { reportFault } from './report-fault';

describe('report a fault from a sticker (decision 166)', () => {
  let world: World;
  let sticker: Awaited<ReturnType<typeof stickerOf>>;
  beforeEach(async () => {
    world = await aCompany();
    sticker = await stickerOf(world, await world.equipment(await world.location('Kedelrum'), 'Kedel'));
  });
  const report = faultReportSchema.parse({ description: 'Kedlen drypper.', email: 'gaest@eksempel.dk' });

  it('given the setting on, a report on the item is Ny, numbered F-1, with the reply address and where it is', async () => {
    await allowReports(world, true);
    const { result, events } = await when(world.store, () => reportFault(report, sticker, NOW, world.store));
    expect(events).toEqual([`FaultReport#${result.report.id}: FaultReported`]);
    expect(result.report).toMatchObject({
      companyId: world.companyId,
      number: 1,
      status: 'NEW',
      item: { kind: 'EQUIPMENT', id: sticker.itemId },
      itemName: 'Kedel',
      stickerCode: sticker.code,
      description: 'Kedlen drypper.',
      email: 'gaest@eksempel.dk',
      photo: null,
    });
    expect(result.place).toEqual({ equipmentId: 'K-1', location: 'Kedelrum' });
    expect(result.companyName).toBe('Åbergs VVS');
  });

  it('given reports before, the next takes the next number; the company tally counts them', async () => {
    await allowReports(world, true);
    for (const expected of [1, 2, 3])
      expect((await reportFault(report, sticker, NOW, world.store)).report.number).toBe(expected);
    expect(counterOf(await world.store.loadTally('Company', world.companyId), tallyNames.faultReports)).toBe(3);
  });

  it('given another report stored meanwhile with the number it read, it is decided again with the next', async () => {
    await allowReports(world, true);
    let first: FaultReportState | undefined;
    const meanwhile = async () => (first = (await reportFault(report, sticker, NOW, world.store)).report);
    const { report: second } = await reportFault(report, sticker, NOW, withWriterMeanwhile(world.store, meanwhile));
    expect([first?.number, second.number]).toEqual([1, 2]);
    expect((await world.store.load<FaultReportState>('FaultReport', second.id))!.state.number).toBe(2);
  });

  it('given the setting off (the default), it is refused and nothing is written', async () => {
    const error = await refused(world.store, () => reportFault(report, sticker, NOW, world.store));
    expect(error).toMatchObject({ code: 'FAULT_REPORTS_OFF' });
    await allowReports(world, true);
    await allowReports(world, false);
    expect(await refused(world.store, () => reportFault(report, sticker, NOW, world.store))).toMatchObject({
      code: 'FAULT_REPORTS_OFF',
    });
  });

  it('records the e-mails it is given with the report, rendered from the report as stored', async () => {
    await allowReports(world, true);
    let seen: number | undefined;
    const { commits } = await when(world.store, () =>
      reportFault(report, sticker, NOW, world.store, ({ report: stored }) => {
        seen = stored.number;
        return [];
      }),
    );
    expect(seen).toBe(1);
    expect(commits).toHaveLength(1);
  });
});
