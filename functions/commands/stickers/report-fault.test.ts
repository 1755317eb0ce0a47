import { companyDecider } from '../../../domain/company/decider';
import { faultReportSchema, stickerPrintSchema } from '../../../domain/sticker/schemas';
import { aCompany, NOW, refused, when, type World } from '../../../test/support/commands';
import { execute } from '../../store/command';
import { findSticker } from '../../use-cases/stickers';
import { assignStickers } from './assign-stickers';
import { reportFault } from './report-fault';

describe('report a fault from a sticker (decision 113)', () => {
  let world: World;
  let sticker: NonNullable<Awaited<ReturnType<typeof findSticker>>>;
  const allow = (allowed: boolean) =>
    execute(
      companyDecider,
      { type: 'Company', id: world.companyId },
      { type: 'SetFaultReports', allowed },
      { now: NOW, actor: world.admin.id, companyId: world.companyId },
      { store: world.store },
    );
  beforeEach(async () => {
    world = await aCompany();
    const equipmentId = await world.equipment(await world.location());
    const [{ code }] = await assignStickers(
      stickerPrintSchema.parse({ equipmentIds: [equipmentId] }),
      world.as(world.admin),
      world.store,
    );
    sticker = (await findSticker(world.store, code))!;
  });
  const report = faultReportSchema.parse({ description: 'Kedlen drypper.', email: 'gaest@eksempel.dk' });

  it('given the setting on, a note from "En besøgende via klistermærket" on the item goes to its admins only', async () => {
    await allow(true);
    const candidates = [world.founder.id, world.admin.id, world.user.id];
    const { result, events } = await when(world.store, () =>
      reportFault(report, sticker, candidates, NOW, world.store),
    );
    expect(events).toEqual([`Note#${result.note.id}: NoteCreated`]);
    expect(result.targetName).toBe('Kedel');
    expect(result.note).toMatchObject({
      authorName: 'En besøgende via klistermærket',
      target: { kind: 'EQUIPMENT', id: sticker.itemId },
      content: 'Fejlmelding via klistermærke:\nKedlen drypper.\n\nSvar ønskes til: gaest@eksempel.dk',
      files: [],
    });
    expect([...result.note.recipientIds].sort()).toEqual([world.founder.id, world.admin.id].sort());
  });

  it('given the setting off (the default), it is refused and nothing is written', async () => {
    const error = await refused(world.store, () => reportFault(report, sticker, [world.admin.id], NOW, world.store));
    expect(error).toMatchObject({ code: 'FAULT_REPORTS_OFF' });
    await allow(true);
    await allow(false);
    expect(
      await refused(world.store, () => reportFault(report, sticker, [world.admin.id], NOW, world.store)),
    ).toMatchObject({ code: 'FAULT_REPORTS_OFF' });
  });
});
