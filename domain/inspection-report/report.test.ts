import { DUTY_DISCLAIMER } from '../inspection/catalogue';
import { complianceReport, type ReportInput, type ReportRow } from './report';

/**
 * The inspection-ready report's content (decision 175), given/when/then: given the compliance
 * view's rows, when the report is made for a location or the company, then it says this.
 */
const cellar = { id: 'loc-1', name: 'Kælder' };
const roof = { id: 'loc-2', name: 'Tag' };
const now = new Date('2026-11-28T09:00:00.000Z'); // 10.00 in Copenhagen

const row = (over: Partial<ReportRow> = {}): ReportRow => ({
  taskId: 't-1',
  dutyName: 'Lækagekontrol af F-gasanlæg',
  legalBasis: 'Forordning (EU) 2024/573, artikel 5',
  sourceUrl: 'https://eur-lex.europa.eu/eli/reg/2024/573/oj',
  performers: ['Sagkyndig'],
  target: { kind: 'EQUIPMENT', id: 'eq-1', name: 'Køleanlæg 1' },
  location: cellar,
  state: 'IN_ORDER',
  interval: 'YEARLY',
  ruleInterval: 'YEARLY',
  ruleReason: '12,5 t CO₂e (R-410A, 6 kg) uden lækagedetektering: hver 12. måned',
  override: null,
  nextDeadline: '2027-06-29T22:00:00.000Z',
  lastInspection: null,
  ...over,
});

const given = (rows: ReportRow[], over: Partial<ReportInput> = {}) => ({
  whenMadeFor: (location: ReportInput['location']) =>
    complianceReport({ companyName: 'Åbergs VVS', location, rows, now, ...over }),
});

const fieldsOf = (report: ReturnType<typeof complianceReport>, taskId: string) =>
  Object.fromEntries(
    report.locations
      .flatMap((l) => l.items.flatMap((i) => i.duties))
      .find((d) => d.taskId === taskId)!
      .fields.map((f) => [f.label, f.value]),
  );

