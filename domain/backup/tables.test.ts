import type { EquipmentState } from '../equipment/decider';
import type { LocationState } from '../location/decider';
import type { NoteState } from '../note/decider';
import type { TaskState } from '../task/decider';
import type { FaultReportState } from '../fault-report/decider';
import {
  backupDateTime,
  backupTables,
  csvFileName,
  equipmentTable,
  locationsTable,
  notesTable,
  peopleTable,
  tasksTable,
  zipFileName,
  type BackupData,
  type BackupCompletion,
  completionsTable,
  readingsTable,
  faultReportsTable,
} from './tables';

const NOW = new Date('2027-07-01T22:30:00.000Z'); // 2 July 00:30 in Copenhagen (summer time)

const location = (over: Partial<LocationState> = {}): LocationState => ({
  id: 'l1',
  companyId: 'c',
  name: 'Kælder',
  createdAt: '2027-01-10T09:00:00.000Z',
  deleted: false,
  stickerCode: null,
  ...over,
});
const equipment = (over: Partial<EquipmentState> = {}): EquipmentState => ({
  id: 'e1',
  companyId: 'c',
  name: 'Pumpe',
  make: 'Grundfos',
  model: 'CR 10',
  externalId: 'GF-10',
  category: 'Maskine',
  locationId: 'l1',
  createdAt: '2027-01-10T09:05:00.000Z',
  standby: false,
  archived: false,
  stickerCode: null,
  ...over,
});
const task = (over: Partial<TaskState> = {}): TaskState => ({
  id: 't1',
  companyId: 'c',
  title: 'Eftersyn',
  description: 'Tjek olie',
  type: 'CYCLICAL',
  interval: 'QUARTERLY',
  notificationPeriod: 7,
  responsibleId: 'u1',
  responsibleName: 'Bo Bæk',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  deadline: '2027-09-30T21:00:00.000Z',
  files: [],
  countFrom: 'PLAN',
  checklist: [],
  followUpOf: null,
  createdBy: 'u1',
  anchor: '2027-09-30T21:00:00.000Z',
  standby: false,
  equipmentStandby: false,
  completed: false,
  lastCompleted: null,
  deleted: false,
  timeFacts: [],
  ...over,
});
const note = (over: Partial<NoteState> = {}): NoteState => ({
  id: 'n1',
  companyId: 'c',
  target: { kind: 'TASK', id: 't1' },
  content: 'Olien er skiftet.',
  files: ['c/x---a.jpg'],
  recipientIds: [],
  core: false,
  authorId: 'u1',
  authorName: 'Bo Bæk',
  datetime: '2027-03-01T08:15:00.000Z',
  archived: false,
  responses: [],
  ...over,
});
const data = (over: Partial<BackupData> = {}): BackupData => ({
  equipment: [equipment()],
  locations: [location()],
  people: [{ id: 'u1', name: 'Bo Bæk', emailAddress: 'bo@eksempel.dk', role: 'USER' }],
  tasks: [task()],
  notes: [note()],
  completions: [],
  faultReports: [],
  ...over,
});

