import { apiKey } from '../../../lib/api';
import type { NoteSubject } from './types';

/**
 * The GET calls whose answers count a subject's live notes (the `liveNotes` counters of
 * functions/queries/target-counts.ts): the location list and detail ('Noter n', `noteCount`) for a location's notes,
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

/**
 * What to re-read (without dropping what shows) after a note was added, archived or restored: every
 * cached list or detail that counts the subject's notes, so the counts show it at once.
 */
export const noteCounts = (subject: NoteSubject) => {
  const filter = noteCountKeyFilter(subject);
  return filter ? [filter] : [];
};
