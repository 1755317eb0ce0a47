import { noteDecider, type NoteState } from '../../../domain/note/decider';
import type { noteSchema } from '../../../domain/note/schemas';
import type { z } from 'zod';
import { execute, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { newId } from '../../store/ids';
import type { MailsOf } from '../../mail/outbox';
import { loadTarget, targetOf } from '../../mail/notes';
import { memberIds } from './recipients';
import { idempotencyClaim, once, type IdempotencyKey } from '../../store/idempotency';

/**
 * A note on a task, equipment or location the caller may see, to the recipients who are members
 * now. Answers the note and its subject's name (for the recipients' e-mails).
 */
export async function createNote(
  input: z.output<typeof noteSchema>,
  ctx: CompanyContext,
  store: EventStore,
  mails?: MailsOf<{ note: NoteState; targetName: string }>,
  key?: IdempotencyKey,
): Promise<{ note: NoteState; targetName: string; replayed: boolean }> {
  const { result, replayed } = await once(store, key, () => create(input, ctx, store, mails, key));
  return { ...result, replayed };
}

async function create(
  input: z.output<typeof noteSchema>,
  ctx: CompanyContext,
  store: EventStore,
  mails: MailsOf<{ note: NoteState; targetName: string }> | undefined,
  key: IdempotencyKey | undefined,
): Promise<{ note: NoteState; targetName: string }> {
  const target = targetOf(input);
  const { name } = await loadTarget(store, ctx, target);
  const noteId = newId();
  const command = {
    type: 'CreateNote' as const,
    noteId,
    companyId: ctx.companyId,
    target,
    content: input.content,
    files: input.files,
    recipientIds: input.recipientIds,
    core: input.core,
    authorId: ctx.actor,
    authorName: ctx.actorName,
    memberIds: await memberIds(store, ctx.companyId, input.recipientIds),
    now: ctx.now,
  };
  const note = (
    await execute(noteDecider, { type: 'Note', id: noteId, fresh: true }, command, ctx, {
      store,
      mails: mails && ((decided) => mails({ note: decided.state!, targetName: name })),
      // The key holds what the note's answer shows (decision 169).
      claims: (decided) => idempotencyClaim(key, { note: decided.state, targetName: name }, ctx.now),
    })
  ).state!;
  return { note, targetName: name };
}
