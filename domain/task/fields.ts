import * as z from 'zod';
import { intervalSchema, taskTypeSchema } from './intervals';
import { countFromValues } from './recurrence';
import { storedChecklistItemSchema } from '../checklist/checklist';

/**
 * A task's own fields, defined once (issue 15 "One shape per thing"). Exports:
 * - `taskFieldSchemas`: the zod schema of each field, spread into the events that set them
 *   (`TaskCreated`, `TaskUpdated` in events/catalogue.ts), so the event data, `TaskFields` and the
 *   state (`TaskState` extends it, `domain/task/decider.ts`) cannot drift apart;
 * - `TaskFields`, `TaskTarget`, `taskTargetKinds`, `taskTargetSchema`;
 * - `taskFieldNames`: the names, in order.
 * A new field goes here; the input schema (`schemas.ts`) is checked against these names
 * (`TaskInputField`), and the views (`view.ts`) pick what they show from the state.
 */
export const taskTargetKinds = ['EQUIPMENT', 'LOCATION'] as const;
export const taskTargetSchema = z.object({ kind: z.enum(taskTargetKinds), id: z.string() });
export type TaskTarget = z.infer<typeof taskTargetSchema>;

export const taskFieldSchemas = {
  title: z.string(),
  description: z.string(),
  type: taskTypeSchema,
  interval: intervalSchema.nullable(),
  notificationPeriod: z.number().int(),
  responsibleId: z.string(),
  /** The responsible's name when the task was given (the person's own stream has the current one). */
  responsibleName: z.string(),
  target: taskTargetSchema,
  /** ISO 8601 UTC; 23:00 Copenhagen time on its day (`domain/task/recurrence.ts`). */
  deadline: z.string(),
  files: z.array(z.string()),
  /**
   * Where a routine counts its next deadline from (decision 102): the fixed plan, or the day it
   * was done. Events stored before it have none: the plan.
   */
  countFrom: z.enum(countFromValues).default('PLAN'),
  /**
   * What the person doing the work is asked, item by item (decision 165). Events stored before it
   * have none: an empty checklist.
   */
  checklist: z.array(storedChecklistItemSchema).default([]),
};
export const taskFieldsSchema = z.object(taskFieldSchemas);
export type TaskFields = z.infer<typeof taskFieldsSchema>;
export const taskFieldNames = Object.keys(taskFieldSchemas) as (keyof TaskFields)[];

/**
 * The fields a person enters (the rest the server derives: the responsible's name from their
 * stream, the target from `equipmentId`/`locationId`): the input schema must have each.
 */
export type TaskInputField = Exclude<keyof TaskFields, 'responsibleName' | 'target'>;
