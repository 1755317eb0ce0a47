import type * as z from 'zod';
import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { fieldErrors } from '../shared/fields';
import { spec } from '../shared/given-when-then';
import { taskSchema } from '../task/schemas';
import { faultReportDecider } from './decider';
import { closeFaultReportSchema, faultReportQuerySchema, faultTaskDefaults, faultTaskInput } from './schemas';
import { adminMailSubject, faultReference, faultReportStatusLabels, isOpen } from './status';

const now = new Date('2027-03-10T09:00:00.000Z');
const later = new Date('2027-03-11T14:30:00.000Z');
const item = { kind: 'EQUIPMENT' as const, id: 'e1' };
const report = {
  type: 'ReportFault' as const,
  reportId: 'f1',
  companyId: 'c1',
  number: 42,
  item,
  itemName: 'Kompressor',
  stickerCode: 'K7QMAXDR',
  description: 'Drypper olie under tanken.',
  photo: 'c1/p---olie.jpg',
  email: 'gaest@eksempel.dk',
  now,
};
const reported = event('FaultReported', {
  reportId: 'f1',
  companyId: 'c1',
  number: 42,
  item,
  itemName: 'Kompressor',
  stickerCode: 'K7QMAXDR',
  description: 'Drypper olie under tanken.',
  photo: 'c1/p---olie.jpg',
  email: 'gaest@eksempel.dk',
  reportedAt: '2027-03-10T09:00:00.000Z',
});
const makeTask = { type: 'CreateTaskFromReport' as const, taskId: 't1', by: 'u1', now: later };
const taskMade = event('FaultReportTaskCreated', {
  reportId: 'f1',
  taskId: 't1',
  by: 'u1',
  at: '2027-03-11T14:30:00.000Z',
});
const close = (outcome: 'SOLVED' | 'REJECTED') => ({
  type: 'CloseFaultReport' as const,
  outcome,
  answer: 'Pakningen er skiftet.',
  by: 'u1',
  byName: 'Anne Åberg',
  now: later,
});
const closed = (outcome: 'SOLVED' | 'REJECTED') =>
  event('FaultReportClosed', {
    reportId: 'f1',
    outcome,
    answer: 'Pakningen er skiftet.',
    by: 'u1',
    byName: 'Anne Åberg',
    at: '2027-03-11T14:30:00.000Z',
  });

describe('fault report decider (decision 166)', () => {
  it('given nothing, a report is recorded with its number, item, text, photo and reply address; it is Ny', () => {
    spec(faultReportDecider).given([]).when(report).then([reported]);
    expect(fold(faultReportDecider, [reported])).toMatchObject({
      id: 'f1',
      number: 42,
      status: 'NEW',
      taskId: null,
      answer: null,
      email: 'gaest@eksempel.dk',
      photo: 'c1/p---olie.jpg',
    });
  });

  it('a report is recorded once', () => {
    spec(faultReportDecider).given([reported]).when(report).thenThrows('FAULT_REPORT_EXISTS');
  });

  it('given a new report, an admin makes it into a task: it is Under behandling and names the task', () => {
    spec(faultReportDecider).given([reported]).when(makeTask).then([taskMade]);
    expect(fold(faultReportDecider, [reported, taskMade])).toMatchObject({ status: 'IN_PROGRESS', taskId: 't1' });
  });

  it('given a report made into a task, a second task is refused with a Danish 409 naming its reference', () => {
    spec(faultReportDecider)
      .given([reported, taskMade])
      .when({ ...makeTask, taskId: 't2' })
      .thenThrows('FAULT_REPORT_HAS_TASK');
    expect(() => faultReportDecider.decide(makeTask, fold(faultReportDecider, [reported, taskMade]))).toThrow(
      'Der er allerede oprettet en opgave fra fejlmelding F-42. Genindlæs listen for at se den.',
    );
  });

  it('closes as Løst or Afvist with the answer, from Ny or from Under behandling', () => {
    spec(faultReportDecider)
      .given([reported])
      .when(close('REJECTED'))
      .then([closed('REJECTED')]);
    spec(faultReportDecider)
      .given([reported, taskMade])
      .when(close('SOLVED'))
      .then([closed('SOLVED')]);
    expect(fold(faultReportDecider, [reported, taskMade, closed('SOLVED')])).toMatchObject({
      status: 'SOLVED',
      taskId: 't1',
      answer: 'Pakningen er skiftet.',
      closedAt: '2027-03-11T14:30:00.000Z',
      closedByName: 'Anne Åberg',
    });
  });

  it('given a closed report, it takes no answer and no task any more (409)', () => {
    spec(faultReportDecider)
      .given([reported, closed('SOLVED')])
      .when(close('REJECTED'))
      .thenThrows('FAULT_REPORT_CLOSED');
    spec(faultReportDecider)
      .given([reported, closed('REJECTED')])
      .when(makeTask)
      .thenThrows('FAULT_REPORT_CLOSED');
    expect(() =>
      faultReportDecider.decide(close('SOLVED'), fold(faultReportDecider, [reported, closed('SOLVED')])),
    ).toThrow('Fejlmelding F-42 er allerede lukket. Genindlæs listen for at se svaret.');
  });

  it('an unknown report answers FAULT_REPORT_NOT_FOUND', () => {
    spec(faultReportDecider).given([]).when(makeTask).thenThrows('FAULT_REPORT_NOT_FOUND');
    spec(faultReportDecider).given([]).when(close('SOLVED')).thenThrows('FAULT_REPORT_NOT_FOUND');
  });
});

