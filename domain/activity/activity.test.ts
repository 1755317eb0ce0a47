import { event, type DomainEvent } from '../../events/catalogue';
import {
  activityOf,
  activityQuerySchema,
  activityYears,
  describeActivity,
  noteSubject,
  yearShown,
  type ActivityDraft,
  type ActivityEvent,
} from './activity';

/** The timeline entry of an event (spec 001 §3 Event, §4 event actions): given an event, when it is recorded by someone, then this entry. */
const given = (e: DomainEvent) => ({
  by: (actor: string | null) => ({
    then: (expected: Partial<ActivityDraft> | null) =>
      expected === null
        ? expect(activityOf(e, actor)).toBeNull()
        : expect(activityOf(e, actor)).toEqual(expect.objectContaining(expected)),
  }),
});

const task = {
  title: 'Eftersyn',
  description: 'Tjek filter.',
  type: 'CYCLICAL' as const,
  interval: 'WEEKLY' as const,
  notificationPeriod: 2,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'EQUIPMENT' as const, id: 'e1' },
  deadline: '2027-01-29T22:00:00.000Z',
  files: [],
  countFrom: 'PLAN' as const,
  checklist: [],
};
const completed = (late: boolean) =>
  event('TaskCompleted', {
    taskId: 't1',
    title: 'Eftersyn',
    type: 'CYCLICAL',
    target: { kind: 'EQUIPMENT', id: 'e1' },
    completionId: 'k1',
    deadline: task.deadline,
    finishedOn: '2027-01-30T09:00:00.000Z',
    late,
    responsibleId: 'u2',
    responsibleName: 'Bo Berg',
    completedBy: 'u3',
    completedByName: 'Cecilie Holm',
    nextDeadline: null,
    noteId: null,
    answers: [],
    followUps: [],
  });

describe('tasks', () => {
  test('a completion on time is COMPLETED, by the one who did it, named as the task was', () =>
    given(completed(false)).by('u3').then({
      action: 'COMPLETED',
      subjectType: 'TASK',
      subjectId: 't1',
      subject: 'Eftersyn',
      personId: 'u3',
      person: 'Cecilie Holm',
    }));
  test('a late completion is COMPLETED_LATE', () => given(completed(true)).by('u3').then({ action: 'COMPLETED_LATE' }));
  test('created and edited carry the title; the person is named from the store', () => {
    given(event('TaskCreated', { taskId: 't1', companyId: 'c1', createdBy: 'u1', followUpOf: null, ...task }))
      .by('u1')
      .then({ action: 'CREATED', subjectType: 'TASK', subject: 'Eftersyn', personId: 'u1', person: null });
    given(event('TaskUpdated', { taskId: 't1', ...task, title: 'Nyt navn' }))
      .by('u1')
      .then({ action: 'EDITED', subject: 'Nyt navn' });
  });
  test('deletion, standby and a new responsible name the task from the stream', () => {
    given(event('TaskDeleted', { taskId: 't1' }))
      .by('u1')
      .then({ action: 'DELETED', subjectType: 'TASK', subjectId: 't1', subject: null });
    given(event('TaskStandbyChanged', { taskId: 't1', standby: true }))
      .by('u1')
      .then({ action: 'UPDATED', subjectType: 'TASK' });
    given(event('TaskResponsibleChanged', { taskId: 't1', responsibleId: 'u3', responsibleName: 'Cecilie' }))
      .by('u1')
      .then({ action: 'UPDATED', subjectType: 'RESPONSIBLE', subjectId: 't1' });
  });
  test('standby because of the equipment is the equipment’s entry, not one per task', () =>
    given(event('TaskEquipmentStandbyChanged', { taskId: 't1', standby: true }))
      .by('u1')
      .then(null));
  test('time facts of the daily job are not shown (no person did them)', () =>
    given(
      event('TaskDeadlineMissed', {
        taskId: 't1',
        deadline: task.deadline,
        title: 'Eftersyn',
        type: 'CYCLICAL',
        target: task.target,
        responsibleId: 'u2',
        responsibleName: 'Bo',
      }),
    )
      .by(null)
      .then(null));
});

