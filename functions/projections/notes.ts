import type { EventBridgeEvent } from 'aws-lambda';
import { noteDecider, type NoteState } from '../../domain/note/decider';
import type { Envelope } from '../../events/envelope';
import { noteRowKey } from '../lib/inventory';
import { applyToRow, type StreamRowProjection } from '../lib/stream-rows';
import { projection } from './projection';

/** Notes per task, equipment and location, with their responses: one row per note. */
export const noteRows: StreamRowProjection<NoteState> = {
  streamType: 'Note',
  decider: noteDecider as StreamRowProjection<NoteState>['decider'],
  keyOf: (envelope, event) => {
    if (event.type === 'NoteCreated') return noteRowKey(event.data.companyId, event.data.target, event.data.noteId);
    if ((event.type === 'NoteArchiveChanged' || event.type === 'NoteResponseAdded') && envelope.companyId) {
      return noteRowKey(envelope.companyId, event.data.target, event.data.noteId);
    }
    return null;
  },
};

export const handler = projection('notes', async (event: EventBridgeEvent<string, Envelope>): Promise<void> => {
  await applyToRow(noteRows, event.detail);
});
