import { mutate } from 'swr';
import { apiKey } from '../../../lib/api';
import { mergeNotes, type NoteChange } from '../utils/merge-notes';
import type { Note, NoteSubject } from './types';

/**
 * The GET calls whose answers count a subject's live notes (functions/lib/inventory.ts
 * `noteCounts`): the location list and detail ('Noter n', `noteCount`) for a location's notes,
 * the equipment list and detail (`notes`) for an equipment's notes, in the subject's company.
 * Task notes are counted nowhere. Keys are `apiKey`s: `api/locations?companyId=…`,
 * `api/locations/<id>?companyId=…`, `api/equipment?companyId=…`, `api/equipment/<id>?companyId=…`.
 */
export function noteCountKeyFilter(subject: NoteSubject): ((key: unknown) => boolean) | undefined {
  const resource = subject.kind === 'LOCATION' ? 'locations' : subject.kind === 'EQUIPMENT' ? 'equipment' : undefined;
  if (!resource) return undefined;
  const paths = new Set([apiKey(resource), apiKey(`${resource}/${encodeURIComponent(subject.id)}`)]);
  return (key) => {
    if (typeof key !== 'string') return false;
    const at = key.indexOf('?');
    const path = at < 0 ? key : key.slice(0, at);
    if (!paths.has(path)) return false;
    return new URLSearchParams(at < 0 ? '' : key.slice(at + 1)).get('companyId') === subject.companyId;
  };
}

/** Re-reads (without dropping what shows) every cached list or detail that counts the subject's notes. */
export function revalidateNoteCounts(subject: NoteSubject) {
  const filter = noteCountKeyFilter(subject);
  if (filter) void mutate(filter);
}

/**
 * This browser's added, archived or restored notes (not answers: they count nowhere) that the
 * server's list now shows and whose counts have not been re-read yet; empty while any of them is
 * still missing from the list. The counts come from the same read model as the list, so once the
 * list has caught up they agree too. A change past its window counts as caught up.
 */
export function caughtUpNoteChanges(
  server: readonly Note[],
  changes: readonly NoteChange[],
  archived: boolean,
  now: number,
  counted: WeakSet<NoteChange>,
): NoteChange[] {
  const pending = changes.filter((change) => change.type === 'note' && !counted.has(change));
  if (pending.length === 0) return [];
  return mergeNotes(server, pending, archived, now).settled ? pending : [];
}
