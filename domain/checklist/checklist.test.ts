import { checklistMessages, checklistSchema, copyChecklist, limitsText, MAX_CHECKLIST_ITEMS } from './checklist';
import { numberMessages } from './numbers';

const pressure = { id: 'tryk', kind: 'READING', label: 'Tryk i anlægget', unit: 'bar', lower: '1,0', upper: '2,5' };
const issuesOf = (input: unknown) => {
  const parsed = checklistSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('given a task form with a checklist', () => {
  test('when it holds each kind of item, then the limits are numbers and items are required unless said', () => {
    const parsed = checklistSchema.parse([
      { id: 'ventil', kind: 'CHECK', label: 'Sikkerhedsventil afprøvet' },
      pressure,
      { id: 'bem', kind: 'TEXT', label: 'Bemærkninger', required: false },
      { id: 'foto', kind: 'PHOTO', label: 'Foto af typeskiltet' },
      { id: 'temp', kind: 'READING', label: 'Fremløb', unit: '°C', lower: 55, upper: null },
    ]);
    expect(parsed[1]).toEqual({
      id: 'tryk',
      kind: 'READING',
      label: 'Tryk i anlægget',
      required: true,
      unit: 'bar',
      lower: 1,
      upper: 2.5,
    });
    expect(parsed[2].required).toBe(false);
    expect(parsed[4]).toMatchObject({ lower: 55 });
    expect(parsed[4]).not.toHaveProperty('upper');
  });

  test('when it has 51 items, then it is refused with the limit', () => {
    const items = Array.from({ length: MAX_CHECKLIST_ITEMS + 1 }, (_, i) => ({
      id: `p${i}`,
      kind: 'CHECK',
      label: `Punkt ${i}`,
    }));
    expect(issuesOf(items)).toEqual([['', checklistMessages.tooMany]]);
    expect(issuesOf(items.slice(0, MAX_CHECKLIST_ITEMS))).toEqual([]);
  });

  test('when limits are not Danish numbers or cross, then each says why', () => {
    expect(issuesOf([{ ...pressure, lower: '1.000,5' }])).toEqual([['0.lower', numberMessages.thousands]]);
    expect(issuesOf([{ ...pressure, upper: 'Infinity' }])).toEqual([['0.upper', numberMessages.notANumber]]);
    expect(issuesOf([{ ...pressure, lower: '3', upper: '2,5' }])).toEqual([['0.upper', checklistMessages.limitsOrder]]);
  });

  test('when an item that is not a reading has a unit or a limit, or two items share an id, then it is refused', () => {
    expect(issuesOf([{ id: 'a', kind: 'CHECK', label: 'Lækage', upper: 2 }])).toEqual([
      ['0.unit', checklistMessages.limitsOnlyForReadings],
    ]);
    expect(
      issuesOf([
        { id: 'a', kind: 'CHECK', label: 'Et' },
        { id: 'a', kind: 'TEXT', label: 'To' },
      ]),
    ).toEqual([['1.id', checklistMessages.duplicateId]]);
  });

  test('when a label is blank, too long or holds control characters, or the kind or id is unknown, then it is refused', () => {
    expect(issuesOf([{ id: 'a', kind: 'CHECK', label: '  ' }])).toEqual([['0.label', checklistMessages.label]]);
    expect(issuesOf([{ id: 'a', kind: 'CHECK', label: 'x'.repeat(201) }])).toEqual([
      ['0.label', 'Må højst være 200 tegn'],
    ]);
    expect(issuesOf([{ id: 'a', kind: 'CHECK', label: 'Ventil\u0000' }])).toEqual([
      ['0.label', 'Teksten indeholder ugyldige tegn'],
    ]);
    expect(issuesOf([{ id: 'a', kind: 'METER', label: 'Tæller' }])).toEqual([['0.kind', checklistMessages.kind]]);
    expect(issuesOf([{ id: 'a b', kind: 'CHECK', label: 'Ventil' }])).toEqual([['0.id', checklistMessages.id]]);
  });
});

describe('a reading’s limits as a person reads them', () => {
  test.each([
    [{ lower: 1, upper: 2.5, unit: 'bar' }, '1–2,5 bar'],
    [{ lower: 55, unit: '°C' }, 'mindst 55 °C'],
    [{ upper: 0.5 }, 'højst 0,5'],
    [{}, ''],
  ])('%j reads %j', (item, text) => expect(limitsText(item)).toBe(text));
});

test('a checklist copied from another task gets ids of its own and keeps everything else', () => {
  const source = checklistSchema.parse([pressure, { id: 'ventil', kind: 'CHECK', label: 'Ventil' }]);
  let n = 0;
  const copy = copyChecklist(source, () => `ny${++n}`);
  expect(copy.map((item) => item.id)).toEqual(['ny1', 'ny2']);
  expect(copy.map(({ id: _id, ...rest }) => rest)).toEqual(source.map(({ id: _id, ...rest }) => rest));
});
