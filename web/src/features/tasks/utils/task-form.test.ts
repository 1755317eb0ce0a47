import { intervals, reminderOptions } from '#domain/task/intervals';
import { taskSchema } from '#domain/task/schemas';
import {
  equipmentChoices,
  missingText,
  newTaskValues,
  problemsFromFields,
  previewDeadlines,
  problemsOf,
  reminderChoices,
  taskValues,
  toTaskInput,
  withInterval,
  withKnownChoices,
  withType,
  type TaskFormValues,
} from './task-form';

const deadline = '2026-12-04T22:00:00.000Z';
const filled = (patch: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...newTaskValues({ equipmentId: 'eq-1' }),
  title: 'Smør kæden',
  description: 'Brug kædeolie',
  responsibleId: 'user-2',
  deadline,
  ...patch,
});

describe('type and interval (spec 001 §5)', () => {
  it('starts as a daily routine reminded the same day', () => {
    const values = newTaskValues({});
    expect(values).toMatchObject({
      type: 'CYCLICAL',
      interval: 'DAILY',
      notificationPeriod: 0,
      deadline: null,
      targetKind: 'EQUIPMENT',
    });
  });

  it('Enkelt clears the interval; back to Rutine picks the first interval', () => {
    const monthly = withInterval(filled(), 'QUARTERLY');
    const single = withType(monthly, 'AD_HOC');
    expect(single.interval).toBeNull();
    expect(toTaskInput(single).interval).toBeNull();
    const routine = withType(single, 'CYCLICAL');
    expect(routine.interval).toBe(intervals[0]);
    expect(routine.interval).toBe('DAILY');
  });

  it('a weekend deadline of a single task is cleared when it becomes a routine, a weekday one kept', () => {
    const saturday = '2026-12-05T22:00:00.000Z';
    const single = withType(filled(), 'AD_HOC');
    expect(withType({ ...single, deadline: saturday }, 'CYCLICAL').deadline).toBeNull();
    expect(withType(single, 'CYCLICAL').deadline).toBe(deadline); // Friday
    expect(withType({ ...filled(), deadline: saturday }, 'AD_HOC').deadline).toBe(saturday);
  });

  it('choosing the same type changes nothing', () => {
    const values = withInterval(filled(), 'YEARLY');
    expect(withType(values, 'CYCLICAL')).toBe(values);
  });

  it('offers exactly the reminders of the interval, and none of a routine for a single task', () => {
    for (const interval of intervals) {
      expect(reminderChoices({ type: 'CYCLICAL', interval })).toEqual(reminderOptions(interval));
    }
    expect(reminderChoices({ type: 'AD_HOC', interval: null })).toEqual([0, 1, 2, 7, 14]);
    expect(reminderChoices({ type: 'AD_HOC', interval: 'YEARLY' })).toEqual([0, 1, 2, 7, 14]);
  });

  it('keeps a reminder still offered, resets one that is not to the first option', () => {
    const yearly = { ...withInterval(filled(), 'YEARLY'), notificationPeriod: 30 };
    expect(withInterval(yearly, 'HALF_YEARLY').notificationPeriod).toBe(30);
    expect(withInterval(yearly, 'MONTHLY').notificationPeriod).toBe(0); // 30 not offered monthly
    const week = { ...withInterval(filled(), 'MONTHLY'), notificationPeriod: 7 };
    expect(withInterval(week, 'BI_WEEKLY').notificationPeriod).toBe(7);
    expect(withInterval(week, 'WEEKLY').notificationPeriod).toBe(0);
    expect(withInterval({ ...week, notificationPeriod: 2 }, 'WEEKLY').notificationPeriod).toBe(2);
    expect(withInterval({ ...week, notificationPeriod: 2 }, 'DAILY').notificationPeriod).toBe(0);
    // Single tasks offer 14 but not 30.
    expect(withType(yearly, 'AD_HOC').notificationPeriod).toBe(0);
    expect(withType({ ...yearly, notificationPeriod: 14 }, 'AD_HOC').notificationPeriod).toBe(14);
    // Back to a daily routine: only 'Samme dag'.
    expect(withType({ ...withType(yearly, 'AD_HOC'), notificationPeriod: 7 }, 'CYCLICAL').notificationPeriod).toBe(0);
  });
});

