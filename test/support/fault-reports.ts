import { companyDecider } from '../../domain/company/decider';
import { faultReportSchema, stickerPrintSchema } from '../../domain/sticker/schemas';
import { reportFault } from '../../functions/commands/fault-reports/report-fault';
import { assignStickers } from '../../functions/commands/stickers/assign-stickers';
import { execute } from '../../functions/store/command';
import { findSticker } from '../../functions/use-cases/stickers';
import { NOW, type World } from './commands';

/**
 * Givens of the fault-report commands (decision 166) on the in-memory store: the company's setting,
 * a printed sticker, and a visitor's report through it.
 */

/** Turns the company's fault reports on or off (its own stream, decision 113). */
export const allowReports = (world: World, allowed: boolean) =>
  execute(
    companyDecider,
    { type: 'Company', id: world.companyId },
    { type: 'SetFaultReports', allowed },
    { now: NOW, actor: world.admin.id, companyId: world.companyId },
    { store: world.store },
  );

/** The sticker printed for an equipment, as the public card finds it (with its code). */
export async function stickerOf(world: World, equipmentId: string) {
  const [{ code }] = await assignStickers(
    stickerPrintSchema.parse({ equipmentIds: [equipmentId] }),
    world.as(world.admin),
    world.store,
  );
  return { ...(await findSticker(world.store, code))!, code };
}

/** A visitor's report through `sticker` (the setting must be on): the stored report. */
export const aReport = async (
  world: World,
  sticker: Awaited<ReturnType<typeof stickerOf>>,
  input: { description?: string; email?: string; photo?: string } = {},
) =>
  (
    await reportFault(
      faultReportSchema.parse({ description: 'Kedlen drypper.', email: 'gaest@eksempel.dk', ...input }),
      sticker,
      NOW,
      world.store,
    )
  ).report;
