import { noteDecider, noteOrder, type NoteState } from '../../domain/note/decider';
import { noteArchiveSchema, noteQuerySchema, noteSchema, responseSchema } from '../../domain/note/schemas';
import { apiHandler, type ApiRequest } from '../lib/api';
import { execute } from '../lib/command';
import { assertUploaded } from '../lib/files';
import { forbidden, parseInput } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { loadOwned, notesOf } from '../lib/inventory';
import { isMember, loadTarget, mailRecipients, noteView, targetOf } from '../lib/notes';
import { notesRoutes } from './notes.routes';

/** Notes on tasks, equipment and locations, with responses and files (spec 001 "Notes"). */
const ctxOf = (req: ApiRequest) => ({ now: req.now, actor: req.auth!.userId, companyId: req.company!.id });
const isAdmin = (req: ApiRequest) => req.company!.role !== 'USER';
const viewerOf = (req: ApiRequest) => ({ userId: req.auth!.userId, isAdmin: isAdmin(req) });
/**
 * Which of the named recipients are members now, each read from their own stream (never from the
 * members list, a read model that still shows a person removed a moment ago).
 */
const memberIds = async (companyId: string, recipientIds: string[]) =>
  (
    await Promise.all([...new Set(recipientIds)].map(async (id) => ((await isMember(companyId, id)) ? [id] : [])))
  ).flat();

export const handler = apiHandler(notesRoutes, {
  'GET /api/note': async (req) => {
    const query = parseInput(noteQuerySchema, req.query);
    const archived = query.archived === 'true';
    if (archived && !isAdmin(req)) throw forbidden();
    const target = targetOf(query);
    await loadTarget(req.company!.id, target, viewerOf(req));
    const notes = (await notesOf(req.company!.id, target.kind, target.id))
      .filter((note) => note.archived === archived)
      .sort(noteOrder);
    return { body: { notes: await Promise.all(notes.map(noteView)) } };
  },

  'POST /api/note': async (req) => {
    const input = parseInput(noteSchema, req.body);
    const ctx = ctxOf(req);
    const target = targetOf(input);
    const { name } = await loadTarget(ctx.companyId, target, viewerOf(req));
    await assertUploaded(input.files, ctx.companyId);
    const noteId = newId();
    const author = req.auth!.user.name;
    const command = {
      type: 'CreateNote' as const,
      noteId,
      companyId: ctx.companyId,
      target,
      content: input.content,
      files: input.files,
      recipientIds: input.recipientIds,
      core: input.core,
      authorId: ctx.actor,
      authorName: author,
      memberIds: await memberIds(ctx.companyId, input.recipientIds),
      now: ctx.now,
    };
    const note = (await execute(noteDecider, { type: 'Note', id: noteId }, command, ctx)).state!;
    await mailRecipients({
      companyId: ctx.companyId,
      target,
      targetName: name,
      author,
      content: note.content,
      recipientIds: note.recipientIds,
      response: false,
    });
    return { status: 201, body: { noteId, content: note.content, files: note.files, recipientIds: note.recipientIds } };
  },

  'PATCH /api/note': async (req) => {
    const { id, archived } = parseInput(noteArchiveSchema, req.body);
    const ctx = ctxOf(req);
    await loadOwned<NoteState>('Note', id, ctx.companyId);
    const commit = await execute(noteDecider, { type: 'Note', id }, { type: 'SetNoteArchived', archived }, ctx);
    const note = commit.state ?? (await loadOwned<NoteState>('Note', id, ctx.companyId)).state;
    return { body: { note: await noteView(note) } };
  },

  'POST /api/note/{noteId}/response': async (req) => {
    const input = parseInput(responseSchema, req.body);
    const ctx = ctxOf(req);
    const { state } = await loadOwned<NoteState>('Note', req.params.noteId, ctx.companyId);
    const { name } = await loadTarget(ctx.companyId, state.target, viewerOf(req));
    await assertUploaded(input.files, ctx.companyId);
    const author = req.auth!.user.name;
    const command = {
      type: 'AddResponse' as const,
      responseId: newId(),
      content: input.content,
      files: input.files,
      recipientIds: input.recipientIds,
      authorId: ctx.actor,
      authorName: author,
      memberIds: await memberIds(ctx.companyId, input.recipientIds),
      now: ctx.now,
    };
    const note = (await execute(noteDecider, { type: 'Note', id: state.id }, command, ctx)).state!;
    const response = note.responses[note.responses.length - 1];
    await mailRecipients({
      companyId: ctx.companyId,
      target: state.target,
      targetName: name,
      author,
      content: response.content,
      recipientIds: response.recipientIds,
      response: true,
    });
    return {
      status: 201,
      body: {
        response: {
          id: response.id,
          content: response.content,
          datetime: response.datetime,
          author: response.authorName,
          authorId: response.authorId,
          files: response.files,
          recipientIds: response.recipientIds,
        },
      },
    };
  },
});
