import { useCallback, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { apiKey } from '../../../lib/api';
import { SETTLE_INTERVAL, localNoteChanges, useLocalNoteChanges } from '../hooks/local-note-changes';
import { asNotes, mergeNotes, type NoteChange } from '../utils/merge-notes';
import { withStableUrls, type UrlCache } from '../utils/stable-urls';
import { caughtUpNoteChanges, revalidateNoteCounts } from './note-counts';
import { subjectKey, subjectQuery, type Note, type NoteSubject } from './types';

/** GET /api/note?companyId=&{taskId|equipmentId|locationId}= ; `archived=true` (admin) lists the archived ones. */
export const notesKey = (subject: NoteSubject, archived: boolean) =>
  apiKey('note', { companyId: subject.companyId, ...subjectQuery(subject), archived: archived ? 'true' : undefined });

/** Note changes whose counts elsewhere were re-read already (a list may answer the same change again). */
const counted = new WeakSet<NoteChange>();

/**
 * The notes of a subject, master notes first, then newest, with this browser's recent changes
 * laid over them; re-read often while the read model lags behind them. Once the list shows an
 * added, archived or restored note, the note counts of the location or equipment pages are re-read
 * (api/note-counts.ts). Download URLs expire after 10 minutes: SWR's revalidation on focus fetches
 * new ones.
 */
export function useNotes(subject: NoteSubject, archived: boolean) {
  const changes = useLocalNoteChanges(subjectKey(subject));
  const urls = useRef<UrlCache>(new Map());
  // Stable between changes: SWR restarts its timer whenever this function changes.
  const refreshInterval = useCallback(
    (latest?: { notes: Note[] }) =>
      mergeNotes(asNotes(latest), changes, archived, Date.now()).settled ? 0 : SETTLE_INTERVAL,
    [changes, archived],
  );
  // Every fresh answer, even one equal to the last (SWR then skips the render, not this).
  const onSuccess = useCallback(
    (latest: { notes: Note[] }) => {
      const caughtUp = caughtUpNoteChanges(asNotes(latest), localNoteChanges.of(subjectKey(subject)), archived, Date.now(), counted);
      if (caughtUp.length === 0) return;
      caughtUp.forEach((change) => counted.add(change));
      revalidateNoteCounts(subject);
    },
    [subject, archived],
  );
  const swr = useSWR<{ notes: Note[] }>(notesKey(subject, archived), { refreshInterval, onSuccess });
  const notes = useMemo(() => {
    if (!swr.data) return undefined;
    const merged = mergeNotes(asNotes(swr.data), changes, archived, Date.now());
    return withStableUrls(merged.notes, urls.current, Date.now());
  }, [swr.data, changes, archived]);
  return { ...swr, notes };
}
