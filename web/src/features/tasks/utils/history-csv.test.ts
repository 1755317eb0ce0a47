import type { Completion } from '../../../lib/tasks/types';
import { companyHistoryCsv, companyHistoryFileName, taskHistoryCsv, taskHistoryFileName } from './history-csv';

const completion = (over: Partial<Completion> = {}): Completion => ({
  id: 'c1',
  task: { id: 't1', title: 'Smøring af åbne lejer', type: 'CYCLICAL' },
  equipment: { id: 'e1', name: 'Pumpe', equipmentId: 'GF-10', archived: false },
  locationId: 'l1',
  locationName: 'Kælder',
  // 23:30 UTC on 31 December is New Year's Day in Copenhagen.
  finishedOn: '2026-12-31T23:30:00.000Z',
  deadline: '2026-12-29T22:00:00.000Z',
  late: true,
  lateness: 'forsinket 2 dage',
  responsible: { id: 'u1', name: 'Bo Ærø', deleted: false },
  completedBy: { id: 'u1', name: 'Bo Ærø', deleted: false },
  answers: [],
  followUps: [],
  ...over,
});

const BOM = '\uFEFF';
const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('the company-wide history CSV (spec 001 §9)', () => {
  test('starts with a UTF-8 BOM, Danish headers, ";" between cells, CRLF between rows, Copenhagen dates', () => {
    const csv = companyHistoryCsv([
      completion(),
      completion({
        id: 'c2',
        late: false,
        equipment: null,
        locationName: 'Lager',
        task: { id: 't2', title: 'Ryd op', type: 'AD_HOC' },
      }),
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(lines(csv)).toEqual([
      'Opgave;Udført;Deadline;Ansvarlig;Type;Udstyr/Lokation;Forsinket',
      'Smøring af åbne lejer;2027-01-01;2026-12-29;Bo Ærø;Rutine;Pumpe (GF-10);ja',
      'Ryd op;2027-01-01;2026-12-29;Bo Ærø;Enkelt;Lager;nej',
      '',
    ]);
  });

  test('a cell a spreadsheet would run as a formula is made inert; separators and quotes are quoted', () => {
    const csv = companyHistoryCsv([
      completion({ task: { id: 't', title: '=HYPERLINK("http://x";"y")', type: 'CYCLICAL' } }),
      completion({ task: { id: 't', title: '+45 eftersyn', type: 'CYCLICAL' } }),
      completion({ task: { id: 't', title: '-tjek', type: 'CYCLICAL' } }),
      completion({ task: { id: 't', title: '@SUM(1)', type: 'CYCLICAL' } }),
      completion({ task: { id: 't', title: '\tskjult', type: 'CYCLICAL' } }),
    ]);
    expect(
      lines(csv)
        .slice(1, 6)
        .map((line) => line.split(';Bo')[0].split(';2027')[0]),
    ).toEqual(['"\'=HYPERLINK(""http://x"";""y"")"', "'+45 eftersyn", "'-tjek", "'@SUM(1)", "'\tskjult"]);
  });

  test("a deleted responsible reads 'en nu slettet ansvarlig', as on the page; equipment that is gone keeps its name, marked (nu slettet)", () => {
    const csv = companyHistoryCsv([
      completion({
        responsible: { id: 'u1', name: 'Bo Ærø', deleted: true },
        equipment: { id: 'e1', name: 'Pumpe', equipmentId: 'GF-10', archived: true },
      }),
    ]);
    expect(lines(csv)[1]).toBe(
      'Smøring af åbne lejer;2027-01-01;2026-12-29;en nu slettet ansvarlig;Rutine;Pumpe (GF-10) (nu slettet);ja',
    );
    expect(taskHistoryCsv([completion({ responsible: { id: 'u1', name: 'Bo Ærø', deleted: true } })])).not.toContain(
      'Bo Ærø',
    );
  });

  test('the file is named by its year', () => {
    expect(companyHistoryFileName(2026)).toBe('opgavehistorik-2026.csv');
  });
});

describe("one task's history CSV", () => {
  test('task, date done, deadline, responsible and type only', () => {
    const csv = taskHistoryCsv([completion()]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(lines(csv)).toEqual([
      'Opgave;Udført;Deadline;Ansvarlig;Type',
      'Smøring af åbne lejer;2027-01-01;2026-12-29;Bo Ærø;Rutine',
      '',
    ]);
    expect(taskHistoryCsv([])).toBe(`${BOM}Opgave;Udført;Deadline;Ansvarlig;Type\r\n`);
  });

  test('is named after the task, in letters and digits', () => {
    expect(taskHistoryFileName('Smøring: åbne lejer / 2 stk.')).toBe('opgavehistorik-smøring-åbne-lejer-2-stk.csv');
  });
});

describe('a history with checklists (decision 165)', () => {
  const answered = completion({
    answers: [
      { item: { id: 'p', kind: 'READING', label: 'Tryk', unit: 'bar', lower: 1, upper: 2.5 }, reading: 0.6 },
      { item: { id: 'l', kind: 'CHECK', label: 'Lækager' }, check: 'FAIL' },
    ],
    followUps: [{ taskId: 'f1', itemId: 'l', title: 'Lækager' }],
  });

  test("gets a 'Tjekliste' column: one line per answer, readings with a decimal comma, then the follow-ups", () => {
    const rows = lines(companyHistoryCsv([answered, completion({ id: 'c2' })]));
    expect(rows[0]).toBe('Opgave;Udført;Deadline;Ansvarlig;Type;Udstyr/Lokation;Forsinket;Tjekliste');
    expect(rows[1]).toBe(
      'Smøring af åbne lejer;2027-01-01;2026-12-29;Bo Ærø;Rutine;Pumpe (GF-10);ja;"Tryk: 0,6 bar\nLækager: Fejl\nOpfølgning: Lækager"',
    );
    // A completion without answers has the column, empty.
    expect(rows[2]).toBe('Smøring af åbne lejer;2027-01-01;2026-12-29;Bo Ærø;Rutine;Pumpe (GF-10);ja;');
    expect(lines(taskHistoryCsv([answered]))[0]).toBe('Opgave;Udført;Deadline;Ansvarlig;Type;Tjekliste');
  });
});
