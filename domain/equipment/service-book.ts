import { fileDisplayName, fileExtension } from '../note/files';
import type { NoteState } from '../note/decider';
import { formatDate, formatDateTime, dayKey, copenhagenDay } from '../shared/time';
import { percentInTime } from '../task/statistics';
import { isLate, latenessText } from '../task/status';
import { taskTypeLabels, type TaskType } from '../task/intervals';
import { equipmentStatus, equipmentStatuses } from './status';
import { answerText, findings, type Answer } from '../checklist/answers';
import type { EquipmentState } from './decider';

/**
 * The service book of one piece of equipment (issue 17 D; decision 117 "What the service book
 * holds"): what an auditor, an insurer or a buyer asks for, assembled from the event store and the
 * history read model into a plain document that `functions/documents/service-book-pdf.ts` draws.
 */

/**
 * The most bytes of pictures one book draws (decision 116): with the text, the PDF stays under
 * Lambda's 6 MB answer once base64-encoded. Pictures past it are named instead.
 */
export const SERVICE_BOOK_IMAGE_BYTES = 3_500_000;

/** A completion as the equipment's history partition holds it (`CompletionRow`). */
export interface BookCompletion {
  completionId: string;
  taskId: string;
  title: string;
  type: TaskType;
  deadline: string;
  finishedOn: string;
  completedByName: string;
  /** The checklist's answers (decision 165); rows written before checklists have none. */
  answers?: Answer[];
  followUps?: { title: string }[];
}

/** What the book needs of a task that is, or was, on the equipment. */
export interface BookTask {
  id: string;
  title: string;
  responsibleId: string;
  deleted: boolean;
}

export interface ServiceBookInput {
  now: Date;
  companyName: string;
  equipment: Pick<
    EquipmentState,
    'id' | 'name' | 'make' | 'model' | 'externalId' | 'category' | 'createdAt' | 'standby' | 'archived'
  >;
  locationName: string | null;
  completions: BookCompletion[];
  tasks: BookTask[];
  /** Notes on the equipment and on its tasks (archived ones are left out here). */
  notes: Pick<
    NoteState,
    'id' | 'target' | 'content' | 'datetime' | 'authorName' | 'core' | 'archived' | 'files' | 'responses'
  >[];
  /** Who asks: a USER sees the notes of their own tasks only (spec 001 §1). */
  viewer: { userId: string; isAdmin: boolean };
}

/** On-time completions over completions (decision 118 "The service book's on-time rate"). */
export interface OnTimeRate {
  completed: number;
  onTime: number;
  late: number;
  /** One decimal; absent with no completions. */
  percent: number | undefined;
  /** '87,5 %', or '–' with no completions. */
  text: string;
}

export interface BookFile {
  key: string;
  name: string;
  /** JPEG and PNG are drawn into the book; everything else is listed by name. */
  image: 'jpeg' | 'png' | null;
}

export interface BookEntry {
  author: string;
  datetime: string;
  text: string;
  files: BookFile[];
}

export interface BookNote extends BookEntry {
  /** 'Udstyret' or 'Opgave: <title>'. */
  about: string;
  core: boolean;
  responses: BookEntry[];
}

export interface BookCompletionLine {
  id: string;
  task: string;
  type: string;
  finishedOn: string;
  deadline: string;
  lateness: string;
  late: boolean;
  doneBy: string;
  /** One line per answer, '<item>: <answer>', a finding marked (decision 165), then the follow-ups. */
  answers: { text: string; finding: boolean }[];
}

export interface ServiceBook {
  title: string;
  fileName: string;
  fileNameUtf8: string;
  companyName: string;
  generatedOn: string;
  details: { label: string; value: string }[];
  onTime: { overall: OnTimeRate; years: (OnTimeRate & { year: string })[] };
  completions: BookCompletionLine[];
  notes: BookNote[];
}

const percentText = (percent: number | undefined) =>
  percent === undefined ? '–' : `${percent.toFixed(1).replace('.', ',')} %`;

export function onTimeRate(completions: Pick<BookCompletion, 'deadline' | 'finishedOn'>[]): OnTimeRate {
  const late = completions.filter((c) => isLate(c.deadline, c.finishedOn)).length;
  const completed = completions.length;
  const percent = percentInTime({ tasksCompleted: completed, completedInTime: completed - late });
  return { completed, onTime: completed - late, late, percent, text: percentText(percent) };
}

/** JPEG and PNG by their extension: what the PDF can embed. */
export function bookFile(key: string): BookFile {
  const name = fileDisplayName(key);
  const extension = fileExtension(name);
  return {
    key,
    name,
    image: extension === 'png' ? 'png' : extension === 'jpg' || extension === 'jpeg' ? 'jpeg' : null,
  };
}