describe('backup tables', () => {
  test("the spec's five tables in its order, then the maintenance log and its readings, named as the files are", () => {
    expect(backupTables(data(), NOW).map((t) => t.name)).toEqual([
      'udstyr',
      'lokationer',
      'brugere',
      'opgaver',
      'noter',
      'udfoerelser',
      'maalinger',
      'fejlmeldinger',
    ]);
  });

  test('fault reports: by number, where, what was written, the reply address, status, task, answer (decision 166)', () => {
    const report = (over: Partial<FaultReportState>): FaultReportState => ({
      id: 'r1',
      companyId: 'c',
      number: 1,
      item: { kind: 'EQUIPMENT', id: 'e1' },
      itemName: 'Pumpe',
      stickerCode: 'K7QMAXDR',
      description: 'Den larmer',
      photo: null,
      email: null,
      reportedAt: '2027-06-03T08:00:00.000Z',
      status: 'NEW',
      taskId: null,
      answer: null,
      closedAt: null,
      closedBy: null,
      closedByName: null,
      ...over,
    });
    const table = faultReportsTable(
      data({
        faultReports: [
          report({
            id: 'r2',
            number: 2,
            photo: 'c/x---foto.png',
            email: 'gaest@eksempel.dk',
            status: 'SOLVED',
            taskId: 't1',
            answer: 'Lejet er skiftet.',
            closedAt: '2027-06-05T12:00:00.000Z',
            closedBy: 'u1',
            closedByName: 'Bo Bæk',
          }),
          report({}),
        ],
      }),
    );
    expect(table.rows).toEqual([
      ['F-1', '2027-06-03 10:00', 'Pumpe', 'Den larmer', 'nej', '', 'Ny', '', '', '', ''],
      [
        'F-2',
        '2027-06-03 10:00',
        'Pumpe',
        'Den larmer',
        'ja',
        'gaest@eksempel.dk',
        'Løst',
        'Eftersyn',
        'Lejet er skiftet.',
        '2027-06-05 14:00',
        'Bo Bæk',
      ],
    ]);
  });

  test('completions: oldest first, where, when, late ja/nej, by whom, the answers, the follow-ups (decision 165) and the note (decision 178)', () => {
    const pressure = { id: 'p', kind: 'READING' as const, label: 'Tryk', unit: 'bar', lower: 1, upper: 2.5 };
    const completion = (over: Partial<BackupCompletion>): BackupCompletion => ({
      completionId: 'k1',
      taskId: 't1',
      title: 'Eftersyn',
      type: 'CYCLICAL',
      target: { kind: 'EQUIPMENT', id: 'e1' },
      deadline: '2027-06-04T21:59:00.000Z',
      finishedOn: '2027-06-03T08:00:00.000Z',
      late: false,
      responsibleName: 'Bo Bæk',
      completedByName: 'Bo Bæk',
      ...over,
    });
    const tables = data({
      // The note written with the second completion (decision 178); the first had none.
      notes: [
        note(),
        note({ id: 'n2', target: { kind: 'TASK', id: 't1' }, content: 'Utæt ved flangen.\nPakning bestilt.' }),
      ],
      completions: [
        completion({
          completionId: 'k2',
          finishedOn: '2027-06-10T08:00:00.000Z',
          late: true,
          completedByName: 'Anne Åberg',
          answers: [
            { item: pressure, reading: 0.6 },
            { item: { id: 'l', kind: 'CHECK', label: 'Lækager' }, check: 'FAIL' },
          ],
          followUps: [{ taskId: 'f1', title: 'Lækager' }],
          noteId: 'n2',
        }),
        completion({ target: { kind: 'LOCATION', id: 'l1' }, answers: [{ item: pressure, reading: 1.8 }] }),
      ],
    });
    expect(completionsTable(tables).rows).toEqual([
      [
        'Eftersyn',
        'Rutine',
        '',
        'Kælder',
        '2027-06-04 23:59',
        '2027-06-03 10:00',
        'nej',
        'Bo Bæk',
        'Bo Bæk',
        'Tryk: 1,8 bar',
        '',
        '',
      ],
      [
        'Eftersyn',
        'Rutine',
        'Pumpe',
        'Kælder',
        '2027-06-04 23:59',
        '2027-06-10 10:00',
        'ja',
        'Anne Åberg',
        'Bo Bæk',
        'Tryk: 0,6 bar\nLækager: Fejl',
        'Lækager',
        'Utæt ved flangen.\nPakning bestilt.',
      ],
    ]);
    expect(readingsTable(tables)).toMatchObject({
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
      rows: [
        ['2027-06-03 10:00', 'Eftersyn', '', 'Kælder', 'Tryk', '1,8', 'bar', '1', '2,5', ''],
        ['2027-06-10 10:00', 'Eftersyn', 'Pumpe', 'Kælder', 'Tryk', '0,6', 'bar', '1', '2,5', 'Under grænsen'],
      ],
    });
  });

  test('dates are Copenhagen time and file names carry the Copenhagen date', () => {
    expect(backupDateTime('2027-07-01T22:30:00.000Z')).toBe('2027-07-02 00:30');
    expect(backupDateTime(null)).toBe('');
    expect(csvFileName('udstyr', NOW)).toBe('udstyr-2027-07-02.csv');
    expect(zipFileName(NOW)).toBe('servicebogen-backup-2027-07-02.zip');
  });

  test('equipment: Danish status, the location by name, sorted by name the Danish way', () => {
    const table = equipmentTable(
      data({
        equipment: [
          equipment({ id: 'e2', name: 'Ålekniv', archived: true }),
          equipment(),
          equipment({ id: 'e3', name: 'Øse', standby: true }),
        ],
      }),
    );
    expect(table.header).toEqual([
      'Navn',
      'Fabrikat',
      'Model',
      'Identifikationsnummer',
      'Kategori',
      'Lokation',
      'Status',
      'Oprettet',
    ]);
    expect(table.rows.map((r) => [r[0], r[6]])).toEqual([
      ['Pumpe', 'Aktiv'],
      ['Øse', 'Standby'],
      ['Ålekniv', 'Slettet'],
    ]);
    expect(table.rows[0]).toEqual([
      'Pumpe',
      'Grundfos',
      'CR 10',
      'GF-10',
      'Maskine',
      'Kælder',
      'Aktiv',
      '2027-01-10 10:05',
    ]);
  });

  test("locations: the open tasks on the location and on its equipment, as the locations list counts them ('Åbne opgaver')", () => {
    // Issue 32: a cellar whose five open tasks are on its boiler read 5 in the list and 0 in lokationer.csv.
    const cellarTasks = [
      ...[1, 2, 3, 4, 5].map((n) => task({ id: `t${n}` })),
      task({ id: 'own', target: { kind: 'LOCATION', id: 'l1' } }),
      task({ id: 'gone', deleted: true }),
      task({ id: 'done', type: 'AD_HOC', interval: null, completed: true }),
      task({ id: 'archived', target: { kind: 'EQUIPMENT', id: 'e2' } }),
      task({ id: 'elsewhere', target: { kind: 'LOCATION', id: 'l2' } }),
    ];
    const table = locationsTable(
      data({
        locations: [location(), location({ id: 'l2', name: 'Tag' })],
        equipment: [equipment(), equipment({ id: 'e2', archived: true })],
        tasks: cellarTasks,
      }),
    );
    expect(table.header).toEqual(['Navn', 'Oprettet', 'Antal udstyr', 'Åbne opgaver (lokation og udstyr)']);
    expect(table.rows).toEqual([
      ['Kælder', '2027-01-10 10:00', 1, 6],
      ['Tag', '2027-01-10 10:00', 0, 1],
    ]);
  });

  test('people: name, e-mail and role in Danish', () => {
    expect(
      peopleTable(data({ people: [{ id: 'u2', name: 'Anne', emailAddress: 'a@e.dk', role: 'SUPER_ADMIN' }] })).rows,
    ).toEqual([['Anne', 'a@e.dk', 'Superadministrator']]);
  });

  test('tasks: type, interval, what the next deadline counts from and status in Danish; a responsible who left keeps their name with (nu slettet)', () => {
    const [row] = tasksTable(data(), NOW).rows;
    expect(row).toEqual([
      'Eftersyn',
      'Tjek olie',
      'Rutine',
      'Hver 3. måned',
      'Den faste plan',
      'Afventer',
      '2027-09-30 23:00',
      '',
      7,
      'Bo Bæk',
      'Pumpe',
      'Kælder',
    ]);
    const [gone] = tasksTable(
      data({ people: [], tasks: [task({ type: 'AD_HOC', interval: null, target: { kind: 'LOCATION', id: 'l1' } })] }),
      NOW,
    ).rows;
    expect([gone[2], gone[3], gone[4], gone[9], gone[10], gone[11]]).toEqual([
      'Enkelt',
      '',
      '',
      'Bo Bæk (nu slettet)',
      '',
      'Kælder',
    ]);
    const [fromCompletion] = tasksTable(data({ tasks: [task({ countFrom: 'COMPLETION' })] }), NOW).rows;
    expect(fromCompletion[4]).toBe('Dagen, opgaven blev udført');
  });

  test('notes: a row per note and per response, with what it is about', () => {
    const rows = notesTable(
      data({
        notes: [
          note({
            core: true,
            archived: true,
            responses: [
              {
                id: 'r1',
                content: 'Godt.',
                files: [],
                recipientIds: [],
                authorId: 'u2',
                authorName: 'Anne',
                datetime: '2027-03-02T08:00:00.000Z',
              },
            ],
          }),
          note({ id: 'n2', target: { kind: 'LOCATION', id: 'gone' }, datetime: '2027-04-01T08:00:00.000Z' }),
        ],
      }),
    ).rows;
    expect(rows).toEqual([
      ['2027-03-01 09:15', 'Stamnote', 'Opgave', 'Eftersyn', 'Bo Bæk', 'Olien er skiftet.', 1, 'ja'],
      ['2027-03-02 09:00', 'Svar', 'Opgave', 'Eftersyn', 'Anne', 'Godt.', 0, 'ja'],
      ['2027-04-01 10:00', 'Note', 'Lokation', '(nu slettet)', 'Bo Bæk', 'Olien er skiftet.', 1, 'nej'],
    ]);
  });
});
