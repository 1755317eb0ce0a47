import { taskTypeLabels } from '#domain/task/intervals';
import { copenhagenDate } from '#domain/task/recurrence';
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

export const taskHistoryCsv = (completions: readonly Completion[]) => toCsv(TASK_HEADER, completions.map(taskCells));

export const companyHistoryCsv = (completions: readonly Completion[]) =>
  toCsv(
    COMPANY_HEADER,
    completions.map((c) => [...taskCells(c), placeCell(c), c.late ? 'ja' : 'nej']),
  );

export const companyHistoryFileName = (year: number) => `opgavehistorik-${year}.csv`;
export const taskHistoryFileName = (title: string) => `opgavehistorik-${fileNamePart(title)}.csv`;
