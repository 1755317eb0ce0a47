import * as z from 'zod';
import { faultReportOutcomes, faultReportStatuses } from '../../events/catalogue';
import { requiredText } from '../shared/fields';
import { faultReference } from './status';
import type { FaultReportState } from './decider';

/** An admin's answer: what the reporter is mailed when the report is solved or rejected. */
export const FAULT_ANSWER_MAX = 2000;
export const faultAnswerMessage = 'Skriv et svar på mindst 2 tegn til den, der meldte fejlen.';
export const faultOutcomeMessage = 'Vælg Løst eller Afvist';

/** `POST /api/fault-report/{id}/close`: Løst or Afvist, with the admin's answer. */
export const closeFaultReportSchema = z.object({
  outcome: z.enum(faultReportOutcomes, { error: faultOutcomeMessage }),
  answer: requiredText(faultAnswerMessage, FAULT_ANSWER_MAX, 'multiline').min(2, { error: faultAnswerMessage }),
});
export type CloseFaultReportInput = z.input<typeof closeFaultReportSchema>;

/** `GET /api/fault-report`: one status, or every open one ('OPEN': Ny and Under behandling); none: all. */
export const faultReportFilters = [...faultReportStatuses, 'OPEN'] as const;
export type FaultReportFilter = (typeof faultReportFilters)[number];
export const faultReportQuerySchema = z.object({
  status: z.enum(faultReportFilters, { error: 'Vælg en status' }).optional(),
  cursor: z.string().max(2000, { error: 'Ugyldig side' }).optional(),
});

/** The shortest reminder a single task allows (days before its deadline). */
const SINGLE_TASK_REMINDER = 1;

/** What the task form starts with, from the report: the text carried over, a single task. */
export function faultTaskDefaults(report: Pick<FaultReportState, 'number' | 'itemName' | 'description'>) {
  const title = `Fejlmelding ${faultReference(report.number)}: ${report.itemName}`;
  return {
    title: title.length > 200 ? `${title.slice(0, 199)}…` : title,
    description: report.description,
    type: 'AD_HOC' as const,
    interval: null,
    notificationPeriod: SINGLE_TASK_REMINDER,
  };
}

/**
 * `POST /api/fault-report/{id}/task`: the body the admin sends (`{responsibleId, deadline}`, and
 * the title, description and reminder when they changed them) made into the task form's input
 * (`taskSchema`, which then validates it as the task form does): a single task on the report's
 * item, with the report's text where the body has none and the report's photo as its file.
 */
export function faultTaskInput(
  body: unknown,
  report: Pick<FaultReportState, 'number' | 'itemName' | 'description' | 'item' | 'photo'>,
): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const given = body as Record<string, unknown>;
  const defaults = faultTaskDefaults(report);
  return {
    ...defaults,
    title: given.title ?? defaults.title,
    description: given.description ?? defaults.description,
    notificationPeriod: given.notificationPeriod ?? defaults.notificationPeriod,
    responsibleId: given.responsibleId,
    deadline: given.deadline,
    files: report.photo ? [report.photo] : [],
    [report.item.kind === 'EQUIPMENT' ? 'equipmentId' : 'locationId']: report.item.id,
  };
}
