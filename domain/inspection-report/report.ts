import { answerText, findings, type Answer } from '../checklist/answers';
import { asciiPart, letterPart } from '../equipment/service-book';
import { DUTY_DISCLAIMER } from '../inspection/catalogue';
import type { LastInspection } from '../inspection/view';
import {
  complianceStateLabels,
  complianceStates,
  inspectionResultLabels,
  type ComplianceState,
} from '../inspection/types';
import { dayKey, formatDate, formatDateTime } from '../shared/time';
import { intervalInfo, type Interval } from '../task/intervals';

/**
 * The inspection-ready PDF's content (issue 31, decision 175): what a manager hands to
 * Arbejdstilsynet, the fire authority or the insurer, for one location or the whole company. Pure:
 * the rows are the compliance view's (`ComplianceRow`, docs/inspection-duties.md), the drawing is
 * `functions/documents/compliance-pdf.ts`. Every text is final Danish; the drawing only lays it out.
 */

/**
 * The part of the contract's `ComplianceRow` the report prints. Declared here because domain/
 * imports nothing of functions/; the compliance view's rows fit it as they are.
 */
export interface ReportRow {
  taskId: string;
  dutyName: string;
  legalBasis: string;
  sourceUrl: string;
  performers: readonly string[];
  target: { kind: 'EQUIPMENT' | 'LOCATION'; id: string; name: string };
  location: { id: string; name: string } | null;
  state: ComplianceState;
  interval: Interval;
  ruleInterval: Interval;
  ruleReason: string;
  override: { interval: Interval; reason: string; byName: string; at: string } | null;
  nextDeadline: string;
  lastInspection: Omit<LastInspection, 'completionId'> | null;
}

export interface ReportInput {
  companyName: string;
  /** The location the report is for; null: the whole company. */
  location: { id: string; name: string } | null;
  rows: readonly ReportRow[];
  now: Date;
}

/** One line of a duty's table-like block: a label and its value (the value may hold line breaks). */
export interface ReportField {
  label: string;
  value: string;
  /** Said in words already; the drawing may also colour it. */
  tone?: 'bad' | 'warn' | 'good';
}

export interface ReportDuty {
  taskId: string;
  name: string;
  state: ComplianceState;
  /** The state in words: 'Overskredet', 'I orden' ... */
  stateLabel: string;
  fields: ReportField[];
  /** The latest record's checklist answers, one line each (a finding said in words). */
  answers: { text: string; finding: boolean }[];
  /** The latest record's attachments, by file name (never embedded). */
  attachments: string[];
}

export interface ReportItem {
  /** 'Udstyr' or 'Lokationen selv'. */
  kind: string;
  name: string;
  duties: ReportDuty[];
}

export interface ReportLocation {
  name: string;
  items: ReportItem[];
}

export interface OverdueLine {
  location: string;
  item: string;
  duty: string;
  deadline: string;
  taskId: string;
}

export interface ComplianceReport {
  title: string;
  companyName: string;
  /** 'udskrevet 28. nov. 2026 kl. 10.00' (Copenhagen time). */
  printed: string;
  disclaimer: string;
  summary: { state: ComplianceState; label: string; count: number }[];
  total: number;
  overdue: OverdueLine[];
  locations: ReportLocation[];
  /** The line every page's footer prints beside 'Side n af N'. */
  footer: string;
  fileName: string;
  fileNameUtf8: string;
}

export const WHOLE_COMPANY = 'hele virksomheden';
export const NO_LOCATION = 'Uden lokation';
export const REPORT_TITLE = 'Lovpligtige eftersyn';

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });
const byName = (a: string, b: string) => collator.compare(a, b);

/** `lovpligtige-eftersyn-<location or 'hele-virksomheden'>-<yyyy-MM-dd>.pdf` (Copenhagen date). */
function fileName(location: ReportInput['location'], now: Date, part: (text: string) => string) {
  const name = (location && (part(location.name) || location.id.slice(0, 8))) || part(WHOLE_COMPANY);
  return `lovpligtige-eftersyn-${name}-${dayKey(now)}.pdf`;
}

const answerLineOf = (answer: Answer): { text: string; finding: boolean } => {
  const found = findings([answer])[0];
  return found
    ? { text: `${answer.item.label}: ${found.found}`, finding: true }
    : { text: `${answer.item.label}: ${answerText(answer)}`, finding: false };
};

const stateTone: Record<ComplianceState, ReportField['tone']> = {
  IN_ORDER: 'good',
  SOON: 'warn',
  OVERDUE: 'bad',
  NEVER: 'bad',
};

