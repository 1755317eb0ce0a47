import { mergeFields, sameBy, sameInstant, sameList, type MergeSpec } from './merge';

/**
 * The three-way merge (decision 130), given/when/then: given the thing at the writer's version
 * (base), when the writer sends mine while theirs is the thing now, then the merged fields, or the
 * conflicting ones. Every field kind, every case of one field, and every pair of cases on two fields.
 */
interface Thing {
  title: string;
  period: number;
  deadline: string;
  files: string[];
  target: { kind: string; id: string };
  interval: string;
  reminder: number;
}

const spec: MergeSpec<Thing> = {
  fields: ['title', 'period', 'deadline', 'files', 'target', 'interval', 'reminder'],
  same: {
    deadline: sameInstant,
    files: sameList,
    target: sameBy((t) => `${t.kind}#${t.id}`),
  },
  together: [['interval', 'reminder']],
};

const base: Thing = {
  title: 'Eftersyn',
  period: 7,
  deadline: '2027-03-31T21:00:00.000Z',
  files: ['a.pdf'],
  target: { kind: 'EQUIPMENT', id: 'e1' },
  interval: 'MONTHLY',
  reminder: 7,
};

/** Per field kind: a change, an equal value written differently (when the kind has one), and another change. */
const kinds: { field: keyof Thing; kind: string; one: unknown; sameAsOne: unknown; other: unknown }[] = [
  { field: 'title', kind: 'text', one: 'Årligt eftersyn', sameAsOne: 'Årligt eftersyn', other: 'Service' },
  { field: 'period', kind: 'number', one: 14, sameAsOne: 14, other: 30 },
  {
    field: 'deadline',
    kind: 'instant',
    one: '2027-04-30T21:00:00.000Z',
    sameAsOne: '2027-04-30T21:00:00Z',
    other: '2027-05-31T21:00:00.000Z',
  },
  { field: 'files', kind: 'list', one: ['a.pdf', 'b.pdf'], sameAsOne: ['a.pdf', 'b.pdf'], other: [] },
  {
    field: 'target',
    kind: 'kind and id',
    one: { kind: 'LOCATION', id: 'l1' },
    sameAsOne: { id: 'l1', kind: 'LOCATION' },
    other: { kind: 'EQUIPMENT', id: 'e2' },
  },
];

const given = (at: Thing) => ({
  when: (mine: Partial<Thing>, theirs: Partial<Thing>) =>
    mergeFields(spec, at, { ...at, ...mine }, { ...at, ...theirs }),
});

describe('a three-way merge', () => {
  for (const { field, kind, one, sameAsOne, other } of kinds)
    describe(`a field compared as ${kind} (${field})`, () => {
      it('changed by me only: mine is applied, and it is what the write changes', () => {
        expect(given(base).when({ [field]: one }, {})).toEqual({
          ok: true,
          merged: { ...base, [field]: one },
          changes: [field],
        });
      });

      it('changed by them only: theirs is kept, and the write changes nothing', () => {
        expect(given(base).when({}, { [field]: one })).toEqual({
          ok: true,
          merged: { ...base, [field]: one },
          changes: [],
        });
      });

      it('changed by both to the same value: no conflict, nothing to change', () => {
        expect(given(base).when({ [field]: sameAsOne }, { [field]: one })).toEqual({
          ok: true,
          merged: { ...base, [field]: one },
          changes: [],
        });
      });

      it('changed by both to different values: a conflict on it, nothing merged', () => {
        expect(given(base).when({ [field]: one }, { [field]: other })).toEqual({ ok: false, conflicts: [field] });
      });

      it('changed by nobody: nothing to change', () => {
        expect(given(base).when({}, {})).toEqual({ ok: true, merged: base, changes: [] });
      });
    });

  describe('every pair of cases on two fields', () => {
    const cases = ['untouched', 'mine only', 'theirs only', 'both same', 'both different'] as const;
    type Case = (typeof cases)[number];
    const sides = (value: { one: unknown; other: unknown }, c: Case): [unknown, unknown] | [] =>
      c === 'untouched'
        ? []
        : c === 'mine only'
          ? [value.one, undefined]
          : c === 'theirs only'
            ? [undefined, value.one]
            : c === 'both same'
              ? [value.one, value.one]
              : [value.one, value.other];
    const title = { one: 'Årligt eftersyn', other: 'Service' };
    const deadline = { one: '2027-04-30T21:00:00.000Z', other: '2027-05-31T21:00:00.000Z' };

    for (const a of cases)
      for (const b of cases)
        it(`title ${a}, deadline ${b}`, () => {
          const mine: Partial<Thing> = {};
          const theirs: Partial<Thing> = {};
          const [myTitle, theirTitle] = sides(title, a);
          const [myDeadline, theirDeadline] = sides(deadline, b);
          if (myTitle !== undefined) mine.title = myTitle as string;
          if (theirTitle !== undefined) theirs.title = theirTitle as string;
          if (myDeadline !== undefined) mine.deadline = myDeadline as string;
          if (theirDeadline !== undefined) theirs.deadline = theirDeadline as string;
          const result = given(base).when(mine, theirs);
          const conflicts = [
            ...(a === 'both different' ? ['title'] : []),
            ...(b === 'both different' ? ['deadline'] : []),
          ];
          if (conflicts.length > 0) {
            expect(result).toEqual({ ok: false, conflicts });
            return;
          }
          expect(result).toEqual({
            ok: true,
            merged: { ...base, ...theirs, ...mine },
            changes: [...(a === 'mine only' ? ['title'] : []), ...(b === 'mine only' ? ['deadline'] : [])],
          });
        });
  });

  describe('fields that make one choice together (an interval and its reminder)', () => {
    it('my reminder with their interval: a conflict on both, as the interval limits the reminders', () => {
      expect(given(base).when({ reminder: 14 }, { interval: 'WEEKLY' })).toEqual({
        ok: false,
        conflicts: ['interval', 'reminder'],
      });
    });

    it('both from me, or both from them: merged as one choice', () => {
      expect(given(base).when({ interval: 'WEEKLY', reminder: 2 }, { title: 'Service' })).toMatchObject({
        ok: true,
        merged: { title: 'Service', interval: 'WEEKLY', reminder: 2 },
      });
      expect(given(base).when({ title: 'Service' }, { interval: 'WEEKLY', reminder: 2 })).toMatchObject({
        ok: true,
        merged: { title: 'Service', interval: 'WEEKLY', reminder: 2 },
        changes: ['title'],
      });
    });

    it('the same interval on both sides and my reminder: merged (nothing of theirs is mixed in)', () => {
      expect(given(base).when({ interval: 'WEEKLY', reminder: 2 }, { interval: 'WEEKLY' })).toMatchObject({
        ok: true,
        merged: { interval: 'WEEKLY', reminder: 2 },
        changes: ['reminder'],
      });
    });
  });
});
