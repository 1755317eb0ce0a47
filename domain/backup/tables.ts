import type { EquipmentState } from '../equipment/decider';
import { equipmentStatus, equipmentStatuses } from '../equipment/status';
import type { LocationState } from '../location/decider';
import type { NoteState } from '../note/decider';
import { roleLabels, type RoleType } from '../shared/roles';
import { byInstant, dayKey, sortableDateTime } from '../shared/time';
import { statusOf, type TaskState } from '../task/decider';
import { intervalInfo, taskTypeLabels } from '../task/intervals';
import { COUNT_FROM_LEGEND, countFromLabels } from '../task/recurrence';
import { taskStatusInfo } from '../task/status';
import { answerLine, readingState, type Answer } from '../checklist/answers';
import { formatDanishNumber } from '../checklist/numbers';
import type { FaultReportState } from '../fault-report/decider';
import { faultReference, faultReportStatusLabels } from '../fault-report/status';

/**
 * The five tables of a company's backup (spec 001 §2 "Backup download"): one CSV file each, with
 * Danish headers. Pure: the job reads the read models and hands them in; the CSV and zip writers
 * turn the tables into files (decision 046 "Backups").
 */

export type BackupTableName =
  'udstyr' | 'lokationer' | 'brugere' | 'opgaver' | 'noter' | 'udfoerelser' | 'maalinger' | 'fejlmeldinger';
export type Cell = string | number;

export interface BackupTable {
  name: BackupTableName;
  header: string[];
  rows: Cell[][];
}

/** A member as the backup lists them. */
export interface BackupPerson {
  id: string;
  name: string;
  emailAddress: string;
  role: RoleType;
}

export interface BackupData {
  equipment: EquipmentState[];
  /** Live locations (deleted ones are left out). */
  locations: LocationState[];
  people: BackupPerson[];
  /** Live tasks. */
  tasks: TaskState[];
  notes: NoteState[];
  /** Every completion of every year (decision 165): the maintenance log, with the checklists' answers. */
  completions: BackupCompletion[];
  /** Every fault report (decision 166), open or closed. */
  faultReports: FaultReportState[];
}

/** A completion as the history keeps it (`CompletionRow`), as far as the backup goes. */
export interface BackupCompletion {
  completionId: string;
  taskId: string;
  title: string;
  type: TaskState['type'];
  target: TaskState['target'];
  deadline: string;
  finishedOn: string;
  late: boolean;
  responsibleName: string;
  completedByName: string;
  answers?: Answer[];
  followUps?: { taskId: string; title: string }[];
  /** The note written with it (decision 178); completions recorded before that lack it. */
  noteId?: string;
}

export const DELETED_SUFFIX = ' (nu slettet)';
const yesNo = (value: boolean) => (value ? 'ja' : 'nej');
const targetKindLabels = { TASK: 'Opgave', EQUIPMENT: 'Udstyr', LOCATION: 'Lokation' } as const;

/** A point in time as Danish Excel reads it: `2027-02-05 14:30`, Copenhagen time. */
export const backupDateTime = (instant: string | Date | null | undefined) => (instant ? sortableDateTime(instant) : '');
/** The Copenhagen calendar date of an instant, for file names: `2027-02-05`. */
export const backupDate = (instant: Date | string) => dayKey(instant);

/** The CSV files' names inside the zip, date-stamped. */
export const csvFileName = (table: BackupTableName, now: Date) => `${table}-${backupDate(now)}.csv`;
/** The name the zip is downloaded under. */
export const zipFileName = (createdAt: Date | string) => `servicebogen-backup-${backupDate(createdAt)}.zip`;

export function equipmentTable(data: Pick<BackupData, 'equipment' | 'locations'>): BackupTable {
  const locations = new Map(data.locations.map((l) => [l.id, l.name]));
  return {
    name: 'udstyr',
    header: ['Navn', 'Fabrikat', 'Model', 'Identifikationsnummer', 'Kategori', 'Lokation', 'Status', 'Oprettet'],
    rows: [...data.equipment]
      .sort((a, b) => a.name.localeCompare(b.name, 'da'))
      .map((e) => [
        e.name,
        e.make,
        e.model,
        e.externalId,
        e.category,
        locations.get(e.locationId) ?? '',
        equipmentStatuses[equipmentStatus(e)].label,
        backupDateTime(e.createdAt),
      ]),
  };
}

/**
 * Equipment not archived that is placed there, and the open tasks on the location and on that
 * equipment: what the locations list counts ('Åbne opgaver', `openTasksByLocation`; issue 32 "One
 * count of a location's tasks"). Open: not deleted, and not a single task that was done.
 */
