import { noteDecider, type NoteState } from '../../../domain/note/decider';
import { execute, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';
import { loadOwned } from '../../lib/inventory';

/** A note of the company archived or brought back. */
export async function setNoteArchived(
  input: { id: string; archived: boolean },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ note: NoteState }> {
  const { id, archived } = input;
  const { state } = await loadOwned<NoteState>(store, 'Note', id, ctx.companyId);
  const commit = await execute(noteDecider, { type: 'Note', id }, { type: 'SetNoteArchived', archived }, ctx, {
    store,
  });
  return { note: commit.state ?? state };
}
