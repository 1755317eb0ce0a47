import * as z from 'zod';
import { answersInputSchema } from '../checklist/answers';
import { acceptableText, emailAddress, optionalText, requiredText } from '../shared/fields';
import { versionField } from '../shared/versions';
import { intervals, reminderOptions } from '../task/intervals';
import { taskMessages } from '../task/schemas';
import { templateVersion } from './catalogue';
import { dutyRule } from './rules';
import { dutyIds, dutyParamsSchema, inspectionResults, type DutyParams, type DutyTemplate } from './types';

/**
 * The forms of issue 31 (decision 172): one zod schema each, shared by the SPA and the handlers,
 * with Danish messages. A duty's parameters are checked against the template version named.
 */
export const MAX_INSPECTOR_FILES = 10;
export const MAX_ACCEPT_TASKS = 500;

export const inspectionMessages = {
  dutyId: 'Vælg et lovpligtigt eftersyn',
  templateVersion: 'Skabelonen findes ikke i den version. Genindlæs siden og prøv igen.',
  target: taskMessages.target,
  responsibleId: taskMessages.responsibleId,
  deadline: 'Vælg den første frist',
  notificationPeriod: taskMessages.notificationPeriod,
  interval: 'Vælg et interval',
  overrideReason: 'Skriv en begrundelse på 3–500 tegn for det andet interval',
  taskId: 'Vælg en opgave',
  toVersion: 'Vælg den version, der skal accepteres',
  tasks: 'Vælg mindst én opgave',
  tooManyTasks: `Du kan højst acceptere ${MAX_ACCEPT_TASKS} opgaver ad gangen`,
  inspectorName: 'Indtast inspektørens navn',
  inspectorCompany: 'Indtast inspektørens firma',
  certificateNumber: 'Indtast certifikatnummeret',
  result: 'Vælg resultatet af eftersynet',
  tooManyFiles: `Du kan højst vedhæfte ${MAX_INSPECTOR_FILES} filer`,
  remarksTooLong: 'Bemærkningerne må højst være 5000 tegn',
} as const;

/** The Danish message for a parameter that is missing or not one the template allows. */
export function parameterMessage(parameter: DutyTemplate['parameters'][number]): string {
  switch (parameter.kind) {
    case 'choice':
      return `Vælg ${parameter.label.toLocaleLowerCase('da-DK')}`;
    case 'number':
      return `${parameter.label} skal være et tal fra ${parameter.min.toLocaleString('da-DK')} til ${parameter.max.toLocaleString('da-DK')} ${parameter.unit}`;
    case 'boolean':
      return `Angiv, om ${parameter.label.toLocaleLowerCase('da-DK')}`;
  }
}

/**
 * The answers checked against a template's parameters: each parameter answered as its kind allows
 * (a yes/no left out is no), unknown keys dropped. Issues go to `params.<key>`.
 */
export function checkParams(
  template: DutyTemplate,
  params: DutyParams,
): { ok: true; params: DutyParams } | { ok: false; issues: { key: string; message: string }[] } {
  const checked: DutyParams = {};
  const issues: { key: string; message: string }[] = [];
  for (const parameter of template.parameters) {
    const value = params[parameter.key];
    if (parameter.kind === 'boolean') {
      if (value === undefined) checked[parameter.key] = false;
      else if (typeof value === 'boolean') checked[parameter.key] = value;
      else issues.push({ key: parameter.key, message: parameterMessage(parameter) });
    } else if (parameter.kind === 'choice') {
      if (typeof value === 'string' && parameter.options.some((option) => option.value === value))
        checked[parameter.key] = value;
      else issues.push({ key: parameter.key, message: parameterMessage(parameter) });
    } else {
      if (typeof value === 'number' && Number.isFinite(value) && value >= parameter.min && value <= parameter.max)
        checked[parameter.key] = value;
      else issues.push({ key: parameter.key, message: parameterMessage(parameter) });
    }
  }
  return issues.length ? { ok: false, issues } : { ok: true, params: checked };
}

const id = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200);
const optionalId = z
  .string()
  .max(200)
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined));
const interval = z.enum(intervals, { error: inspectionMessages.interval });
const overrideReason = z
  .string({ error: inspectionMessages.overrideReason })
  .trim()
  .min(3, { error: inspectionMessages.overrideReason })
  .max(500, { error: inspectionMessages.overrideReason })
  .check(acceptableText('multiline'));

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/**
 * `POST /api/compliance/apply`: the duty and template version, the answers to its parameters, an
 * equipment or a location, responsible, first deadline and reminder, and optionally another
 * interval with a reason. The output's `params` are the checked answers (unknown keys dropped).
 */
