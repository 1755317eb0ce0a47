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
  });
});