/** ASCII letters, digits and '-' only, for the plain `filename=`; the full name goes in `filename*`. */
export const asciiPart = (text: string) =>
  text
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .replace(/ø/g, 'oe')
    .replace(/Ø/g, 'Oe')
    .replace(/å/g, 'aa')
    .replace(/Å/g, 'Aa')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** Letters (æøå too), digits and '-', for `filename*`. */
export const letterPart = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

type Named = { externalId: string; name: string; id: string };
const named = (equipment: Named, part: (text: string) => string, now: Date) =>
  `servicebog-${part(equipment.externalId) || part(equipment.name) || equipment.id.slice(0, 8)}-${dayKey(now)}.pdf`;

/** `servicebog-<identification number or name>-<yyyy-MM-dd>.pdf` (Copenhagen date), in ASCII. */
export const serviceBookFileName = (equipment: Named, now: Date) => named(equipment, asciiPart, now);

/** The same name keeping Danish letters, for `Content-Disposition`'s `filename*`. */
export const serviceBookFileNameUtf8 = (equipment: Named, now: Date) => named(equipment, letterPart, now);

/** An answer as the book prints it: a 'Fejl' or a reading outside its limits is a finding, said in words. */
function bookAnswer(answer: Answer): { text: string; finding: boolean } {
  const found = findings([answer])[0];
  return found
    ? { text: `${answer.item.label}: ${found.found}`, finding: true }
    : { text: `${answer.item.label}: ${answerText(answer)}`, finding: false };
}

const entry = (e: { authorName: string; datetime: string; content: string; files: string[] }): BookEntry => ({
  author: e.authorName,
  datetime: formatDateTime(e.datetime),
  text: e.content,
  files: e.files.map(bookFile),
});

export function serviceBook(input: ServiceBookInput): ServiceBook {
  const { equipment, viewer } = input;
  const name = equipment.name || `${equipment.make} ${equipment.model}`;
  const completions = [...input.completions].sort(
    (a, b) => a.finishedOn.localeCompare(b.finishedOn) || a.completionId.localeCompare(b.completionId),
  );
  const byYear = new Map<string, BookCompletion[]>();
  for (const c of completions) {
    const year = String(copenhagenDay(c.finishedOn).y);
    byYear.set(year, [...(byYear.get(year) ?? []), c]);
  }
  const tasks = new Map(input.tasks.map((task) => [task.id, task]));
  const visible = (note: ServiceBookInput['notes'][number]) => {
    if (note.archived) return false;
    if (note.target.kind === 'EQUIPMENT') return note.target.id === equipment.id;
    const task = tasks.get(note.target.id);
    return !!task && (viewer.isAdmin || (!task.deleted && task.responsibleId === viewer.userId));
  };
  const notes = input.notes
    .filter(visible)
    .sort((a, b) => Number(b.core) - Number(a.core) || a.datetime.localeCompare(b.datetime))
    .map((note): BookNote => {
      const task = note.target.kind === 'TASK' ? tasks.get(note.target.id) : undefined;
      return {
        ...entry(note),
        about: task ? `Opgave: ${task.title}${task.deleted ? ' (nu slettet)' : ''}` : 'Udstyret',
        core: note.core,
        responses: [...note.responses].sort((a, b) => a.datetime.localeCompare(b.datetime)).map(entry),
      };
    });

  return {
    title: `Servicebog for ${name}`,
    fileName: serviceBookFileName(equipment, input.now),
    fileNameUtf8: serviceBookFileNameUtf8(equipment, input.now),
    companyName: input.companyName,
    generatedOn: formatDateTime(input.now),
    details: [
      { label: 'Navn', value: name },
      { label: 'Mærke', value: equipment.make },
      { label: 'Model', value: equipment.model },
      { label: 'Identifikationsnummer', value: equipment.externalId },
      { label: 'Kategori', value: equipment.category },
      { label: 'Lokation', value: input.locationName ?? '(nu slettet)' },
      { label: 'Status', value: equipmentStatuses[equipmentStatus(equipment)].label },
      { label: 'Oprettet', value: formatDate(equipment.createdAt) },
    ],
    onTime: {
      overall: onTimeRate(completions),
      years: [...byYear.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([year, list]) => ({ year, ...onTimeRate(list) })),
    },
    completions: completions.map((c) => ({
      id: c.completionId,
      task: c.title,
      type: taskTypeLabels[c.type],
      finishedOn: formatDateTime(c.finishedOn),
      deadline: formatDateTime(c.deadline),
      lateness: latenessText(c.deadline, c.finishedOn),
      late: isLate(c.deadline, c.finishedOn),
      doneBy: c.completedByName,
      answers: [
        ...(c.answers ?? []).map(bookAnswer),
        ...(c.followUps ?? []).map((followUp) => ({ text: `Opfølgning: ${followUp.title}`, finding: false })),
      ],
    })),
    notes,
  };
}
