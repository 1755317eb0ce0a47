import useSWR from 'swr';
import { apiKey, fetcher } from '../../../lib/api';
import { withStableUrls, type UrlCache } from '../utils/stable-urls';
import { subjectQuery, type Note, type NoteSubject } from './types';

/**
 * GET /api/note?companyId=&{taskId|equipmentId|locationId}= ; `archived=true` (admin) lists the
 * archived ones. An equipment's or a location's tab asks with `contents=true`: its tasks' notes too
 * (a location's: those at it and on its equipment), each with what it is on (issue 32 item 3).
 */
export const notesKey = (subject: NoteSubject, archived: boolean) =>
  apiKey('note', {
    companyId: subject.companyId,
    ...subjectQuery(subject),
    archived: archived ? 'true' : undefined,
    contents: subject.kind === 'TASK' ? undefined : 'true',
  });

/** The answer as a list (an odd answer shows as none rather than breaking the page). */
export const asNotes = (data: unknown): Note[] => {
  const notes = (data as { notes?: unknown } | null | undefined)?.notes;
  return Array.isArray(notes) ? (notes as Note[]) : [];
};

/** The download URLs shown so far, by file key, for every list of notes in this tab. */
const shownUrls: UrlCache = new Map();

/** The answer with the URLs already shown kept while fresh, so a re-read reloads no picture. */
const fetchNotes = async (key: string) => ({
  notes: withStableUrls(asNotes(await fetcher<unknown>(key)), shownUrls, Date.now()),
});

/**
 * The notes of a subject (a place's with its tasks'), master notes first, then newest (the server's order). They show the
 * caller's own writes at once (decision 058 "Inline projections (read your writes)"), so a change
 * re-reads them once. Download URLs expire after 10 minutes: SWR's revalidation on focus fetches
 * new ones.
 */
export function useNotes(subject: NoteSubject, archived: boolean) {
  const swr = useSWR<{ notes: Note[] }>(notesKey(subject, archived), fetchNotes);
  return { ...swr, notes: swr.data?.notes };
}