function dutyOf(row: ReportRow): ReportDuty {
  const stateLabel = complianceStateLabels[row.state];
  const fields: ReportField[] = [
    { label: 'Lovgrundlag', value: row.legalBasis },
    { label: 'Kilde', value: row.sourceUrl },
    { label: 'Udføres af', value: row.performers.join(' eller ') || 'Ikke angivet' },
    { label: 'Interval', value: intervalInfo[row.interval].label },
  ];
  if (row.override)
    fields.push({
      label: 'Andet interval',
      value:
        `${intervalInfo[row.override.interval].label} i stedet for reglens ${intervalInfo[row.ruleInterval].label.toLowerCase()}. ` +
        `Begrundelse: ${row.override.reason} (valgt af ${row.override.byName} ${formatDate(row.override.at)})`,
    });
  else if (row.ruleReason) fields.push({ label: 'Reglen', value: row.ruleReason });
  fields.push(
    { label: 'Status', value: stateLabel, tone: stateTone[row.state] },
    { label: 'Næste frist', value: formatDate(row.nextDeadline), tone: row.state === 'OVERDUE' ? 'bad' : undefined },
  );
  const last = row.lastInspection;
  if (!last) fields.push({ label: 'Seneste eftersyn', value: 'Ikke udført endnu', tone: 'bad' });
  else {
    fields.push(
      {
        label: 'Seneste eftersyn',
        value: `${formatDateTime(last.finishedOn)}, ${last.late ? 'udført for sent' : 'udført til tiden'}`,
        tone: last.late ? 'warn' : undefined,
      },
      { label: 'Registreret af', value: last.completedByName },
    );
    if (last.inspector) {
      const certificate = last.inspector.certificateNumber
        ? `, certifikat nr. ${last.inspector.certificateNumber}`
        : ', uden certifikatnummer';
      fields.push(
        { label: 'Inspektør', value: `${last.inspector.name}, ${last.inspector.company}${certificate}` },
        {
          label: 'Resultat',
          value: inspectionResultLabels[last.inspector.result],
          tone: last.inspector.result === 'NOT_APPROVED' ? 'bad' : undefined,
        },
      );
    }
  }
  return {
    taskId: row.taskId,
    name: row.dutyName,
    state: row.state,
    stateLabel,
    fields,
    answers: (last?.answers ?? []).map(answerLineOf),
    attachments: (last?.files ?? []).map((file) => file.name),
  };
}

const locationName = (row: ReportRow) => row.location?.name ?? NO_LOCATION;
const itemKind = (row: ReportRow) => (row.target.kind === 'EQUIPMENT' ? 'Udstyr' : 'Lokationen selv');

export function complianceReport(input: ReportInput): ComplianceReport {
  const { location, now } = input;
  // A location's report holds its own rows and nothing else, whatever it was given.
  const rows = location ? input.rows.filter((row) => row.location?.id === location.id) : [...input.rows];
  const title = `${REPORT_TITLE} – ${location ? location.name : WHOLE_COMPANY}`;
  const printed = `udskrevet ${formatDateTime(now)}`;

  const counts = new Map<ComplianceState, number>(complianceStates.map((state) => [state, 0]));
  for (const row of rows) counts.set(row.state, counts.get(row.state)! + 1);

  const overdue = rows
    .filter((row) => row.state === 'OVERDUE')
    .sort(
      (a, b) =>
        a.nextDeadline.localeCompare(b.nextDeadline) ||
        byName(locationName(a), locationName(b)) ||
        byName(a.target.name, b.target.name) ||
        byName(a.dutyName, b.dutyName),
    )
    .map((row) => ({
      location: locationName(row),
      item: row.target.name,
      duty: row.dutyName,
      deadline: formatDate(row.nextDeadline),
      taskId: row.taskId,
    }));

  // Location → item → duties, each by name (the rows without a location last).
  const groups = new Map<string, { name: string; items: Map<string, ReportRow[]> }>();
  for (const row of rows) {
    const key = row.location?.id ?? '';
    const group = groups.get(key) ?? { name: locationName(row), items: new Map<string, ReportRow[]>() };
    groups.set(key, group);
    const itemKey = `${row.target.kind}#${row.target.id}`;
    group.items.set(itemKey, [...(group.items.get(itemKey) ?? []), row]);
  }
  const locations = [...groups.entries()]
    .sort(([ka, a], [kb, b]) => Number(ka === '') - Number(kb === '') || byName(a.name, b.name))
    .map(([, group]) => ({
      name: group.name,
      items: [...group.items.values()]
        // The location itself before its equipment.
        .sort(
          (a, b) =>
            Number(a[0].target.kind === 'EQUIPMENT') - Number(b[0].target.kind === 'EQUIPMENT') ||
            byName(a[0].target.name, b[0].target.name),
        )
        .map((list) => ({
          kind: itemKind(list[0]),
          name: list[0].target.name,
          duties: [...list].sort((a, b) => byName(a.dutyName, b.dutyName)).map(dutyOf),
        })),
    }));

  return {
    title,
    companyName: input.companyName,
    printed,
    disclaimer: DUTY_DISCLAIMER,
    summary: complianceStates.map((state) => ({
      state,
      label: complianceStateLabels[state],
      count: counts.get(state)!,
    })),
    total: rows.length,
    overdue,
    locations,
    footer: `${input.companyName} · ${title} · ${printed}`,
    fileName: fileName(location, now, asciiPart),
    fileNameUtf8: fileName(location, now, letterPart),
  };
}
