import { replayHeaders, requestKey } from '../http/idempotency-key';
import type { NoteState, NoteTarget } from '../../domain/note/decider';
import { placeNotes, type Place } from '../../domain/note/place-notes';
import { noteArchiveSchema, noteQuerySchema, noteSchema, responseSchema } from '../../domain/note/schemas';
import { addResponse } from '../commands/notes/add-response';
import { createNote } from '../commands/notes/create-note';
import { setNoteArchived } from '../commands/notes/set-note-archived';
import { apiHandler, type ApiRequest } from '../http/api';
import { byKey, byText, decodeCursor, listOrder } from '../http/cursor';
import { eventStore } from '../store/store';
import { assertUploaded } from '../platform/files';
import { forbidden, parseInput } from '../http/http-errors';
import { noteRowsOf } from '../queries/inventory';
import { placeNoteItems, placeNoteRows } from '../queries/place-notes';
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

/** The place a `contents=true` list is of (never a task: the schema refuses it), or null. */
const placeOf = (query: { equipmentId?: string; locationId?: string; contents?: string }): Place | null =>
  query.contents !== 'true'
    ? null
    : query.equipmentId
      ? { kind: 'EQUIPMENT', id: query.equipmentId }
      : query.locationId
        ? { kind: 'LOCATION', id: query.locationId }
        : null;

/**
 * The notes a list shows, with versions and what names them: the subject's own, or with
 * `contents=true` a place's and its tasks' as the viewer may see them (issue 32 item 3).
 */
async function listedNotes(req: ApiRequest, target: NoteTarget, place: Place | null) {
  const ctx = req.ctx!;
  if (!place) {
    const [{ name }, rows] = await Promise.all([
      loadTarget(eventStore(), ctx, target),
      noteRowsOf(ctx.companyId, target.kind, target.id),
    ]);
    const taskTitle = target.kind === 'TASK' ? name : undefined;
    return rows.map((row) => ({ ...row, named: { taskTitle } }));
  }
  const [, { rows, contents }] = await Promise.all([
    loadTarget(eventStore(), ctx, target),
    placeNoteRows(req.items, ctx.companyId, place),
  ]);
  const versions = new Map(rows.map((row) => [row.state.id, row.version]));
  return placeNotes(
    rows.map((row) => row.state),
    contents,
    { userId: ctx.actor, isAdmin: ctx.isAdmin },
  ).map(({ note, about }) => ({
    state: note,
    version: versions.get(note.id)!,
    named: { about, taskTitle: about[0]?.kind === 'TASK' ? about[0].name : undefined },
  }));
}

export const handler = apiHandler(notesRoutes, {
  'GET /api/note': {
    // A place's tally and its company's, when its list takes its tasks' notes, go in the session's batch.
    prefetch: (req) => {
      const place = placeOf(req.query);
      return place ? placeNoteItems(req.query.companyId, place) : [];
    },
    handle: async (req) => {
      const query = parseInput(noteQuerySchema, req.query);
      const archived = query.archived === 'true';
      if (archived && !req.ctx!.isAdmin) throw forbidden();
      const after = decodeCursor(req.query.cursor, 3);
      const found = (await listedNotes(req, targetOf(query), placeOf(query))).filter(
        (row) => row.state.archived === archived,
      );
      const listed = new Map(found.map((row) => [row.state.id, row]));
      // Download links are signed only for the notes one page can hold.
      const { rows, cursorOf } = noteListOrder.page(
        found.map((row) => row.state),
        after,
      );
      const read = rows.slice(0, NOTES_PER_PAGE);
      return {
        list: {
          rows: await Promise.all(
            read.map((note) => {
              const { version, named } = listed.get(note.id)!;
              return noteView(note, version, named);
            }),
          ),
          cursorOf,
          field: 'notes',
          more: rows.length > read.length ? cursorOf(read[read.length - 1]) : undefined,
        },
      };
    },
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