describe('equipment, notes, company', () => {
  const fields = {
    name: 'Pumpe',
    make: 'Grundfos',
    model: 'CR',
    externalId: 'GF',
    category: 'Maskine',
    locationId: 'l1',
  };
  test('equipment is created, edited, put on standby and deleted (archived)', () => {
    given(
      event('EquipmentCreated', {
        equipmentId: 'e1',
        companyId: 'c1',
        createdAt: '2027-01-01T00:00:00.000Z',
        ...fields,
      }),
    )
      .by('u1')
      .then({ action: 'CREATED', subjectType: 'EQUIPMENT', subject: 'Pumpe' });
    given(event('EquipmentUpdated', { equipmentId: 'e1', ...fields }))
      .by('u1')
      .then({ action: 'EDITED', subject: 'Pumpe' });
    given(event('EquipmentStandbyChanged', { equipmentId: 'e1', standby: true }))
      .by('u1')
      .then({ action: 'UPDATED', subject: null });
    given(event('EquipmentArchived', { equipmentId: 'e1' }))
      .by('u1')
      .then({ action: 'DELETED', subjectType: 'EQUIPMENT' });
  });
  test('a note is named by the start of its text and its author; archiving and restoring', () => {
    const long = 'Filteret var  meget\nbeskidt og blev skiftet, olien er også skiftet og pumpen kører nu fint igen.';
    given(
      event('NoteCreated', {
        noteId: 'n1',
        companyId: 'c1',
        target: { kind: 'TASK', id: 't1' },
        content: long,
        files: [],
        recipientIds: [],
        core: false,
        authorId: 'u2',
        authorName: 'Bo Berg',
        datetime: '2027-01-01T00:00:00.000Z',
      }),
    )
      .by('u2')
      .then({ action: 'CREATED', subjectType: 'NOTE', subject: noteSubject(long), person: 'Bo Berg' });
    expect(noteSubject(long)).toHaveLength(60);
    expect(noteSubject(long)).toMatch(/^Filteret var meget beskidt .*…$/);
    given(event('NoteArchiveChanged', { noteId: 'n1', target: { kind: 'TASK', id: 't1' }, archived: true }))
      .by('u1')
      .then({ action: 'ARCHIVED' });
    given(event('NoteArchiveChanged', { noteId: 'n1', target: { kind: 'TASK', id: 't1' }, archived: false }))
      .by('u1')
      .then({ action: 'UNARCHIVED' });
  });
  test('locations are no subject of the spec’s Event', () =>
    given(
      event('LocationCreated', {
        locationId: 'l1',
        companyId: 'c1',
        name: 'Lager',
        createdAt: '2027-01-01T00:00:00.000Z',
      }),
    )
      .by('u1')
      .then(null));
  test('the company is created and edited', () => {
    given(
      event('CompanyCreated', {
        companyId: 'c1',
        name: 'Åbergs VVS',
        mfa: { active: false, method: 'email' },
        subscription: 'FREE',
        createdBy: 'u1',
      }),
    )
      .by('u1')
      .then({ action: 'CREATED', subjectType: 'COMPANY', subject: 'Åbergs VVS' });
    given(
      event('CompanyInfoUpdated', {
        companyId: 'c1',
        name: 'Åbergs VVS ApS',
        vatNumber: '12345678',
        address: 'Vej 1',
        city: 'Aarhus',
      }),
    )
      .by('u1')
      .then({ action: 'EDITED', subject: 'Åbergs VVS ApS' });
    given(event('SubscriptionEnded', { companyId: 'c1' }))
      .by(null)
      .then(null);
  });
});

describe('people', () => {
  test('accepting an invitation is JOINED (the person joined by themselves)', () =>
    given(event('UserJoinedCompany', { userId: 'u2', companyId: 'c1', role: 'ADMIN' }))
      .by('u2')
      .then({ action: 'JOINED', subjectType: 'USER', subjectId: 'u2', personId: 'u2' }));
  test('a member an admin adds is CREATED by the admin', () =>
    given(event('UserJoinedCompany', { userId: 'u2', companyId: 'c1', role: 'USER' }))
      .by('u1')
      .then({ action: 'CREATED', subjectType: 'USER', personId: 'u1' }));
  test('the founder joining with the company is told by CompanyCreated alone', () =>
    given(event('UserJoinedCompany', { userId: 'u1', companyId: 'c1', role: 'SUPER_ADMIN' }))
      .by('u1')
      .then(null));
  test('a role change is UPDATED, removal from the company DELETED', () => {
    given(event('UserRoleChanged', { userId: 'u2', companyId: 'c1', role: 'ADMIN' }))
      .by('u1')
      .then({ action: 'UPDATED', subjectType: 'USER' });
    given(event('UserLeftCompany', { userId: 'u2', companyId: 'c1' }))
      .by('u1')
      .then({ action: 'DELETED', subjectType: 'USER' });
  });
});

