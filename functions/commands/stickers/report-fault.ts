import type { CompanyState } from '../../../domain/company/decider';
import type { EquipmentState } from '../../../domain/equipment/decider';
import type { LocationState } from '../../../domain/location/decider';
import { noteDecider, type NoteState } from '../../../domain/note/decider';
import {
  FAULT_REPORT_AUTHOR,
  assertMayReport,
  faultReportNote,
  itemStands,
  stickerNotFound,
  type StickerClaim,
} from '../../../domain/sticker/card';
import type { UserState } from '../../../domain/user/decider';
import { execute } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { newId } from '../../store/ids';
import type { MailsOf } from '../../mail/outbox';

/** The author id of fault reports: no person, so never a recipient or a member. */
export const FAULT_REPORTER_ID = 'sticker';

/** The item a sticker names, if it still stands, with its name. */
export async function loadStickerItem(store: EventStore, sticker: StickerClaim) {
  const item =
    sticker.kind === 'EQUIPMENT'
      ? await loadStream<EquipmentState>('Equipment', sticker.itemId, store).then(
          (loaded) => loaded && { kind: 'EQUIPMENT' as const, state: loaded.state },
        )
      : await loadStream<LocationState>('Location', sticker.itemId, store).then(
          (loaded) => loaded && { kind: 'LOCATION' as const, state: loaded.state },
        );
  if (!item || item.state.companyId !== sticker.companyId || !itemStands(item)) throw stickerNotFound();
  return item;
}

/**
 * A fault report from a sticker's public card (decision 113): when the company takes them (its
 * stream says so), a note on the item from "En besøgende via klistermærket" to the company's
 * admins (each checked on their own stream), with the photo as its file. Answers the note, the
 * item's name and the recipients for the e-mails.
 */
export async function reportFault(
  report: { description: string; email?: string; photo?: string },
  sticker: StickerClaim,
  adminCandidates: string[],
  now: Date,
  store: EventStore,
  mails?: MailsOf<{ note: NoteState; targetName: string }>,
): Promise<{ note: NoteState; targetName: string }> {
  const company = await loadStream<CompanyState>('Company', sticker.companyId, store);
  if (!company) throw stickerNotFound();
  assertMayReport(company.state);
  const item = await loadStickerItem(store, sticker);
  const admins = (
    await Promise.all(
      [...new Set(adminCandidates)].map(async (id) => {
        const user = await loadStream<UserState>('User', id, store);
        const role = user && !user.state.deleted ? user.state.roles[sticker.companyId]?.type : undefined;
        return role === 'ADMIN' || role === 'SUPER_ADMIN' ? [id] : [];
      }),
    )
  ).flat();
  const noteId = newId();
  const ctx = { now, actor: null, companyId: sticker.companyId };
  const commit = await execute(
    noteDecider,
    { type: 'Note', id: noteId, fresh: true },
    {
      type: 'CreateNote',
      noteId,
      companyId: sticker.companyId,
      target: { kind: sticker.kind, id: sticker.itemId },
      content: faultReportNote(report),
      files: report.photo ? [report.photo] : [],
      recipientIds: admins,
      core: false,
      authorId: FAULT_REPORTER_ID,
      authorName: FAULT_REPORT_AUTHOR,
      memberIds: admins,
      now,
    },
    ctx,
    { store, mails: mails && ((decided) => mails({ note: decided.state!, targetName: item.state.name })) },
  );
  return { note: commit.state!, targetName: item.state.name };
}