export function locationsTable(data: Pick<BackupData, 'locations' | 'equipment' | 'tasks'>): BackupTable {
  const count = (items: boolean[]) => items.filter(Boolean).length;
  const placedAt = new Map(data.equipment.filter((e) => !e.archived).map((e) => [e.id, e.locationId]));
  const locationOf = (t: BackupData['tasks'][number]) =>
    t.target.kind === 'LOCATION' ? t.target.id : placedAt.get(t.target.id);
  const open = data.tasks.filter((t) => !t.deleted && !t.completed);
  return {
    name: 'lokationer',
    header: ['Navn', 'Oprettet', 'Antal udstyr', 'Åbne opgaver (lokation og udstyr)'],
    rows: [...data.locations]
      .sort((a, b) => a.name.localeCompare(b.name, 'da'))
      .map((l) => [
        l.name,
        backupDateTime(l.createdAt),
        count(data.equipment.map((e) => !e.archived && e.locationId === l.id)),
        count(open.map((t) => locationOf(t) === l.id)),
      ]),
  };
}

export function peopleTable(data: Pick<BackupData, 'people'>): BackupTable {
  return {
    name: 'brugere',
    header: ['Navn', 'E-mail', 'Rolle'],
    rows: [...data.people]
      .sort((a, b) => a.name.localeCompare(b.name, 'da'))
      .map((p) => [p.name, p.emailAddress, roleLabels[p.role]]),
  };
}

export function tasksTable(
  data: Pick<BackupData, 'tasks' | 'equipment' | 'locations' | 'people'>,
  now: Date,
): BackupTable {
  const equipment = new Map(data.equipment.map((e) => [e.id, e]));
  const locations = new Map(data.locations.map((l) => [l.id, l.name]));
  const people = new Map(data.people.map((p) => [p.id, p.name]));
  return {
    name: 'opgaver',
    header: [
      'Titel',
      'Beskrivelse',
      'Type',
      'Interval',
      COUNT_FROM_LEGEND,
      'Status',
      'Deadline',
      'Sidst udført',
      'Påmindelse (dage før)',
      'Ansvarlig',
      'Udstyr',
      'Lokation',
    ],
    rows: [...data.tasks]
      .sort((a, b) => byInstant(a.deadline, b.deadline) || a.title.localeCompare(b.title, 'da'))
      .map((t) => {
        const onEquipment = t.target.kind === 'EQUIPMENT' ? equipment.get(t.target.id) : undefined;
        const locationId = t.target.kind === 'LOCATION' ? t.target.id : onEquipment?.locationId;
        return [
          t.title,
          t.description,
          taskTypeLabels[t.type],
          t.interval ? intervalInfo[t.interval].label : '',
          t.type === 'CYCLICAL' ? countFromLabels[t.countFrom] : '',
          taskStatusInfo[statusOf(t, now)].label,
          backupDateTime(t.deadline),
          backupDateTime(t.lastCompleted),
          t.notificationPeriod,
          people.get(t.responsibleId) ?? `${t.responsibleName}${DELETED_SUFFIX}`,
          onEquipment?.name ?? '',
          (locationId && locations.get(locationId)) ?? '',
        ];
      }),
  };
}

/** One row per note and one per response, each response right after its note. */
export function notesTable(data: Pick<BackupData, 'notes' | 'tasks' | 'equipment' | 'locations'>): BackupTable {
  const names = new Map<string, string>([
    ...data.tasks.map((t) => [`TASK#${t.id}`, t.title] as const),
    ...data.equipment.map((e) => [`EQUIPMENT#${e.id}`, e.name] as const),
    ...data.locations.map((l) => [`LOCATION#${l.id}`, l.name] as const),
  ]);
  const rows: Cell[][] = [];
  for (const note of [...data.notes].sort((a, b) => byInstant(a.datetime, b.datetime))) {
    const about = [
      targetKindLabels[note.target.kind],
      names.get(`${note.target.kind}#${note.target.id}`) ?? DELETED_SUFFIX.trim(),
    ];
    rows.push([
      backupDateTime(note.datetime),
      note.core ? 'Stamnote' : 'Note',
      ...about,
      note.authorName,
      note.content,
      note.files.length,
      yesNo(note.archived),
    ]);
    for (const response of note.responses) {
      rows.push([
        backupDateTime(response.datetime),
        'Svar',
        ...about,
        response.authorName,
        response.content,
        response.files.length,
        yesNo(note.archived),
      ]);
    }
  }
  return {
    name: 'noter',
    header: ['Dato', 'Type', 'Hører til', 'Emne', 'Forfatter', 'Indhold', 'Antal filer', 'Arkiveret'],
    rows,
  };
}