describe('what blocks the submit button', () => {
  it('needs target, title, description, responsible and deadline', () => {
    const empty = newTaskValues({});
    expect(Object.keys(problemsOf(empty))).toEqual(['target', 'title', 'description', 'responsibleId', 'deadline']);
    expect(problemsOf(empty).title).toBe('Indtast en titel');
    expect(missingText(problemsOf(empty), 'EQUIPMENT')).toBe(
      'Udfyld udstyr, titel, beskrivelse, ansvarlig og deadline.',
    );
    expect(missingText(problemsOf({ ...empty, targetKind: 'LOCATION' }), 'LOCATION')).toBe(
      'Udfyld lokation, titel, beskrivelse, ansvarlig og deadline.',
    );
    expect(problemsOf(filled())).toEqual({});
    expect(missingText({}, 'EQUIPMENT')).toBeNull();
    expect(missingText({ deadline: 'Vælg en deadline' }, 'EQUIPMENT')).toBe('Udfyld deadline.');
    expect(missingText({ title: 'x', deadline: 'y' }, 'EQUIPMENT')).toBe('Udfyld titel og deadline.');
  });

  it('treats blank text as missing', () => {
    expect(problemsOf(filled({ title: '   ' }))).toEqual({ title: 'Indtast en titel' });
    expect(problemsOf(filled({ description: '\n' }))).toEqual({ description: 'Indtast en beskrivelse' });
  });

  it('a routine needs its interval, a single task none', () => {
    expect(problemsOf(filled({ interval: null }))).toEqual({ interval: 'Vælg et interval' });
    expect(problemsOf(withType(filled(), 'AD_HOC'))).toEqual({});
  });

  it('sends only the chosen target', () => {
    const both = filled({ locationId: 'loc-1' });
    expect(toTaskInput(both)).toMatchObject({ equipmentId: 'eq-1' });
    expect(toTaskInput(both)).not.toHaveProperty('locationId');
    const atLocation = { ...both, targetKind: 'LOCATION' as const };
    expect(toTaskInput(atLocation)).toMatchObject({ locationId: 'loc-1' });
    expect(toTaskInput(atLocation)).not.toHaveProperty('equipmentId');
    expect(problemsOf({ ...atLocation, locationId: '' })).toEqual({ target: 'Vælg et udstyr eller en lokation' });
  });

  it('builds input the shared schema (and so the server) accepts, with old and new files', () => {
    const input = toTaskInput(filled({ files: ['c/1---a.pdf'] }), ['c/2---b.jpg']);
    const parsed = taskSchema.parse(input);
    expect(parsed).toMatchObject({
      equipmentId: 'eq-1',
      files: ['c/1---a.pdf', 'c/2---b.jpg'],
      interval: 'DAILY',
      deadline,
    });
  });

  it('shows server field errors on their fields', () => {
    expect(
      problemsFromFields({
        deadline: 'Vælg en deadline i fremtiden.',
        equipmentId: 'x',
        'files.0': 'Filen mangler',
        other: 'y',
      }),
    ).toEqual({
      deadline: 'Vælg en deadline i fremtiden.',
      target: 'x',
      files: 'Filen mangler',
    });
  });
});

