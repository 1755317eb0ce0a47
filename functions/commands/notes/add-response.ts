import { noteDecider, type NoteResponse, type NoteState } from '../../../domain/note/decider';
import type { responseSchema } from '../../../domain/note/schemas';
import type { z } from 'zod';
import { execute, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { newId } from '../../store/ids';
import type { MailsOf } from '../../mail/outbox';
import { loadOwned } from '../../queries/inventory';
import { loadTarget } from '../../mail/notes';
import { memberIds } from './recipients';

/**
 * A response to a note whose subject the caller may see, to the recipients who are members now.
 * Answers the note, the response and the subject's name (for the recipients' e-mails).
 */
export async function addResponse(
  input: z.output<typeof responseSchema> & { noteId: string },
  ctx: CompanyContext,
  store: EventStore,
  mails?: MailsOf<{ note: NoteState; response: NoteResponse; targetName: string }>,
): Promise<{ note: NoteState; response: NoteResponse; targetName: string }> {
  const { state } = await loadOwned<NoteState>(store, 'Note', input.noteId, ctx.companyId);
  const { name } = await loadTarget(store, ctx, state.target);
  const command = {
    type: 'AddResponse' as const,
    responseId: newId(),
    content: input.content,
    files: input.files,
    recipientIds: input.recipientIds,
    authorId: ctx.actor,
    authorName: ctx.actorName,
    memberIds: await memberIds(store, ctx.companyId, input.recipientIds),
    now: ctx.now,
  };
  const answer = (note: NoteState) => ({ note, response: note.responses[note.responses.length - 1], targetName: name });
  const note = (
    await execute(noteDecider, { type: 'Note', id: state.id }, command, ctx, {
      store,
      mails: mails && ((decided) => mails(answer(decided.state!))),
    })
  ).state!;
  return answer(note);
}