describe('Danish descriptions (spec 001 §4)', () => {
  const entry = (over: Partial<ActivityEvent>): ActivityEvent => ({
    id: 'x',
    datetime: '2027-01-30T09:00:00.000Z',
    action: 'COMPLETED',
    subjectType: 'TASK',
    subjectId: 't1',
    subject: 'Eftersyn',
    subjectDeleted: false,
    person: { id: 'u3', name: 'Cecilie Holm', deleted: false },
    ...over,
  });
  test.each([
    ['COMPLETED', 'TASK', 'udførte opgaven'],
    ['COMPLETED_LATE', 'TASK', 'udførte for sent opgaven'],
    ['CREATED', 'EQUIPMENT', 'tilføjede udstyret'],
    ['EDITED', 'TASK', 'redigerede opgaven'],
    ['DELETED', 'USER', 'slettede brugeren'],
    ['ARCHIVED', 'NOTE', 'arkiverede noten'],
    ['UNARCHIVED', 'NOTE', 'gendannede noten'],
    ['UPDATED', 'RESPONSIBLE', 'ændrede ansvarlig for opgaven'],
    ['JOINED', 'USER', 'accepterede invitationen til virksomheden'],
  ] as const)('%s %s reads “%s”', (action, subjectType, text) =>
    expect(describeActivity(entry({ action, subjectType })).text).toBe(text),
  );
  test('deleted people and things keep their names, with “(nu slettet)”', () => {
    const told = describeActivity(
      entry({ subjectDeleted: true, person: { id: 'u3', name: 'Cecilie Holm', deleted: true } }),
    );
    expect(told).toEqual({
      person: 'Cecilie Holm (nu slettet)',
      text: 'udførte opgaven',
      subject: 'Eftersyn (nu slettet)',
    });
  });
});

describe('the query', () => {
  test('the current and the previous year are shown, no other', () => {
    expect([2025, 2026, 2027, 2028].map((y) => yearShown(y, 2027))).toEqual([false, true, true, false]);
  });
  test("the selector's years run from the company's first Copenhagen year to the clock's, newest first", () => {
    expect(activityYears('2026-03-02T09:00:00.000Z', new Date('2028-05-01T09:00:00.000Z'))).toEqual([2028, 2027, 2026]);
    expect(activityYears('2026-03-02T09:00:00.000Z', new Date('2026-11-28T09:00:00.000Z'))).toEqual([2026]);
    // Created at 00:30 on New Year's Day in Copenhagen: its first year is the new one.
    expect(activityYears('2026-12-31T23:30:00.000Z', new Date('2027-01-02T09:00:00.000Z'))).toEqual([2027]);
    // The clock's New Year comes by Copenhagen's clock too.
    expect(activityYears('2026-03-02T09:00:00.000Z', new Date('2026-12-31T23:30:00.000Z'))).toEqual([2027, 2026]);
    // A clock set before the company's creation, or a company whose creation is unknown: this year only.
    expect(activityYears('2028-03-02T09:00:00.000Z', new Date('2026-11-28T09:00:00.000Z'))).toEqual([2026]);
    expect(activityYears(null, new Date('2026-11-28T09:00:00.000Z'))).toEqual([2026]);
  });
  test('years from 2018; the toggle is true or false; a bad year is a Danish 400 message', () => {
    expect(activityQuerySchema.parse({ year: '2027', completionsOnly: 'true' })).toEqual({
      year: 2027,
      completionsOnly: true,
    });
    expect(activityQuerySchema.parse({ year: '2027' }).completionsOnly).toBe(false);
    expect(activityQuerySchema.safeParse({ year: '2017' }).error?.issues[0].message).toBe('Vælg et år fra 2018');
    expect(activityQuerySchema.safeParse({ year: 'abc' }).success).toBe(false);
    expect(activityQuerySchema.safeParse({ year: '2027', completionsOnly: 'ja' }).success).toBe(false);
  });
});

