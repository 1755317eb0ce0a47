import { taskTypeLabels } from '#domain/task/intervals';
import { copenhagenDate } from '#domain/task/recurrence';
import { answerLine } from '#domain/checklist/answers';
import { fileNamePart, toCsv } from '../../../lib/csv';
import { personText } from '../../../lib/people';
import type { Completion } from '../../../lib/tasks/types';
import { DELETED_SUBJECT_TEXT } from './task-list';

/**
 * The task history as CSV (spec 001 §9): per task the task, date done, deadline, responsible and
 * type; company-wide also the equipment or location and whether it was late ('ja'/'nej').
 * Dates are Copenhagen calendar dates as YYYY-MM-DD, which every Excel reads as a date.
 */
const TASK_HEADER = ['Opgave', 'Udført', 'Deadline', 'Ansvarlig', 'Type'] as const;
const COMPANY_HEADER = [...TASK_HEADER, 'Udstyr/Lokation', 'Forsinket'] as const;

/** The responsible as the page names them: one who has left is 'en nu slettet ansvarlig' (lib/people.ts). */
const responsibleCell = (c: Completion) => personText(c.responsible, 'responsible');

/** Equipment name (identification number), or the location's name; gone ones marked. */
export function placeCell(c: Completion): string {
  if (c.equipment) {
    if (!c.equipment.name) return DELETED_SUBJECT_TEXT;
    const name = c.equipment.equipmentId ? `${c.equipment.name} (${c.equipment.equipmentId})` : c.equipment.name;
    return c.equipment.archived ? `${name} ${DELETED_SUBJECT_TEXT}` : name;
  }
  return c.locationName ?? DELETED_SUBJECT_TEXT;
}

const taskCells = (c: Completion) => [
  c.task.title,
  copenhagenDate(c.finishedOn),
  copenhagenDate(c.deadline),
  responsibleCell(c),
  taskTypeLabels[c.task.type],
];

/**
 * The checklist's answers (decision 165), one '<item>: <answer>' line each, readings with a decimal
 * comma and their unit; the follow-ups after them. A file gets the column only when a completion in
 * it has answers, so a company without checklists keeps the spec's columns.
 */
export const CHECKLIST_HEADER = 'Tjekliste';
export const answersCell = (c: Completion) =>
  [
    ...(c.answers ?? []).map(answerLine),
    ...(c.followUps ?? []).map((followUp) => `Opfølgning: ${followUp.title}`),
  ].join('\n');
const withAnswers = (completions: readonly Completion[]) => completions.some((c) => (c.answers?.length ?? 0) > 0);

export function taskHistoryCsv(completions: readonly Completion[]) {
  const answered = withAnswers(completions);
  return toCsv(
    answered ? [...TASK_HEADER, CHECKLIST_HEADER] : TASK_HEADER,
    completions.map((c) => (answered ? [...taskCells(c), answersCell(c)] : taskCells(c))),
  );
}

export function companyHistoryCsv(completions: readonly Completion[]) {
  const answered = withAnswers(completions);
  return toCsv(
    answered ? [...COMPANY_HEADER, CHECKLIST_HEADER] : COMPANY_HEADER,
    completions.map((c) => {
      const cells = [...taskCells(c), placeCell(c), c.late ? 'ja' : 'nej'];
      return answered ? [...cells, answersCell(c)] : cells;
    }),
  );
}

export const companyHistoryFileName = (year: number) => `opgavehistorik-${year}.csv`;
export const taskHistoryFileName = (title: string) => `opgavehistorik-${fileNamePart(title)}.csv`;
