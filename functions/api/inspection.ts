import type { CompanyState } from '../../domain/company/decider';
import { inspectionDuty, type InspectionView } from '../../domain/inspection/inspection-view';
import {
  INSPECTION_FILE_TYPES,
  inspectionNote,
  inspectionUploadSchema,
  inspectorActor,
  inspectorDisplayName,
  maxBytesOf,
} from '../../domain/inspection/inspector-link';
import { MAX_INSPECTOR_FILES, inspectionMessages, inspectorCompletionSchema } from '../../domain/inspection/schemas';
import type { Inspector } from '../../domain/inspection/types';
import { isUploadRef, safeFileName } from '../../domain/note/files';
import { DomainError } from '../../domain/shared/errors';
import { taskDecider } from '../../domain/task/decider';
import type { UserState } from '../../domain/user/decider';
import { completeTaskOnce } from '../commands/tasks/complete-task';
import { inspectedItem, inspectedTask } from '../commands/tasks/inspector-link';
import type { ApiRequest, RouteImpl } from '../http/api';
import { clientAddress } from '../http/client-address';
import { parseInput } from '../http/http-errors';
import { limitAddress, limitLink, type InspectionAction } from '../http/public-limits';
import { inspectionDoneMails } from '../mail/inspection';
import { mayMail } from '../mail/mail-limits';
import { clock } from '../platform/clock';
import { WAITING_PREFIXES } from '../platform/config';
import { copyIntoCompany, headOf, uploadUrl } from '../platform/files';
import { membersOf } from '../queries/memberships';
import { eventStore, loadStream } from '../store/store';
import { newId } from '../store/ids';
import { openLink } from '../use-cases/inspector-links';

/**
 * The external inspector's page (issue 31, decision 174), without login: the one task a link
 * opens, an upload of the report, and the completion. What it answers holds nothing of the company
 * beyond that task: no staff names, no other items, no ids (an upload's ref is opaque; the file
 * waits under the link's own prefix and is copied into the company's files on completion).
 */

const callerAddress = (req: ApiRequest) =>
  clientAddress(req.event.headers ?? {}, req.event.requestContext?.http?.sourceIp);

/** The link the path names, counted against the caller's address first (guessing is counted too), then the link's. */
async function opened(req: ApiRequest, action: InspectionAction) {
  await limitAddress(action, await callerAddress(req), req.now);
  const found = await openLink(eventStore(), req.params.token ?? '', req.now);
  await limitLink(action, found.row.linkId, req.now);
  return found;
}

/** Where an upload waits until the completion: under its link, never under the company. */
const waitingKey = (linkId: string, ref: string) => `${WAITING_PREFIXES.inspection}${linkId}/${ref}`;

const fileNotFound = () =>
  new DomainError('invalid', 'FILE_NOT_FOUND', 'En fil blev ikke fundet. Upload den igen.', {
    files: 'En fil blev ikke fundet. Upload den igen.',
  });

/** An upload through this link: there, of an allowed type, within its size. */
async function assertWaiting(linkId: string, ref: string): Promise<void> {
  if (!isUploadRef(ref)) throw fileNotFound();
  const head = await headOf(waitingKey(linkId, ref));
  if (!head) throw fileNotFound();
  const type = head.ContentType ?? '';
  if (!(INSPECTION_FILE_TYPES as readonly string[]).includes(type) || (head.ContentLength ?? 0) > maxBytesOf(type))
    throw fileNotFound();
}

/** The uploads, copied into the company's files (`{companyId}/{uuid}---{name}`, as `POST /api/upload` makes them). */
async function adopt(linkId: string, keys: Map<string, string>): Promise<void> {
  for (const [ref, key] of keys) await copyIntoCompany(waitingKey(linkId, ref), key);
}

