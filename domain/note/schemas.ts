import * as z from 'zod';
import { acceptableText } from '../shared/fields';
import { versionField } from '../shared/versions';
import { fileKeys } from './files';

/** Note and response input (spec 001 §5): content longer than 1 character; master note defaults to no. */
export const noteContentMessage = 'Skriv en note på mindst 2 tegn';
export const responseContentMessage = 'Skriv et svar på mindst 2 tegn';
const MAX_NOTE = 5000;

const content = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, { error: message })
    .max(MAX_NOTE, { error: `Må højst være ${MAX_NOTE} tegn` })
    .check(acceptableText('multiline'));

const optionalId = z.string().min(1).max(200).optional();
const recipientIds = z.array(z.string().min(1).max(200), { error: 'Vælg modtagere' }).max(100).default([]);

export const targetMessage = 'Noten skal høre til en opgave, et udstyr eller en lokation.';

export const noteSchema = z
  .object({
    content: content(noteContentMessage),
    files: fileKeys.default([]),
    recipientIds,
    core: z.boolean({ error: 'Vælg ja eller nej' }).default(false),
    taskId: optionalId,
    equipmentId: optionalId,
    locationId: optionalId,
  })
  .superRefine((value, ctx) => {
    const given = [value.taskId, value.equipmentId, value.locationId].filter(Boolean).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['target'], message: targetMessage });
  });
export type NoteInput = z.input<typeof noteSchema>;

export const responseSchema = z.object({
  content: content(responseContentMessage),
  files: fileKeys.default([]),
  recipientIds,
});

export const noteArchiveSchema = z.object({
  id: z.string({ error: 'Vælg en note' }).min(1, { error: 'Vælg en note' }).max(200),
  /** The one the client read; with it the change is merged three-way (decision 130). */
  version: versionField,
  archived: z.boolean({ error: 'Angiv arkiveret som sand eller falsk' }),
});

export const contentsMessage = 'Noterne på det, der hører til, kan kun hentes til et udstyr eller en lokation.';

/**
 * `GET /api/note`: exactly one of taskId, equipmentId, locationId (spec 001 §7); `contents=true`
 * (an equipment or a location only) adds the notes of its tasks (issue 32 item 3).
 */
export const noteQuerySchema = z
  .object({
    taskId: optionalId,
    equipmentId: optionalId,
    locationId: optionalId,
    archived: z.enum(['true', 'false']).optional(),
    contents: z.enum(['true', 'false'], { error: 'Angiv contents som true eller false' }).optional(),
  })
  .superRefine((value, ctx) => {
    const given = [value.taskId, value.equipmentId, value.locationId].filter(Boolean).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['target'], message: targetMessage });
    else if (value.contents === 'true' && value.taskId)
      ctx.addIssue({ code: 'custom', path: ['contents'], message: contentsMessage });
  });