/** Where a completion was done: the equipment's name and its location's, or the location's. */
function placeOf(data: Pick<BackupData, 'equipment' | 'locations'>) {
  const equipment = new Map(data.equipment.map((e) => [e.id, e]));
  const locations = new Map(data.locations.map((l) => [l.id, l.name]));
  return (target: TaskState['target']): [string, string] => {
    if (target.kind === 'LOCATION') return ['', locations.get(target.id) ?? DELETED_SUFFIX.trim()];
    const item = equipment.get(target.id);
    return [item?.name ?? DELETED_SUFFIX.trim(), (item && locations.get(item.locationId)) ?? ''];
  };
}
const oldestFirst = (completions: BackupCompletion[]) =>
  [...completions].sort(
    (a, b) => byInstant(a.finishedOn, b.finishedOn) || a.completionId.localeCompare(b.completionId),
  );

/**
 * The maintenance log (decision 165): one row per completion, oldest first, with the checklist's
 * answers as '<item>: <answer>' lines, the follow-up tasks it created, and the note written with
 * it (decision 178: a company that leaves takes what was found and done with it).
 */
export function completionsTable(
  data: Pick<BackupData, 'completions' | 'equipment' | 'locations' | 'notes'>,
): BackupTable {
  const place = placeOf(data);
  const notes = new Map(data.notes.map((note) => [note.id, note.content]));
  return {
    name: 'udfoerelser',
    header: [
      'Opgave',
      'Type',
      'Udstyr',
      'Lokation',
      'Deadline',
      'Udført',
      'For sent',
      'Udført af',
      'Ansvarlig',
      'Tjekliste',
      'Opfølgninger',
      'Note',
    ],
    rows: oldestFirst(data.completions).map((c) => [
      c.title,
      taskTypeLabels[c.type],
      ...place(c.target),
      backupDateTime(c.deadline),
      backupDateTime(c.finishedOn),
      yesNo(c.late),
      c.completedByName,
      c.responsibleName,
      (c.answers ?? []).map(answerLine).join('\n'),
      (c.followUps ?? []).map((followUp) => followUp.title).join('\n'),
      (c.noteId && notes.get(c.noteId)) ?? '',
    ]),
  };
}

const readingStateLabels = { BELOW: 'Under grænsen', ABOVE: 'Over grænsen', WITHIN: '' } as const;

/** Every reading (decision 165), oldest first: the value with a decimal comma, its limits then, and whether it was outside them. */
export function readingsTable(data: Pick<BackupData, 'completions' | 'equipment' | 'locations'>): BackupTable {
  const place = placeOf(data);
  const rows: Cell[][] = [];
  for (const c of oldestFirst(data.completions))
    for (const answer of c.answers ?? []) {
      if (answer.reading === undefined) continue;
      const { item } = answer;
      const limit = (value: number | undefined) => (value === undefined ? '' : formatDanishNumber(value));
      rows.push([
        backupDateTime(c.finishedOn),
        c.title,
        ...place(c.target),
        item.label,
        formatDanishNumber(answer.reading),
        item.unit ?? '',
        limit(item.lower),
        limit(item.upper),
        readingStateLabels[readingState(answer.reading, item)],
      ]);
    }
  return {
    name: 'maalinger',
    header: [
      'Dato',
      'Opgave',
      'Udstyr',
      'Lokation',
      'Punkt',
      'Værdi',
      'Enhed',
      'Nedre grænse',
      'Øvre grænse',
      'Uden for grænserne',
    ],
    rows,
  };
}

/** Every fault report by its number (decision 166): what was reported, where, what became of it and the answer. */
export function faultReportsTable(data: Pick<BackupData, 'faultReports' | 'tasks'>): BackupTable {
  const tasks = new Map(data.tasks.map((t) => [t.id, t.title]));
  return {
    name: 'fejlmeldinger',
    header: [
      'Nummer',
      'Modtaget',
      'Udstyr eller lokation',
      'Beskrivelse',
      'Foto',
      'Svar til (e-mail)',
      'Status',
      'Opgave',
      'Svar',
      'Lukket',
      'Lukket af',
    ],
    rows: [...data.faultReports]
      .sort((a, b) => a.number - b.number)
      .map((r) => [
        faultReference(r.number),
        backupDateTime(r.reportedAt),
        r.itemName,
        r.description,
        yesNo(r.photo !== null),
        r.email ?? '',
        faultReportStatusLabels[r.status],
        r.taskId ? (tasks.get(r.taskId) ?? DELETED_SUFFIX.trim()) : '',
        r.answer ?? '',
        backupDateTime(r.closedAt),
        r.closedByName ?? '',
      ]),
  };
}

/** The five tables of the spec, in its order, then the maintenance log and its readings (decision 165) and the fault reports (166). */
export const backupTables = (data: BackupData, now: Date): BackupTable[] => [
  equipmentTable(data),
  locationsTable(data),
  peopleTable(data),
  tasksTable(data, now),
  notesTable(data),
  completionsTable(data),
  readingsTable(data),
  faultReportsTable(data),
];