/** The company's admins, each confirmed on their own stream and within their e-mail limit. */
async function adminsOf(companyId: string): Promise<UserState[]> {
  const ids = (await membersOf(companyId))
    .filter((row) => row.role === 'ADMIN' || row.role === 'SUPER_ADMIN')
    .map((row) => row.userId);
  const users = await Promise.all(ids.map((id) => loadStream<UserState>('User', id)));
  const admins = users.flatMap((user) => {
    const role = user && !user.state.deleted ? user.state.roles[companyId]?.type : undefined;
    return role === 'ADMIN' || role === 'SUPER_ADMIN' ? [user!.state] : [];
  });
  const allowed = await Promise.all(
    admins.map((admin) => mayMail('inspection', admin.emailAddress, companyId, clock.now())),
  );
  return admins.filter((_, index) => allowed[index]);
}

export const inspectionImpls: Record<string, RouteImpl> = {
  'GET /api/public/inspection/{token}': async (req) => {
    const { task, link } = await opened(req, 'inspection');
    const [company, item] = await Promise.all([
      loadStream<CompanyState>('Company', task.companyId),
      inspectedItem(eventStore(), task),
    ]);
    const view: InspectionView = {
      companyName: company?.state.name ?? '',
      task: { title: task.title, description: task.description, deadline: task.deadline, checklist: task.checklist },
      item,
      duty: inspectionDuty(task.duty),
      inspector: { name: link.name, company: link.company, certificateNumber: link.certificateNumber },
      validUntil: link.validUntil,
    };
    return { body: view };
  },

  'POST /api/public/inspection/{token}/upload': async (req) => {
    const { link } = await opened(req, 'inspectionUpload');
    const input = parseInput(inspectionUploadSchema, req.body);
    const ref = `${newId()}---${safeFileName(input.fileName)}`;
    const url = await uploadUrl(waitingKey(link.linkId, ref), input.contentType, input.size);
    return {
      status: 201,
      body: { ref, upload: { url, method: 'PUT', headers: { 'Content-Type': input.contentType } } },
    };
  },

  'POST /api/public/inspection/{token}/complete': async (req) => {
    const { task, link } = await opened(req, 'inspectionComplete');
    const input = parseInput(inspectorCompletionSchema, req.body);
    const photos = input.answers.flatMap((answer) => answer.photos ?? []);
    const refs = [...new Set([...input.files, ...photos])];
    if (refs.length > MAX_INSPECTOR_FILES)
      throw new DomainError('invalid', 'VALIDATION', inspectionMessages.tooManyFiles, {
        files: inspectionMessages.tooManyFiles,
      });
    await Promise.all(refs.map((ref) => assertWaiting(link.linkId, ref)));
    const by = { id: inspectorActor(link.linkId), name: inspectorDisplayName(link), isAdmin: true };
    const inspector: Inspector = {
      linkId: link.linkId,
      name: link.name,
      company: link.company,
      certificateNumber: input.certificateNumber,
      result: input.result,
    };
    const keys = new Map(refs.map((ref) => [ref, `${task.companyId}/${ref}`]));
    const answers = input.answers.map((answer) => ({
      ...answer,
      ...(answer.photos ? { photos: answer.photos.map((ref) => keys.get(ref)!) } : {}),
    }));
    // Decided once before any file is copied: a refusal (standby, answers that do not fit) leaves nothing behind.
    taskDecider.decide(
      { type: 'CompleteTask', completionId: 'check', by, noteId: null, now: req.now, answers, inspector },
      task,
    );
    const [admins, about] = await Promise.all([adminsOf(task.companyId), inspectedTask(eventStore(), task)]);
    await adopt(link.linkId, keys);
    const ctx = {
      now: req.now,
      actor: by.id,
      actorName: by.name,
      companyId: task.companyId,
      isAdmin: true,
    };
    const files = input.files.map((ref) => keys.get(ref)!);
    await completeTaskOnce(
      {
        id: task.id,
        answers,
        note: { content: inspectionNote(inspector, input.remarks), files },
      },
      ctx,
      eventStore(),
      undefined,
      {
        inspector,
        mails: (completion) =>
          inspectionDoneMails(about, admins, inspector, completion.finishedOn, input.remarks, files.length),
      },
    );
    return { body: { done: true } };
  },
};
