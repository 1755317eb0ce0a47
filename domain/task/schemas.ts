import * as z from 'zod';
import { fileKeys } from '../note/files';
import { acceptableText, requiredText } from '../shared/fields';
import { versionField } from '../shared/versions';
import type { TaskInputField } from './fields';
import { intervals, reminderOptions, taskTypes } from './intervals';
import { countFromValues } from './recurrence';
import { checklistSchema } from '../checklist/checklist';
import { answersInputSchema } from '../checklist/answers';
import { severities, followUpMessages } from '../checklist/follow-up';
import { doneAtField } from '../offline/done-at';

/**
 * Task create and edit (spec 001 §5): equipment or location, title, description, responsible and
 * reminder period required; the interval too for a routine. The SPA form and the handler share it.
 */
export const taskMessages = {
  target: 'Vælg et udstyr eller en lokation',
  title: 'Indtast en titel',
  description: 'Indtast en beskrivelse',
  type: 'Vælg en type',
  interval: 'Vælg et interval',
  responsibleId: 'Vælg en ansvarlig',
  notificationPeriod: 'Vælg en påmindelse',
  deadline: 'Vælg en deadline',
  countFrom: 'Vælg, hvad næste frist regnes fra',
} as const;

const optionalId = z
  .string()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));
const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/**
 * The fields a person enters, each with its Danish message: every `TaskInputField` of the task's
 * one definition (`fields.ts`) must be here, with the target given as an equipment or a location.
 */
const taskInput = {
  title: requiredText(taskMessages.title, 200),
  description: requiredText(taskMessages.description, 5000, 'multiline'),
  type: z.enum(taskTypes, { error: taskMessages.type }),
  interval: z
    .enum(intervals, { error: taskMessages.interval })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  notificationPeriod: z
    .number({ error: taskMessages.notificationPeriod })
    .int({ error: taskMessages.notificationPeriod }),
  responsibleId: z.string({ error: taskMessages.responsibleId }).min(1, { error: taskMessages.responsibleId }).max(200),
  deadline: z.iso.datetime({ offset: true, error: taskMessages.deadline }),
  files: fileKeys.default([]),
  /** A routine's choice (decision 102); absent means the fixed plan, as before. */
  countFrom: z
    .enum(countFromValues, { error: taskMessages.countFrom })
    .optional()
    .transform((value) => value ?? 'PLAN'),
  /** What the person doing the work is asked (decision 165); the form makes each item's id. */
  checklist: checklistSchema.default([]),
  equipmentId: optionalId,
  locationId: optionalId,
} satisfies Record<TaskInputField | 'equipmentId' | 'locationId', z.ZodType>;

export const taskSchema = z
  .object(taskInput)
  .refine((v) => [v.equipmentId, v.locationId].filter(Boolean).length === 1, {
    path: ['target'],
    error: taskMessages.target,
    when: isObject,
  })
  .refine((v) => v.type !== 'CYCLICAL' || !!v.interval, {
    path: ['interval'],
    error: taskMessages.interval,
    when: isObject,
  })
  .refine(
    (v) =>
      typeof v.notificationPeriod !== 'number' ||
      reminderOptions(v.type === 'AD_HOC' ? null : (v.interval ?? null)).includes(v.notificationPeriod),
    {
      path: ['notificationPeriod'],
      error: taskMessages.notificationPeriod,
      when: isObject,
    },
  );
export type TaskInput = z.input<typeof taskSchema>;

const id = z.string({ error: 'Vælg en opgave' }).min(1, { error: 'Vælg en opgave' }).max(200);

/** `version`: the one the client read; with it the edit is merged three-way (decision 130). */
export const taskUpdateSchema = z.intersection(z.object({ id, version: versionField }), taskSchema);
export const taskStandbySchema = z.object({
  id,
  version: versionField,
  standby: z.boolean(),
  deadline: z.iso.datetime({ offset: true, error: taskMessages.deadline }).optional(),
});
/**
 * Completion; `deadline` (the one the client saw) or `version` (of the task it read) names the
 * deadline it completes: once that is done, another completion is refused (decision 131).
 */
export const completeTaskSchema = z.object({
  id,
  version: versionField,
  deadline: z.iso
    .datetime({ offset: true, error: 'Angiv fristen som et tidspunkt, fx 2026-12-01T22:00:00Z' })
    .optional(),
  note: z
    .object({
      // Optional, but a note that is written must be longer than 1 character (spec 001 §5).
      content: z
        .string()
        .trim()
        .max(5000)
        .refine((text) => text.length !== 1, { error: 'Skriv en note på mindst 2 tegn' })
        .check(acceptableText('multiline'))
        .default(''),
      files: fileKeys.default([]),
    })
    .optional(),
  /** When it was done, if not now: a phone that was offline sends it later (decision 168). */
  doneAt: doneAtField.optional(),
  /** A client-made id (decision 165): a phone that was offline names its completion with it. */
  completionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Udførelsens id er ugyldigt' })
    .optional(),
  /** The checklist's answers (decision 165), decided against the task's checklist by `checkAnswers`. */
  answers: answersInputSchema.default([]),
  /** The findings the completer wants followed up, each with its severity and responsible. */
  followUps: z
    .array(
      z.object({
        itemId: z.string().min(1).max(40),
        severity: z.enum(severities, { error: followUpMessages.severity }),
        responsibleId: z
          .string({ error: taskMessages.responsibleId })
          .min(1, { error: taskMessages.responsibleId })
          .max(200),
      }),
    )
    .max(50)
    .default([]),
});
/** `PATCH /api/task/responsibility`: task id → new responsible id (spec 001 §7). */
export const responsibilitySchema = z.record(z.string().min(1).max(200), z.string().min(1).max(200), {
  error: 'Vælg nye ansvarlige',
});