describe('the inspection-ready report (decision 175)', () => {
  test('given a location, then the title names it, the print time is Copenhagen time in Danish, and the disclaimer is there', () => {
    const report = given([row()]).whenMadeFor(cellar);
    expect(report.title).toBe('Lovpligtige eftersyn – Kælder');
    expect(report.printed).toBe('udskrevet 28. nov. 2026 kl. 10.00');
    expect(report.disclaimer).toBe(DUTY_DISCLAIMER);
    expect(report.footer).toBe('Åbergs VVS · Lovpligtige eftersyn – Kælder · udskrevet 28. nov. 2026 kl. 10.00');
    expect(report.fileName).toBe('lovpligtige-eftersyn-Kaelder-2026-11-28.pdf');
    expect(report.fileNameUtf8).toBe('lovpligtige-eftersyn-Kælder-2026-11-28.pdf');
  });

  test('given no location, then it is the whole company, every location in name order, those without one last', () => {
    const report = given([
      row({ taskId: 'a', location: roof }),
      row({ taskId: 'b', location: null, target: { kind: 'EQUIPMENT', id: 'eq-9', name: 'Trailer' } }),
      row({ taskId: 'c', location: cellar }),
    ]).whenMadeFor(null);
    expect(report.title).toBe('Lovpligtige eftersyn – hele virksomheden');
    expect(report.fileName).toBe('lovpligtige-eftersyn-hele-virksomheden-2026-11-28.pdf');
    expect(report.locations.map((l) => l.name)).toEqual(['Kælder', 'Tag', 'Uden lokation']);
  });

  test('given a location, when rows of another location are passed too, then they are left out', () => {
    const report = given([row({ taskId: 'mine' }), row({ taskId: 'theirs', location: roof })]).whenMadeFor(cellar);
    expect(report.total).toBe(1);
    expect(report.locations.flatMap((l) => l.items.flatMap((i) => i.duties.map((d) => d.taskId)))).toEqual(['mine']);
  });

  test('given rows in every state, then the summary counts each state by its Danish label', () => {
    const report = given([
      row({ taskId: '1', state: 'IN_ORDER' }),
      row({ taskId: '2', state: 'SOON' }),
      row({ taskId: '3', state: 'OVERDUE' }),
      row({ taskId: '4', state: 'OVERDUE' }),
      row({ taskId: '5', state: 'NEVER' }),
    ]).whenMadeFor(null);
    expect(report.summary.map((s) => [s.label, s.count])).toEqual([
      ['I orden', 1],
      ['Snart', 1],
      ['Overskredet', 2],
      ['Aldrig udført', 1],
    ]);
    expect(report.total).toBe(5);
  });

  test('given overdue duties, then the overdue section lists them oldest deadline first, with item, location and deadline', () => {
    const report = given([
      row({ taskId: 'late', state: 'OVERDUE', nextDeadline: '2026-11-01T23:00:00.000Z', dutyName: 'Brandslukkere' }),
      row({
        taskId: 'later',
        state: 'OVERDUE',
        nextDeadline: '2026-10-01T22:00:00.000Z',
        location: roof,
        target: { kind: 'LOCATION', id: 'loc-2', name: 'Tag' },
      }),
      row({ taskId: 'fine' }),
    ]).whenMadeFor(null);
    expect(report.overdue).toEqual([
      { location: 'Tag', item: 'Tag', duty: 'Lækagekontrol af F-gasanlæg', deadline: '2. okt. 2026', taskId: 'later' },
      { location: 'Kælder', item: 'Køleanlæg 1', duty: 'Brandslukkere', deadline: '2. nov. 2026', taskId: 'late' },
    ]);
  });

  test('given a duty never done, then its block says so, with legal basis, source, who may do it, interval, state and deadline', () => {
    const report = given([
      row({ state: 'NEVER', performers: ['Sagkyndig', 'Akkrediteret inspektionsorgan'] }),
    ]).whenMadeFor(cellar);
    expect(fieldsOf(report, 't-1')).toEqual({
      Lovgrundlag: 'Forordning (EU) 2024/573, artikel 5',
      Kilde: 'https://eur-lex.europa.eu/eli/reg/2024/573/oj',
      'Udføres af': 'Sagkyndig eller Akkrediteret inspektionsorgan',
      Interval: 'Hvert år',
      Reglen: '12,5 t CO₂e (R-410A, 6 kg) uden lækagedetektering: hver 12. måned',
      Status: 'Aldrig udført',
      'Næste frist': '30. jun. 2027',
      'Seneste eftersyn': 'Ikke udført endnu',
    });
  });

  test('given an override, then the other interval is shown with its reason, who chose it and when', () => {
    const report = given([
      row({
        interval: 'HALF_YEARLY',
        override: {
          interval: 'HALF_YEARLY',
          reason: 'Gammelt anlæg',
          byName: 'Anne Åberg',
          at: '2026-03-02T10:00:00.000Z',
        },
      }),
    ]).whenMadeFor(cellar);
    const fields = fieldsOf(report, 't-1');
    expect(fields.Interval).toBe('Hvert halve år');
    expect(fields['Andet interval']).toBe(
      'Hvert halve år i stedet for reglens hvert år. Begrundelse: Gammelt anlæg (valgt af Anne Åberg 2. mar. 2026)',
    );
    expect(fields.Reglen).toBeUndefined();
  });

  test("given an inspector's late completion with answers and a report, then the latest record names them all, the files by name", () => {
    const report = given([
      row({
        state: 'SOON',
        lastInspection: {
          finishedOn: '2026-05-04T08:30:00.000Z',
          completedByName: 'Ib Inspektør',
          late: true,
          inspector: {
            name: 'Ib Inspektør',
            company: 'Køleteknik ApS',
            certificateNumber: 'K-123',
            result: 'APPROVED_WITH_REMARKS',
          },
          answers: [
            { item: { id: 'a', kind: 'CHECK', label: 'Lækagetest udført' }, check: 'OK' },
            { item: { id: 'b', kind: 'CHECK', label: 'Rør og samlinger' }, check: 'FAIL' },
            { item: { id: 'c', kind: 'TEXT', label: 'Bemærkninger' }, text: 'Skift pakning\ninden sommer' },
          ],
          files: [
            { key: 'c/u---rapport.pdf', name: 'rapport.pdf' },
            { key: 'c/v---foto.jpg', name: 'foto.jpg' },
          ],
        },
      }),
    ]).whenMadeFor(cellar);
    const fields = fieldsOf(report, 't-1');
    expect(fields['Seneste eftersyn']).toBe('4. maj 2026 kl. 10.30, udført for sent');
    expect(fields['Registreret af']).toBe('Ib Inspektør');
    expect(fields.Inspektør).toBe('Ib Inspektør, Køleteknik ApS, certifikat nr. K-123');
    expect(fields.Resultat).toBe('Godkendt med bemærkninger');
    expect(fields.Status).toBe('Snart');
    const duty = report.locations[0].items[0].duties[0];
    expect(duty.answers).toEqual([
      { text: 'Lækagetest udført: OK', finding: false },
      { text: 'Rør og samlinger: Fejl', finding: true },
      { text: 'Bemærkninger: Skift pakning\ninden sommer', finding: false },
    ]);
    expect(duty.attachments).toEqual(['rapport.pdf', 'foto.jpg']);
  });

  test('given a completion by staff on time, then no inspector is named and it says on time', () => {
    const report = given([
      row({
        lastInspection: {
          finishedOn: '2026-06-01T08:00:00.000Z',
          completedByName: 'Bo Bæk',
          late: false,
          inspector: null,
          answers: [],
          files: [],
        },
      }),
    ]).whenMadeFor(cellar);
    const fields = fieldsOf(report, 't-1');
    expect(fields['Seneste eftersyn']).toBe('1. jun. 2026 kl. 10.00, udført til tiden');
    expect(fields['Registreret af']).toBe('Bo Bæk');
    expect(fields.Inspektør).toBeUndefined();
  });

  test('given a location and its equipment, then the location itself comes first, then its equipment and duties by name', () => {
    const report = given([
      row({
        taskId: 'p2',
        target: { kind: 'EQUIPMENT', id: 'eq-2', name: 'Beholder 2' },
        dutyName: 'Trykbærende udstyr',
      }),
      row({ taskId: 'p1', target: { kind: 'EQUIPMENT', id: 'eq-2', name: 'Beholder 2' }, dutyName: 'Ventilation' }),
      row({ taskId: 'l', target: { kind: 'LOCATION', id: 'loc-1', name: 'Kælder' }, dutyName: 'Legionella' }),
      row({ taskId: 'a', target: { kind: 'EQUIPMENT', id: 'eq-3', name: 'Aggregat' } }),
    ]).whenMadeFor(cellar);
    expect(report.locations[0].items.map((i) => [i.kind, i.name, i.duties.map((d) => d.taskId)])).toEqual([
      ['Lokationen selv', 'Kælder', ['l']],
      ['Udstyr', 'Aggregat', ['a']],
      ['Udstyr', 'Beholder 2', ['p2', 'p1']],
    ]);
  });
});