describe('fault reports and stickers (decision 166)', () => {
  const reported = event('FaultReported', {
    reportId: 'f1',
    companyId: 'c1',
    number: 7,
    item: { kind: 'EQUIPMENT', id: 'e1' },
    itemName: 'Kompressor',
    stickerCode: 'K7QMAXDR',
    description: 'Drypper olie, skriv til gaest@eksempel.dk',
    photo: null,
    email: 'gaest@eksempel.dk',
    reportedAt: '2027-01-30T09:00:00.000Z',
  });
  const entry = (draft: ActivityDraft): ActivityEvent => ({
    id: 'x',
    datetime: '2027-01-30T09:00:00.000Z',
    action: draft.action,
    subjectType: draft.subjectType,
    subjectId: draft.subjectId,
    subject: draft.subject ?? 'F-7 (Kompressor)',
    subjectDeleted: false,
    person: { id: draft.personId, name: draft.person ?? 'Anne Åberg', deleted: false },
  });

  test("a visitor's report is shown without an actor, by its reference and item, and nothing of what they wrote", () => {
    given(reported).by(null).then({
      action: 'REPORTED',
      subjectType: 'FAULT_REPORT',
      subjectId: 'f1',
      subject: 'F-7 (Kompressor)',
      personId: null,
      person: 'En besøgende via klistermærket',
    });
    const told = describeActivity(entry(activityOf(reported, null)!));
    expect(`${told.person} ${told.text} ${told.subject}`).toBe(
      'En besøgende via klistermærket indsendte fejlmeldingen F-7 (Kompressor)',
    );
    expect(JSON.stringify(activityOf(reported, null))).not.toContain('gaest@');
  });

  test('a task made of a report, and a report solved or rejected, are told by the admin who did it', () => {
    const made = event('FaultReportTaskCreated', {
      reportId: 'f1',
      taskId: 't1',
      by: 'u1',
      at: '2027-01-30T10:00:00Z',
    });
    given(made).by('u1').then({ action: 'CONVERTED', subjectType: 'FAULT_REPORT', subjectId: 'f1', personId: 'u1' });
    expect(describeActivity(entry(activityOf(made, 'u1')!)).text).toBe('lavede en opgave af fejlmeldingen');
    for (const [outcome, verb] of [
      ['SOLVED', 'løste fejlmeldingen'],
      ['REJECTED', 'afviste fejlmeldingen'],
    ] as const) {
      const closed = event('FaultReportClosed', {
        reportId: 'f1',
        outcome,
        answer: 'Skiftet.',
        by: 'u1',
        byName: 'Anne Åberg',
        at: '2027-01-30T11:00:00Z',
      });
      given(closed).by('u1').then({ action: outcome, subjectType: 'FAULT_REPORT', subjectId: 'f1' });
      expect(describeActivity(entry(activityOf(closed, 'u1')!)).text).toBe(verb);
    }
  });

  test("a sticker's first print is told by its item", () => {
    given(event('EquipmentStickerAssigned', { equipmentId: 'e1', code: 'K7QMAXDR' }))
      .by('u1')
      .then({ action: 'CREATED', subjectType: 'STICKER', subjectId: 'e1', subject: null });
    const draft = activityOf(event('LocationStickerAssigned', { locationId: 'l1', code: 'K7QMAXDR' }), 'u1')!;
    expect(describeActivity(entry({ ...draft, subject: 'Kedelrum' })).text).toBe('tilføjede klistermærket til');
  });
});

describe('calendar feeds (decision 167)', () => {
  test('made or renewed, a feed is told by what it shows, never by its address', () => {
    const made = event('UserCalendarFeedIssued', { userId: 'u1', companyId: 'c1', scope: 'company', renewed: false });
    given(made).by('u1').then({
      action: 'CREATED',
      subjectType: 'CALENDAR_FEED',
      subjectId: 'u1#company',
      subject: 'Alle opgaver i virksomheden',
    });
    const renewed = event('UserCalendarFeedIssued', { userId: 'u1', companyId: 'c1', scope: 'me', renewed: true });
    const draft = activityOf(renewed, 'u1')!;
    const shown: ActivityEvent = {
      id: 'x',
      datetime: '2027-01-30T09:00:00.000Z',
      action: draft.action,
      subjectType: draft.subjectType,
      subjectId: draft.subjectId,
      subject: draft.subject!,
      subjectDeleted: false,
      person: { id: 'u1', name: 'Anne Åberg', deleted: false },
    };
    expect(describeActivity(shown)).toMatchObject({
      text: 'fornyede kalenderabonnementet',
      subject: 'Mine opgaver',
    });
  });
});