export const applyDutySchema = z
  .object({
    dutyId: z.enum(dutyIds, { error: inspectionMessages.dutyId }),
    templateVersion: z
      .number({ error: inspectionMessages.templateVersion })
      .int({ error: inspectionMessages.templateVersion }),
    params: dutyParamsSchema.default({}),
    equipmentId: optionalId,
    locationId: optionalId,
    responsibleId: id(inspectionMessages.responsibleId),
    deadline: z.iso.datetime({ offset: true, error: inspectionMessages.deadline }),
    notificationPeriod: z
      .number({ error: inspectionMessages.notificationPeriod })
      .int({ error: inspectionMessages.notificationPeriod }),
    override: z
      .object({ interval, reason: overrideReason })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .refine((v) => [v.equipmentId, v.locationId].filter(Boolean).length === 1, {
    path: ['target'],
    error: inspectionMessages.target,
    when: isObject,
  })
  .transform((input, ctx) => {
    const template = templateVersion(input.dutyId, input.templateVersion);
    if (!template) {
      ctx.addIssue({ code: 'custom', path: ['templateVersion'], message: inspectionMessages.templateVersion });
      return z.NEVER;
    }
    const target = input.equipmentId ? 'EQUIPMENT' : 'LOCATION';
    if (!template.targets.includes(target)) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message:
          target === 'EQUIPMENT'
            ? 'Dette eftersyn hører til en lokation, ikke et udstyr'
            : 'Dette eftersyn hører til et udstyr, ikke en lokation',
      });
      return z.NEVER;
    }
    const checked = checkParams(template, input.params);
    if (!checked.ok) {
      for (const issue of checked.issues)
        ctx.addIssue({ code: 'custom', path: ['params', issue.key], message: issue.message });
      return z.NEVER;
    }
    const effective = input.override?.interval ?? dutyRule(template, checked.params).interval;
    if (!reminderOptions(effective).includes(input.notificationPeriod)) {
      ctx.addIssue({ code: 'custom', path: ['notificationPeriod'], message: inspectionMessages.notificationPeriod });
      return z.NEVER;
    }
    return { ...input, params: checked.params };
  });
export type ApplyDutyInput = z.input<typeof applyDutySchema>;
export type ApplyDuty = z.output<typeof applyDutySchema>;

/**
 * `PATCH /api/compliance/interval`: the rule's interval clears the override; another needs a reason
 * (decided against the task's duty by `changeInterval` in changes.ts, which knows the rule's interval).
 */
export const dutyIntervalSchema = z.object({
  taskId: id(inspectionMessages.taskId),
  version: versionField,
  interval,
  reason: z
    .string()
    .trim()
    .max(500, { error: inspectionMessages.overrideReason })
    .check(acceptableText('multiline'))
    .optional()
    .transform((value) => value ?? ''),
});

/** `POST /api/compliance/accept`: accept a duty's newer version for 1–500 tasks. */
export const acceptVersionSchema = z.object({
  dutyId: z.enum(dutyIds, { error: inspectionMessages.dutyId }),
  toVersion: z.number({ error: inspectionMessages.toVersion }).int({ error: inspectionMessages.toVersion }).min(1, {
    error: inspectionMessages.toVersion,
  }),
  tasks: z
    .array(z.object({ id: id(inspectionMessages.taskId), version: versionField }), { error: inspectionMessages.tasks })
    .min(1, { error: inspectionMessages.tasks })
    .max(MAX_ACCEPT_TASKS, { error: inspectionMessages.tooManyTasks }),
});

/** `POST /api/compliance/inspector`: send a task to an external inspector. */
export const sendToInspectorSchema = z.object({
  taskId: id(inspectionMessages.taskId),
  name: requiredText(inspectionMessages.inspectorName, 100),
  company: requiredText(inspectionMessages.inspectorCompany, 200),
  email: emailAddress('eks.'),
  certificateNumber: optionalText(100),
});

/** `POST /api/public/inspection/{token}/complete`: the inspector's answers, files, certificate, result and remarks. */
export const inspectorCompletionSchema = z.object({
  answers: answersInputSchema.default([]),
  files: z
    .array(z.string().min(1).max(300), { error: inspectionMessages.tooManyFiles })
    .max(MAX_INSPECTOR_FILES, { error: inspectionMessages.tooManyFiles })
    .default([]),
  certificateNumber: requiredText(inspectionMessages.certificateNumber, 100),
  result: z.enum(inspectionResults, { error: inspectionMessages.result }),
  remarks: z
    .string()
    .trim()
    .max(5000, { error: inspectionMessages.remarksTooLong })
    .check(acceptableText('multiline'))
    .optional()
    .transform((value) => value ?? ''),
});
