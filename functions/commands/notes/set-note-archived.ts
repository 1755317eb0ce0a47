import { noteDecider, type NoteState } from '../../../domain/note/decider';
import { mergeOne, nouns } from '../../../domain/shared/versions';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadOwned } from '../../queries/inventory';
import { stateAt, versionAfter } from '../../store/versioned';

/**
 * A note of the company archived or brought back. With `version` (decision 130), an archive the
 * writer sent unchanged leaves someone else's since as it is.
 */
export async function setNoteArchived(
  input: { id: string; archived: boolean; version?: number },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ note: NoteState; version: number }> {
  const { id, archived, version: read } = input;
  let note!: NoteState;
  let version!: number;
  await executeAll(store, async () => {
    const current = await loadOwned<NoteState>(store, 'Note', id, ctx.companyId);
    [note, version] = [current.state, current.version];
    if (read !== undefined) {
      const base = await stateAt<NoteState>(store, 'Note', id, read, nouns.note);
      const sides = { base: base.archived, mine: archived, theirs: current.state.archived, version: current.version };
      if (!mergeOne('archived', sides, nouns.note)) return [];
    }
    const commit = await prepare(store, noteDecider, { type: 'Note', id }, { type: 'SetNoteArchived', archived }, ctx);
    if (commit.events.length > 0) [note, version] = [commit.state as NoteState, versionAfter(commit)];
    return [commit];
  });
  return { note, version };
}
