import type { CompanyState } from '../../../domain/company/decider';
import { faultReportDecider, type FaultReportState } from '../../../domain/fault-report/decider';
import { counterOf, tallyNames } from '../../../domain/shared/tallies';
import { assertMayReport, stickerNotFound, type StickerClaim } from '../../../domain/sticker/card';
import type { StickerCode } from '../../../domain/sticker/code';
import { executeAll, prepare } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream, loadTally } from '../../store/store';
import { newId } from '../../store/ids';
import type { MailsOf } from '../../mail/outbox';
import type { ItemPlace } from '../../../domain/sticker/card';
import { loadStickerItem, placeOf } from '../stickers/sticker-item';

/** What a new report's e-mails are made from: the report, the company's name and where the item is. */
export interface Reported {
  report: FaultReportState;
  companyName: string;
  place: ItemPlace;
}

/**
 * A fault report from a sticker's public card (decision 166): when the company takes them (its
 * stream says so), a new FaultReport on the sticker's item, numbered with the company's next
 * reference (its tally's count of reports plus one, required unchanged by the transaction, so two
 * reports at once get two numbers), with the photo's key and the reply address as given. Its
 * e-mails (the admins', the receipt) are recorded with it.
 */
export async function reportFault(
  report: { description: string; email?: string; photo?: string },
  sticker: StickerClaim & { code: StickerCode },
  now: Date,
  store: EventStore,
  mails?: MailsOf<Reported>,
): Promise<Reported> {
  const reportId = newId();
  const ctx = { now, actor: null, companyId: sticker.companyId };
  let reported!: Reported;
  await executeAll(store, async () => {
    const company = await loadStream<CompanyState>('Company', sticker.companyId, store);
    if (!company) throw stickerNotFound();
    assertMayReport(company.state);
    const item = await loadStickerItem(store, sticker);
    const place = await placeOf(store, item);
    // The count is read last: the less time between it and the append, the fewer reports decided again.
    const number = counterOf(await loadTally('Company', sticker.companyId, store), tallyNames.faultReports) + 1;
    const commit = await prepare(
      store,
      faultReportDecider,
      { type: 'FaultReport', id: reportId, fresh: true },
      {
        type: 'ReportFault',
        reportId,
        companyId: sticker.companyId,
        number,
        item: { kind: sticker.kind, id: sticker.itemId },
        itemName: item.state.name,
        stickerCode: sticker.code,
        description: report.description,
        photo: report.photo ?? null,
        email: report.email ?? null,
        now,
      },
      ctx,
    );
    reported = { report: commit.state!, companyName: company.state.name, place };
    return { commits: [commit], mails: mails ? await mails(reported) : [] };
  });
  return reported;
}
