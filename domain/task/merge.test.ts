import { mergeFields } from '../shared/merge';
import { taskConflictValues, taskEditOf, taskEditSpec, type TaskEdit } from './merge';

/**
 * A task's edit merged three-way (decision 130), given/when/then over the task's own fields:
 * given the task at the writer's version, when the writer sends mine and theirs is the task now,
 * then each field is mine only, theirs only, both the same or both different.
 */
const base: TaskEdit = {
  title: 'Eftersyn',
  description: 'Tjek filter og olie.',
  interval: 'MONTHLY',
  notificationPeriod: 7,
  responsibleId: 'carl',
  target: { kind: 'EQUIPMENT', id: 'kedel' },
  deadline: '2027-03-31T21:00:00.000Z',
  files: ['manual.pdf'],
  countFrom: 'PLAN',
  checklist: [],
};

/** Per field: a change, the same change as another writer may send it, and a different change. */
const changes: { [K in keyof TaskEdit]: [TaskEdit[K], TaskEdit[K], TaskEdit[K]] } = {
  title: ['Årligt eftersyn', 'Årligt eftersyn', 'Service'],
  description: ['Skift filter.', 'Skift filter.', 'Smør lejerne.'],
  interval: ['QUARTERLY', 'QUARTERLY', 'YEARLY'],
  notificationPeriod: [14, 14, 30],
  responsibleId: ['bo', 'bo', 'anne'],
  target: [
    { kind: 'LOCATION', id: 'kaelder' },
    { kind: 'LOCATION', id: 'kaelder' },
    { kind: 'EQUIPMENT', id: 'pumpe' },
  ],
  deadline: ['2027-04-30T21:00:00.000Z', '2027-04-30T21:00:00Z', '2027-05-31T21:00:00.000Z'],
  files: [['manual.pdf', 'foto.jpg'], ['manual.pdf', 'foto.jpg'], []],
  countFrom: ['COMPLETION', 'COMPLETION', 'COMPLETION'],
  checklist: [
    [{ id: 'a', kind: 'READING', label: 'Tryk', required: true, unit: 'bar', lower: 1, upper: 2.5 }],
    [{ id: 'a', kind: 'READING', label: 'Tryk', required: true, unit: 'bar', lower: 1, upper: 2.5 }],
    [{ id: 'b', kind: 'CHECK', label: 'Lækager', required: true }],
  ],
};

const given = (at: TaskEdit) => ({
  when: (mine: Partial<TaskEdit>, theirs: Partial<TaskEdit>) =>
    mergeFields(taskEditSpec, at, taskEditOf({ ...at, ...mine }), taskEditOf({ ...at, ...theirs })),
});

describe("a task's edit merged three-way", () => {
  for (const field of taskEditSpec.fields) {
    const [one, sameAsOne, other] = changes[field];
    describe(field, () => {
      it('mine only: applied', () => {
        expect(given(base).when({ [field]: one }, {})).toMatchObject({ ok: true, changes: [field] });
      });
      it('theirs only: kept', () => {
        const result = given(base).when({}, { [field]: one });
        expect(result).toMatchObject({ ok: true, changes: [] });
        expect(result.ok && result.merged[field]).toEqual(one);
      });
      it('both the same: no conflict', () => {
        expect(given(base).when({ [field]: sameAsOne }, { [field]: one })).toMatchObject({ ok: true, changes: [] });
      });
      if (field !== 'countFrom')
        it('both different: a conflict on it', () => {
          expect(given(base).when({ [field]: one }, { [field]: other })).toEqual({ ok: false, conflicts: [field] });
        });
    });
  }

  it('a new title and someone else’s new description: both kept', () => {
    expect(given(base).when({ title: 'Årligt eftersyn' }, { description: 'Skift filter.' })).toEqual({
      ok: true,
      merged: { ...base, title: 'Årligt eftersyn', description: 'Skift filter.' },
      changes: ['title'],
    });
  });

  it('my reminder with their interval: a conflict on both (the interval limits the reminders)', () => {
    expect(given(base).when({ notificationPeriod: 14 }, { interval: 'WEEKLY' })).toEqual({
      ok: false,
      conflicts: ['interval', 'notificationPeriod'],
    });
  });

  it('names a conflict in the API’s terms: the target as equipmentId and locationId', () => {
    const current = { ...base, title: 'Service', target: { kind: 'LOCATION' as const, id: 'kaelder' } };
    expect(taskConflictValues(current, ['target', 'title'])).toEqual({
      equipmentId: null,
      locationId: 'kaelder',
      title: 'Service',
    });
  });
});
