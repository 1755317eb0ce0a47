import * as z from 'zod';
import { FAULT_PHOTO_TYPES, MAX_FAULT_PHOTO_BYTES } from '../sticker/schemas';
import { MAX_FILE_BYTES, fileTooLargeMessage } from '../note/files';
import { requiredText } from '../shared/fields';
import { DomainError } from '../shared/errors';
import { inspectionResultLabels, type Inspector } from './types';

/**
 * The external inspector's link (issue 31, decision 174), pure: how long a link lives, what
 * refuses it (the contract's Danish 404 and 410s), what the inspector may upload, and who the
 * completion names. The secret and its hash are the adapter's (`functions/use-cases/inspector-links.ts`).
 */

/** The task's link as its state keeps it (`TaskState.inspectorLink`). */
export interface LinkOfTask {
  linkId: string;
  name: string;
  company: string;
  used: boolean;
}

export const VALID_DAYS_AFTER_DEADLINE = 30;
const DAY = 86_400_000;

/**
 * The link lives 30 days past the task's deadline; an overdue task's 30 days past the day it is
 * sent, so a link for the most urgent inspection is not born expired.
 */
export const linkValidUntil = (deadline: string, now: Date): string =>
  new Date(Math.max(new Date(deadline).getTime(), now.getTime()) + VALID_DAYS_AFTER_DEADLINE * DAY).toISOString();

export const linkNotFound = () =>
  new DomainError(
    'notFound',
    'INSPECTION_LINK_NOT_FOUND',
    'Linket findes ikke. Tjek, at du har kopieret hele adressen.',
  );
export const linkUsed = () =>
  new DomainError('gone', 'INSPECTION_LINK_USED', 'Linket er brugt: eftersynet er allerede registreret.');
export const linkReplaced = () =>
  new DomainError('gone', 'INSPECTION_LINK_REPLACED', 'Linket gælder ikke længere. Bed om et nyt link.');
export const linkExpired = () =>
  new DomainError('gone', 'INSPECTION_LINK_EXPIRED', 'Linket er udløbet. Bed om et nyt link.');

/**
 * Whether the link `linkId` (valid until `validUntil`) still opens `task`, else the refusal: a
 * link the task no longer names (renewed, revoked, the task deleted) is replaced; then used; then
 * expired. Returns the task's link when it may be used.
 */
export function usableLink<L extends LinkOfTask>(
  task: { deleted: boolean; inspectorLink?: L | null } | null,
  linkId: string,
  validUntil: string,
  now: Date,
): L {
  const link = task && !task.deleted ? task.inspectorLink : null;
  if (!link || link.linkId !== linkId) throw linkReplaced();
  if (link.used) throw linkUsed();
  if (!(new Date(validUntil).getTime() > now.getTime())) throw linkExpired();
  return link;
}

/** The inspector as the completion names them: a stable id per link, and 'Navn (Firma)'. */
export const inspectorActor = (linkId: string) => `inspector:${linkId}`;
export const isInspectorActor = (id: string) => id.startsWith('inspector:');
export const inspectorDisplayName = (link: Pick<LinkOfTask, 'name' | 'company'>) => `${link.name} (${link.company})`;

/** The note a completion through the link leaves on the task: who, their certificate, the result and the remarks. */
export function inspectionNote(inspector: Inspector, remarks: string): string {
  const head = `Eftersyn registreret af ${inspector.name} (${inspector.company})${
    inspector.certificateNumber ? `, certifikat ${inspector.certificateNumber}` : ''
  }. Resultat: ${inspectionResultLabels[inspector.result]}.`;
  return remarks.trim() ? `${head}\n\n${remarks.trim()}` : head;
}

/** What the inspector may upload: the report as a PDF (25 MB, as any file) or photos (10 MB, as the card's). */
export const INSPECTION_FILE_TYPES = ['application/pdf', ...FAULT_PHOTO_TYPES] as const;
export const inspectionFileTypeMessage = 'Vælg en PDF eller et billede (JPEG, PNG, WebP eller HEIC).';
export const photoTooLargeMessage = 'Billedet er for stort. Det må højst fylde 10 MB.';
export const maxBytesOf = (contentType: string) =>
  contentType === 'application/pdf' ? MAX_FILE_BYTES : MAX_FAULT_PHOTO_BYTES;
const sizeMessage = 'Angiv filens størrelse';

/** `POST /api/public/inspection/{token}/upload`: the file's name, type and size, all signed into its upload. */
export const inspectionUploadSchema = z
  .object({
    fileName: requiredText('Vælg en fil', 200),
    contentType: z.enum(INSPECTION_FILE_TYPES, { error: inspectionFileTypeMessage }),
    size: z.number({ error: sizeMessage }).int({ error: sizeMessage }).min(1, { error: sizeMessage }),
  })
  .superRefine((value, ctx) => {
    if (value.size > maxBytesOf(value.contentType))
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: value.contentType === 'application/pdf' ? fileTooLargeMessage : photoTooLargeMessage,
      });
  });
export type InspectionUpload = z.infer<typeof inspectionUploadSchema>;