describe('edit and copy', () => {
  const task = {
    title: 'Eftersyn',
    description: 'Tjek bremser',
    type: 'CYCLICAL' as const,
    interval: 'MONTHLY' as const,
    notificationPeriod: 7,
    responsibleId: 'user-2',
    deadline,
    files: ['c/1---manual.pdf'],
    equipmentId: null,
    locationId: 'loc-1',
  };

  it('edit keeps every field, the deadline too', () => {
    expect(taskValues(task, 'edit', new Date('2027-01-01T00:00:00Z'))).toEqual({
      targetKind: 'LOCATION',
      equipmentId: '',
      locationId: 'loc-1',
      title: 'Eftersyn',
      description: 'Tjek bremser',
      type: 'CYCLICAL',
      interval: 'MONTHLY',
      notificationPeriod: 7,
      responsibleId: 'user-2',
      deadline,
      files: ['c/1---manual.pdf'],
      countFrom: 'PLAN',
      checklist: [],
    });
    expect(taskValues({ ...task, countFrom: 'COMPLETION' }, 'copy', new Date()).countFrom).toBe('COMPLETION');
  });

  it('edit keeps the checklist’s ids; a copy gives its items new ones', () => {
    const checklist = [{ id: 'tryk', kind: 'READING' as const, label: 'Tryk', required: true, unit: 'bar', lower: 1 }];
    const edited = taskValues({ ...task, checklist }, 'edit', new Date()).checklist;
    expect(edited).toEqual([
      { id: 'tryk', kind: 'READING', label: 'Tryk', required: true, unit: 'bar', lower: '1', upper: '' },
    ]);
    const copied = taskValues({ ...task, checklist }, 'copy', new Date()).checklist;
    expect(copied[0].id).not.toBe('tryk');
    expect(copied[0]).toMatchObject({ label: 'Tryk', lower: '1' });
  });

  it('the preview: the next three deadlines by the plan or from completion, with the holidays or not', () => {
    const values = { type: 'CYCLICAL' as const, interval: 'MONTHLY' as const, deadline: '2026-11-25T22:00:00.000Z' };
    const days = (list: string[]) => list.map((d) => d.slice(0, 10));
    // 23:00 Copenhagen (CET) is 22:00 UTC: the same day.
    expect(days(previewDeadlines({ ...values, countFrom: 'PLAN' }, false))).toEqual([
      '2026-11-25',
      '2026-12-25',
      '2027-01-25',
    ]);
    expect(days(previewDeadlines({ ...values, countFrom: 'PLAN' }, true))).toEqual([
      '2026-11-25',
      '2026-12-28',
      '2027-01-25',
    ]);
    expect(days(previewDeadlines({ ...values, countFrom: 'COMPLETION' }, true))).toEqual([
      '2026-11-25',
      '2026-12-28',
      '2027-01-28',
    ]);
    expect(previewDeadlines({ ...values, deadline: null, countFrom: 'PLAN' }, true)).toEqual([]);
    expect(previewDeadlines({ ...values, type: 'AD_HOC', interval: null, countFrom: 'PLAN' }, true)).toEqual([]);
  });

  it('copy keeps a future deadline and drops a past one', () => {
    expect(taskValues(task, 'copy', new Date('2026-12-01T00:00:00Z')).deadline).toBe(deadline);
    expect(taskValues(task, 'copy', new Date('2026-12-04T22:00:00Z')).deadline).toBeNull();
    const copy = taskValues(task, 'copy', new Date('2027-01-01T00:00:00Z'));
    expect(copy).toMatchObject({ title: 'Eftersyn', interval: 'MONTHLY', notificationPeriod: 7, deadline: null });
    expect(Object.keys(problemsOf(copy))).toEqual(['deadline']);
  });

  it('a task on equipment is copied to that equipment', () => {
    expect(taskValues({ ...task, equipmentId: 'eq-1', locationId: 'loc-1' }, 'copy', new Date())).toMatchObject({
      targetKind: 'EQUIPMENT',
      equipmentId: 'eq-1',
      locationId: '',
    });
  });

  it('drops a target or responsible that can no longer be chosen', () => {
    const values = filled({ locationId: 'loc-gone' });
    expect(withKnownChoices(values, { equipment: ['eq-1'], locations: ['loc-1'], users: [] })).toMatchObject({
      equipmentId: 'eq-1',
      locationId: '',
      responsibleId: '',
    });
  });
});

describe('choices', () => {
  it('lists live equipment with its identification number, by name', () => {
    expect(
      equipmentChoices([
        { id: '1', name: 'Volvo FH', equipmentId: 'AB 12 345', archived: false },
        { id: '2', name: 'Bosch GSR', equipmentId: 'SN-1', archived: false },
        { id: '3', name: 'Gammel', equipmentId: 'X', archived: true },
      ]),
    ).toEqual([
      { value: '2', label: 'Bosch GSR (SN-1)' },
      { value: '1', label: 'Volvo FH (AB 12 345)' },
    ]);
  });
});
