import { checklistMessages, MAX_CHECKLIST_ITEMS } from '#domain/checklist/checklist';
import { numberMessages } from '#domain/checklist/numbers';
import {
  checklistInput,
  checklistProblems,
  checklistProblemsFrom,
  copiedDrafts,
  draftsOf,
  moveDraft,
  newDraft,
  newCompletionId,
  newItemId,
} from './checklist-form';

const pressure = { ...newDraft('READING', 'tryk'), label: 'Tryk', unit: 'bar', lower: '1,0', upper: '2,5' };
const valve = { ...newDraft('CHECK', 'ventil'), label: 'Sikkerhedsventil' };

describe('the task form’s checklist', () => {
  test('a new item’s id is 16 characters the schema allows, and ids differ', () => {
    const ids = Array.from({ length: 200 }, () => newItemId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newItemId((bytes) => bytes.fill(63))).toBe('-'.repeat(16));
  });

  test('a reading is sent with its unit and limits as typed; another kind without them', () => {
    expect(checklistInput([pressure, { ...valve, unit: 'bar', lower: '1' }])).toEqual([
      { id: 'tryk', kind: 'READING', label: 'Tryk', required: true, unit: 'bar', lower: '1,0', upper: '2,5' },
      { id: 'ventil', kind: 'CHECK', label: 'Sikkerhedsventil', required: true },
    ]);
    expect(checklistInput([{ ...pressure, unit: ' ', lower: '', upper: '' }])[0]).toEqual({
      id: 'tryk',
      kind: 'READING',
      label: 'Tryk',
      required: true,
    });
  });

  test('a saved checklist comes back to the form with Danish limits, and copies get new ids', () => {
    const saved = [
      { id: 'tryk', kind: 'READING' as const, label: 'Tryk', required: false, unit: 'bar', lower: 1, upper: 2.5 },
    ];
    expect(draftsOf(saved)).toEqual([{ ...pressure, required: false, lower: '1', upper: '2,5' }]);
    let n = 0;
    const copied = copiedDrafts(saved, () => `ny${(n += 1)}`);
    expect(copied.map((item) => [item.id, item.label])).toEqual([['ny1', 'Tryk']]);
  });

  test('moving up and down swaps neighbours and stops at either end', () => {
    const list = ['a', 'b', 'c'];
    expect(moveDraft(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveDraft(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveDraft(list, 0, -1)).toEqual(list);
    expect(moveDraft(list, 2, 1)).toEqual(list);
  });

  test('the schema’s messages land on the item and field they concern', () => {
    const problems = checklistProblems([
      { ...pressure, lower: '1.8' },
      { ...valve, label: ' ' },
      { ...pressure, id: 'omvendt', lower: '3', upper: '2' },
    ]);
    expect(problems.items).toEqual({
      tryk: { lower: numberMessages.decimalPoint },
      ventil: { label: checklistMessages.label },
      omvendt: { upper: checklistMessages.limitsOrder },
    });
    expect(problems.list).toBeUndefined();
  });

  test('more than 50 items is said for the whole list', () => {
    const many = Array.from({ length: MAX_CHECKLIST_ITEMS + 1 }, (_, i) => ({ ...valve, id: `p${i}` }));
    expect(checklistProblems(many).list).toBe(checklistMessages.tooMany);
    expect(checklistProblemsFrom({ '': 'x', '7.label': 'y' }, [valve]).list).toBe('x');
  });
});

test('a completion’s own id is 24 characters of the id alphabet', () => {
  expect(newCompletionId()).toMatch(/^[A-Za-z0-9_-]{24}$/);
});
