import { noteRowKey } from '../queries/inline-rows';
import type { StreamRowProjection } from '../store/stream-rows';

/**
 * Notes per task, equipment and location, with their responses: one row per note. Pure: written
 * with each commit (`functions/store/inline-projections.ts`).
 */
export const noteRows: StreamRowProjection = {
  streamType: 'Note',
  keyOf: (envelope, event) => {
    if (event.type === 'NoteCreated') return noteRowKey(event.data.companyId, event.data.target, event.data.noteId);
    if ((event.type === 'NoteArchiveChanged' || event.type === 'NoteResponseAdded') && envelope.companyId) {
      return noteRowKey(envelope.companyId, event.data.target, event.data.noteId);
    }
    return null;
  },
};