describe('fault report words (issue 29)', () => {
  it('names the statuses Ny, Under behandling, Løst and Afvist; the first two are open', () => {
    expect(faultReportStatusLabels).toEqual({
      NEW: 'Ny',
      IN_PROGRESS: 'Under behandling',
      SOLVED: 'Løst',
      REJECTED: 'Afvist',
    });
    expect((['NEW', 'IN_PROGRESS', 'SOLVED', 'REJECTED'] as const).map(isOpen)).toEqual([true, true, false, false]);
  });

  it("writes the reference 'F-42' and the admin's subject 'Fejlmelding: <item>'", () => {
    expect(faultReference(42)).toBe('F-42');
    expect(adminMailSubject('Kompressor')).toBe('Fejlmelding: Kompressor');
  });
});

describe('fault report schemas', () => {
  const errorsOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('a closing needs Løst or Afvist and an answer of 2 to 2,000 characters of acceptable text', () => {
    expect(closeFaultReportSchema.parse({ outcome: 'SOLVED', answer: '  Skiftet.  ' })).toEqual({
      outcome: 'SOLVED',
      answer: 'Skiftet.',
    });
    expect(errorsOf(closeFaultReportSchema, { outcome: 'NEW', answer: 'x' })).toEqual({
      outcome: 'Vælg Løst eller Afvist',
      answer: 'Skriv et svar på mindst 2 tegn til den, der meldte fejlen.',
    });
    expect(errorsOf(closeFaultReportSchema, { outcome: 'REJECTED', answer: 'x'.repeat(2001) })).toEqual({
      answer: 'Må højst være 2000 tegn',
    });
    expect(errorsOf(closeFaultReportSchema, { outcome: 'REJECTED', answer: 'Nej\u202e tak' })).toEqual({
      answer: 'Teksten indeholder ugyldige tegn',
    });
  });

  it('the list filters by a status or the open ones', () => {
    expect(faultReportQuerySchema.parse({ status: 'OPEN' })).toEqual({ status: 'OPEN' });
    expect(errorsOf(faultReportQuerySchema, { status: 'ÅBEN' })).toEqual({ status: 'Vælg en status' });
  });

  it("a report's task is a single task on its item, its text and photo carried over, checked as the task form's", () => {
    const state = fold(faultReportDecider, [reported])!;
    expect(faultTaskDefaults(state)).toMatchObject({
      title: 'Fejlmelding F-42: Kompressor',
      description: 'Drypper olie under tanken.',
      type: 'AD_HOC',
    });
    const body = { responsibleId: 'u2', deadline: '2027-03-20T10:00:00.000Z', equipmentId: 'other', files: ['x'] };
    expect(taskSchema.parse(faultTaskInput(body, state))).toMatchObject({
      title: 'Fejlmelding F-42: Kompressor',
      description: 'Drypper olie under tanken.',
      type: 'AD_HOC',
      interval: null,
      responsibleId: 'u2',
      equipmentId: 'e1',
      files: ['c1/p---olie.jpg'],
    });
    expect(
      taskSchema.parse(faultTaskInput({ ...body, title: 'Skift pakning', description: 'Se foto.' }, state)),
    ).toMatchObject({ title: 'Skift pakning', description: 'Se foto.' });
    expect(errorsOf(taskSchema, faultTaskInput({ title: ' ' }, state))).toEqual({
      title: 'Indtast en titel',
      responsibleId: 'Vælg en ansvarlig',
      deadline: 'Vælg en deadline',
    });
  });
});
