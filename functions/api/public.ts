import type { CompanyState } from '../../domain/company/decider';
import { faultPhotoSchema, faultReportSchema } from '../../domain/sticker/schemas';
import { assertMayReport, serviceCard, stickerNotFound } from '../../domain/sticker/card';
import { parseStickerCode } from '../../domain/sticker/code';
import { faultReference } from '../../domain/fault-report/status';
import type { TaskState } from '../../domain/task/decider';
import { loadStickerItem, placeOf } from '../commands/stickers/sticker-item';
import { reportFault } from '../commands/fault-reports/report-fault';
import { apiHandler, type ApiRequest } from '../http/api';
import { eventStore, loadStream, loadTally } from '../store/store';
import { setOf, tallyNames } from '../../domain/shared/tallies';
import { parseInput } from '../http/http-errors';
import { membersOf } from '../queries/memberships';
import { reportRecipients, reportedMails } from '../mail/fault-reports';
import { countsItem, countsOf } from '../queries/target-counts';
import { limitAddress, limitSticker } from '../http/public-limits';
import { findSticker } from '../use-cases/stickers';
import { adoptStickerPhoto, assertStickerPhoto, newStickerPhoto } from '../use-cases/sticker-photos';
import { clientAddress } from '../http/client-address';
import { publicRoutes } from './routes/public.routes';
import { inspectionRoutes } from './routes/inspector.routes';
import { inspectionImpls } from './inspection';

/** The caller's address (the limits count per address): the viewer's, behind CloudFront. */
const callerAddress = (req: ApiRequest) =>
  clientAddress(req.event.headers ?? {}, req.event.requestContext?.http?.sourceIp);

/** The sticker the path names, or 404 in Danish (a malformed code names nothing either). */
async function stickerOf(req: ApiRequest) {
  const code = parseStickerCode(req.params.code ?? '');
  if (!code) throw stickerNotFound();
  const sticker = await findSticker(eventStore(), code);
  if (!sticker) throw stickerNotFound();
  return { code, sticker };
}

async function companyOf(companyId: string): Promise<CompanyState> {
  const company = await loadStream<CompanyState>('Company', companyId);
  if (!company) throw stickerNotFound();
  return company.state;
}

/** The stickers' public cards and fault reports (decisions 112–114, 166); the inspector's page (decision 174). */
export const handler = apiHandler([...publicRoutes, ...inspectionRoutes], {
  ...inspectionImpls,
  'GET /api/public/sticker/{code}': async (req) => {
    await limitAddress('card', await callerAddress(req), req.now);
    const { sticker } = await stickerOf(req);
    const target = { kind: sticker.kind, id: sticker.itemId };
    const [company, item, tally, counts] = await Promise.all([
      companyOf(sticker.companyId),
      loadStickerItem(eventStore(), sticker),
      loadTally(sticker.kind === 'EQUIPMENT' ? 'Equipment' : 'Location', sticker.itemId),
      req.items.load(countsItem(sticker.companyId, target)),
    ]);
    const taskIds = setOf(tally, tallyNames.taskIds);
    const [tasks, place] = await Promise.all([
      Promise.all(taskIds.map((id) => loadStream<TaskState>('Task', id))).then((loaded) =>
        loaded.flatMap((task) => (task ? [task.state] : [])),
      ),
      placeOf(eventStore(), item),
    ]);
    // Whether a report on the item is open: its counter, written with each report's commit (decision 166).
    const card = serviceCard(company, item, tasks, place, countsOf(counts).openFaultReports);
    // A member of the company is shown the item's own page instead (its address needs the ids).
    const member = !!req.auth?.user.roles[sticker.companyId];
    return {
      body: member ? { card, member: { companyId: sticker.companyId, kind: card.kind, id: sticker.itemId } } : { card },
    };
  },

  'POST /api/public/sticker/{code}/photo': async (req) => {
    await limitAddress('photo', await callerAddress(req), req.now);
    const { code, sticker } = await stickerOf(req);
    assertMayReport(await companyOf(sticker.companyId));
    await loadStickerItem(eventStore(), sticker);
    const input = parseInput(faultPhotoSchema, req.body);
    // An opaque reference and an upload under the sticker's code: nothing of the company or the item.
    const { ref, url } = await newStickerPhoto(code, input);
    return { body: { url, ref } };
  },

  'POST /api/public/sticker/{code}/fault': async (req) => {
    await limitAddress('report', await callerAddress(req), req.now);
    const { code, sticker } = await stickerOf(req);
    assertMayReport(await companyOf(sticker.companyId));
    const input = parseInput(faultReportSchema, req.body);
    if (input.photo) await assertStickerPhoto(code, input.photo);
    await limitSticker(code, req.now);
    const admins = (await membersOf(sticker.companyId))
      .filter((row) => row.role === 'ADMIN' || row.role === 'SUPER_ADMIN')
      .map((row) => row.userId);
    // The admins' e-mails and the receipt are recorded with the report (decision 099), their
    // recipients decided once, before the report is numbered.
    const recipients = await reportRecipients(eventStore(), sticker.companyId, admins, input.email);
    // The photo becomes the company's file; the report keeps that key, which only its admins are shown.
    const photo = input.photo ? await adoptStickerPhoto(code, input.photo, sticker.companyId) : undefined;
    const { report } = await reportFault({ ...input, photo }, { ...sticker, code }, req.now, eventStore(), (reported) =>
      reportedMails(reported.report, reported, recipients),
    );
    return { status: 201, body: { reported: true, reference: faultReference(report.number) } };
  },
});
