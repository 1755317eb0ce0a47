import { aTask } from './task-fixture';
import { taskValues, toTaskInput } from './task-form';
import { describeTaskValue, editValuesOf, formValuesOf } from './task-versioning';

describe("the task edit form's values as a versioned edit compares them", () => {
  const task = aTask('t1', { deadline: '2027-02-01T22:00:00Z', files: ['c1/x---manual.pdf'] });

  it('holds the target as kind and id and the deadline as an instant, and goes back to the form unchanged', () => {
    const form = taskValues(task, 'edit', new Date('2027-01-01'));
    const values = editValuesOf(toTaskInput(form));
    expect(values).toMatchObject({ target: 'EQUIPMENT:e1', deadline: '2027-02-01T22:00:00.000Z' });
    expect(formValuesOf(values, task.type)).toEqual({ ...form, deadline: '2027-02-01T22:00:00.000Z' });
  });

  it('describes values as a person reads them, naming ids from the form’s lists', () => {
    const describe = describeTaskValue({
      equipment: [{ value: 'e1', label: 'Grundfos CR 10 (GF-10)' }],
      locations: [],
      users: [{ value: 'bo', label: 'Bo Berg' }],
    });
    expect(describe('target', 'EQUIPMENT:e1')).toBe('Udstyr: Grundfos CR 10 (GF-10)');
    expect(describe('responsibleId', 'bo')).toBe('Bo Berg');
    expect(describe('deadline', '2027-02-01T22:00:00.000Z')).toBe('1. feb. 2027');
    expect(describe('interval', 'MONTHLY')).toBe('Hver måned');
    expect(describe('notificationPeriod', 7)).toBe('7 dage før');
    expect(describe('files', ['c1/x---manual.pdf'])).toBe('manual.pdf');
    expect(describe('files', [])).toBe('Ingen filer');
    expect(describe('checklist', [])).toBe('Ingen tjekliste');
    expect(
      describe('checklist', [
        { id: 'a', kind: 'CHECK', label: 'Ventil', required: true },
        { id: 'b', kind: 'READING', label: 'Tryk', required: false, unit: 'bar', lower: 1, upper: 2.5 },
      ]),
    ).toBe('2 punkter: Ventil (Kontrolpunkt); Tryk (Måling, 1–2,5 bar, valgfri)');
  });

  it('compares the checklist as the server stores it: limits as numbers, whatever the comma', () => {
    const checklist = [
      { id: 'tryk', kind: 'READING' as const, label: 'Tryk', required: true, unit: 'bar', lower: 1, upper: 2.5 },
    ];
    const form = taskValues(aTask('t1', { checklist }), 'edit', new Date('2027-01-01'));
    const values = editValuesOf(toTaskInput(form));
    expect(values.checklist).toEqual(checklist);
    // '1,0' typed is the same value as the stored 1: no change, so no conflict.
    const retyped = { ...form, checklist: [{ ...form.checklist[0], lower: '1,0' }] };
    expect(JSON.stringify(editValuesOf(toTaskInput(retyped)).checklist)).toBe(JSON.stringify(values.checklist));
    expect(formValuesOf(values, 'CYCLICAL').checklist).toEqual(form.checklist);
  });
});
