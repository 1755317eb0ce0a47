import { replayHeaders, requestKey } from '../http/idempotency-key';
import type { NoteState } from '../../domain/note/decider';
import { noteArchiveSchema, noteQuerySchema, noteSchema, responseSchema } from '../../domain/note/schemas';
import { addResponse } from '../commands/notes/add-response';
import { createNote } from '../commands/notes/create-note';
import { setNoteArchived } from '../commands/notes/set-note-archived';
import { apiHandler } from '../http/api';
import { byKey, byText, decodeCursor, listOrder } from '../http/cursor';
import { eventStore } from '../store/store';
import { assertUploaded } from '../platform/files';
import { forbidden, parseInput } from '../http/http-errors';
import { noteRowsOf } from '../queries/inventory';
import { loadTarget, noteView, recipientMails, responseFields, targetOf } from '../mail/notes';
import { notesRoutes } from './routes/notes.routes';

/** Notes on tasks, equipment and locations, with responses and files (spec 001 "Notes"). */

/**
 * The notes' order (master notes first, then newest first: `noteOrder`), then id; at most this
 * many notes are read for one page (each file's link is signed), fewer when they do not fit.
 */
const noteListOrder = listOrder<Pick<NoteState, 'core' | 'datetime' | 'id'>>(
  (note) => [note.core ? '1' : '0', note.datetime, note.id],
  byKey(
    (a, b) => byText(b, a),
    (a, b) => byText(b, a),
    byText,
  ),
);
const NOTES_PER_PAGE = 1000;
export const handler = apiHandler(notesRoutes, {
  'GET /api/note': async (req) => {
    const query = parseInput(noteQuerySchema, req.query);
    const archived = query.archived === 'true';
    if (archived && !req.ctx!.isAdmin) throw forbidden();
    const after = decodeCursor(req.query.cursor, 3);
    const target = targetOf(query);
    await loadTarget(eventStore(), req.ctx!, target);
    const found = (await noteRowsOf(req.ctx!.companyId, target.kind, target.id)).filter(
      (row) => row.state.archived === archived,
    );
    const versions = new Map(found.map((row) => [row.state.id, row.version]));
    // Download links are signed only for the notes one page can hold.
    const { rows, cursorOf } = noteListOrder.page(
      found.map((row) => row.state),
      after,
    );
    const read = rows.slice(0, NOTES_PER_PAGE);
    return {
      list: {
        rows: await Promise.all(read.map((note) => noteView(note, versions.get(note.id)!))),
        cursorOf,
        field: 'notes',
        more: rows.length > read.length ? cursorOf(read[read.length - 1]) : undefined,
      },
    };
  },

  'POST /api/note': async (req) => {
    const input = parseInput(noteSchema, req.body);
    const ctx = req.ctx!;
    const key = requestKey(req, 'POST /api/note');
    await assertUploaded(input.files, ctx.companyId);
    const { note, replayed } = await createNote(
      input,
      ctx,
      eventStore(),
      ({ note, targetName }) =>
        recipientMails({
          companyId: ctx.companyId,
          target: note.target,
          targetName,
          author: ctx.actorName,
          content: note.content,
          recipientIds: note.recipientIds,
          response: false,
        }),
      key,
    );
    return {
      status: 201,
      headers: replayHeaders(replayed),
      body: { noteId: note.id, content: note.content, files: note.files, recipientIds: note.recipientIds },
    };
  },

  'PATCH /api/note': async (req) => {
    const { note, version } = await setNoteArchived(parseInput(noteArchiveSchema, req.body), req.ctx!, eventStore());
    return { body: { note: await noteView(note, version) } };
  },

  'POST /api/note/{noteId}/response': async (req) => {
    const input = parseInput(responseSchema, req.body);
    const ctx = req.ctx!;
    await assertUploaded(input.files, ctx.companyId);
    const { response } = await addResponse(
      { ...input, noteId: req.params.noteId },
      ctx,
      eventStore(),
      ({ note, response, targetName }) =>
        recipientMails({
          companyId: ctx.companyId,
          target: note.target,
          targetName,
          author: ctx.actorName,
          content: response.content,
          recipientIds: response.recipientIds,
          response: true,
        }),
    );
    return {
      status: 201,
      body: {
        response: { ...responseFields(response), recipientIds: response.recipientIds },
      },
    };
  },
});
