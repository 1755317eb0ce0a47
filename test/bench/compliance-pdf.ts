import { performance } from 'node:perf_hooks';
import type { Answer } from '../../domain/checklist/answers';
import { complianceReport, type ReportRow } from '../../domain/inspection-report/report';
import type { ComplianceState } from '../../domain/inspection/types';
import { compliancePdf } from '../../functions/documents/compliance-pdf';
import { LAMBDA_RESPONSE_LIMIT } from '../../functions/http/answer-limit';
import type { BenchReport } from './report';

/**
 * Section `compliance-pdf`: the inspection-ready PDF (decision 175) of a location with 200 items
 * under duties, each with its latest record (an inspector's, ten answers, two attachments), is made
 * within 5 s and its answer (base64, as Lambda counts it) stays under 6 MB; 2,000 rows show how it
 * grows. The drawing is timed on generated rows: reading the rows is the compliance view's bench.
 */
const DUTIES = [
  ['Lækagekontrol af F-gasanlæg', 'Forordning (EU) 2024/573, artikel 5, stk. 1'],
  ['Eftersyn af trykbærende udstyr', 'Bek. nr. 1503 af 13/12/2023, § 14'],
  ['Eftersyn af elevator', 'Bek. nr. 461 af 23/05/2019, § 10'],
  ['Brandslukningsudstyr', 'Bek. nr. 1000 af 29/06/2023, kapitel 5'],
  ['Legionellakontrol af varmt vand', 'Bek. nr. 1070 af 28/10/2022, § 4'],
] as const;
const STATES: ComplianceState[] = ['IN_ORDER', 'IN_ORDER', 'SOON', 'OVERDUE', 'NEVER'];

const answers = (i: number): Answer[] =>
  Array.from({ length: 10 }, (_, n) =>
    n === 9
      ? {
          item: { id: `i${n}`, kind: 'TEXT', label: 'Bemærkninger' },
          text: `Pakning skiftet på ventil ${i}.\nNy kontrol om et år.`,
        }
      : n === 8
        ? {
            item: { id: `i${n}`, kind: 'READING', label: 'Tryk', unit: 'bar', lower: 1, upper: 2.5 },
            reading: 1 + (i % 20) / 10,
          }
        : {
            item: { id: `i${n}`, kind: 'CHECK', label: `Kontrolpunkt ${n + 1} efter skabelonen` },
            check: i % 17 === n ? 'FAIL' : 'OK',
          },
  );

/** `count` rows of one location, in every state, most with an inspector's latest record. */
export function generatedRows(count: number, location = { id: 'loc-1', name: 'Hovedlager Ærø' }): ReportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [dutyName, legalBasis] = DUTIES[i % DUTIES.length];
    const state = STATES[i % STATES.length];
    return {
      taskId: `task-${i}`,
      dutyName,
      legalBasis,
      sourceUrl: `https://www.retsinformation.dk/eli/lta/2023/${1000 + (i % DUTIES.length)}`,
      performers: ['Sagkyndig', 'Akkrediteret inspektionsorgan'],
      target: { kind: 'EQUIPMENT', id: `eq-${i}`, name: `Køleanlæg ${String(i + 1).padStart(4, '0')}` },
      location,
      state,
      interval: i % 7 === 0 ? 'HALF_YEARLY' : 'YEARLY',
      ruleInterval: 'YEARLY',
      ruleReason: '12,5 t CO₂e (R-410A, 6 kg) uden lækagedetektering: hver 12. måned',
      override:
        i % 7 === 0
          ? {
              interval: 'HALF_YEARLY',
              reason: 'Ældre anlæg med tidligere lækager',
              byName: 'Anne Åberg',
              at: '2026-02-01T10:00:00.000Z',
            }
          : null,
      nextDeadline: state === 'OVERDUE' ? '2026-11-01T23:00:00.000Z' : '2027-05-31T22:00:00.000Z',
      lastInspection:
        state === 'NEVER'
          ? null
          : {
              finishedOn: '2026-05-04T08:30:00.000Z',
              completedByName: 'Ib Ingemann',
              late: i % 3 === 0,
              inspector:
                i % 4 === 0
                  ? null
                  : {
                      name: 'Ib Ingemann',
                      company: 'Køleteknik ApS',
                      certificateNumber: `K-${1000 + i}`,
                      result: 'APPROVED',
                    },
              answers: answers(i),
              files: [
                { key: `c/${i}---eftersynsrapport-${i}.pdf`, name: `eftersynsrapport-${i}.pdf` },
                { key: `c/${i}---foto-${i}.jpg`, name: `foto-${i}.jpg` },
              ],
            },
    };
  });
}

const now = new Date('2026-11-28T09:00:00.000Z');

/** The report of `count` rows drawn: milliseconds, pages and bytes of the answer as Lambda counts it. */
export async function drawReport(count: number) {
  const location = { id: 'loc-1', name: 'Hovedlager Ærø' };
  const rows = generatedRows(count, location);
  const started = performance.now();
  const model = complianceReport({ companyName: 'Åbergs VVS', location, rows, now });
  const bytes = await compliancePdf(model);
  const ms = performance.now() - started;
  return { ms, bytes, answerBytes: Math.ceil(bytes.length / 3) * 4 };
}

export async function compliancePdfBench(report: BenchReport): Promise<void> {
  await drawReport(20); // warm-up: the fonts' metrics and the code's first run
  for (const count of [200, 2000]) {
    const runs = [];
    for (let i = 0; i < (count === 200 ? 3 : 1); i++) runs.push(await drawReport(count));
    const median = runs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    const { bytes, answerBytes } = runs[0];
    report.add({
      section: 'compliance-pdf',
      name: `draw ${count} rows`,
      value: Math.round(median),
      unit: 'ms',
      ...(count === 200 ? { target: { max: 5000 } } : {}),
      note: count === 200 ? 'issue 31: within 5 s' : 'how it grows; over the limit it goes through S3',
    });
    report.add({
      section: 'compliance-pdf',
      name: `answer ${count} rows`,
      value: Math.round(answerBytes / 1024),
      unit: 'kB',
      ...(count === 200 ? { target: { max: Math.floor(LAMBDA_RESPONSE_LIMIT / 1024) } } : {}),
      note: `${Math.round(bytes.length / 1024)} kB of PDF, base64 as Lambda counts it`,
    });
  }
}
