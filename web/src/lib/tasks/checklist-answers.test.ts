import { answerMessages } from '#domain/checklist/answers';
import { followUpMessages } from '#domain/checklist/follow-up';
import { numberMessages } from '#domain/checklist/numbers';
import {
  answerInputs,
  answerProblems,
  currentFindings,
  followUpDrafts,
  followUpInputs,
  followUpPeople,
  followUpProblems,
  readingNow,
  serverProblems,
  severityChoices,
} from './checklist-answers';

const items = [
  { id: 'ventil', kind: 'CHECK' as const, label: 'Sikkerhedsventil', required: true },
  { id: 'tryk', kind: 'READING' as const, label: 'Tryk', required: true, unit: 'bar', lower: 1, upper: 2.5 },
  { id: 'bem', kind: 'TEXT' as const, label: 'Bemærkninger', required: false },
  { id: 'foto', kind: 'PHOTO' as const, label: 'Foto', required: true },
];

describe('the completion form’s checklist', () => {
  test('sends an answer for each item answered, photos as the keys given', () => {
    expect(
      answerInputs(
        items,
        { ventil: { check: 'FAIL' }, tryk: { reading: '0,6' }, bem: { text: '  ' } },
        { foto: ['k1'] },
      ),
    ).toEqual([
      { itemId: 'ventil', check: 'FAIL' },
      { itemId: 'tryk', reading: '0,6' },
      { itemId: 'foto', photos: ['k1'] },
    ]);
  });

  test('required items left out block with the shared messages; a bad number says how to write it', () => {
    expect(answerProblems(items, [])).toEqual({
      ventil: answerMessages.check,
      tryk: answerMessages.reading,
      foto: answerMessages.photo,
    });
    expect(answerProblems(items, answerInputs(items, { tryk: { reading: '1.8' } }, {})).tryk).toBe(
      numberMessages.decimalPoint,
    );
  });

  test('a reading is marked as it is typed; a Fejl and a reading out of limits are findings', () => {
    expect(readingNow(items[1], '0,6')).toBe('BELOW');
    expect(readingNow(items[1], '2,5')).toBe('WITHIN');
    expect(readingNow(items[1], '2,6')).toBe('ABOVE');
    expect(readingNow(items[1], '0,')).toBeNull();
    const found = currentFindings(items, { ventil: { check: 'FAIL' }, tryk: { reading: '0,6' } });
    expect(found.map((f) => [f.itemId, f.found])).toEqual([
      ['ventil', 'Fejl'],
      ['tryk', '0,6 bar (under grænsen 1–2,5 bar)'],
    ]);
    expect(currentFindings(items, { ventil: { check: 'OK' }, tryk: { reading: '1.8' } })).toEqual([]);
  });

  test('each finding proposes a follow-up, Snarest, for the completer; unticked ones are not sent', () => {
    const found = currentFindings(items, { ventil: { check: 'FAIL' }, tryk: { reading: '3' } });
    const drafts = followUpDrafts(found, { tryk: { create: false, severity: 'CRITICAL', responsibleId: 'a' } }, 'me');
    expect(drafts).toEqual({
      ventil: { create: true, severity: 'SOON', responsibleId: 'me' },
      tryk: { create: false, severity: 'CRITICAL', responsibleId: 'a' },
    });
    expect(followUpInputs(found, drafts)).toEqual([{ itemId: 'ventil', severity: 'SOON', responsibleId: 'me' }]);
  });

  test("'Ved næste eftersyn' only for a routine", () => {
    expect(severityChoices('CYCLICAL')).toEqual(['CRITICAL', 'SOON', 'NEXT_INSPECTION']);
    expect(severityChoices('AD_HOC')).toEqual(['CRITICAL', 'SOON']);
    const found = currentFindings(items, { ventil: { check: 'FAIL' } });
    const drafts = { ventil: { create: true, severity: 'NEXT_INSPECTION' as const, responsibleId: 'me' } };
    expect(followUpProblems(found, drafts, 'AD_HOC')).toEqual({ ventil: followUpMessages.noNextDeadline });
    expect(followUpProblems(found, drafts, 'CYCLICAL')).toEqual({});
  });

  test('the server’s refusals land on their items, the rest on the form', () => {
    expect(serverProblems({ 'answers.tryk': 'a', 'followUps.ventil': 'b', answers: 'c' }, 'Der er et problem')).toEqual(
      { answers: { tryk: 'a' }, followUps: { ventil: 'b' }, form: 'c' },
    );
    expect(serverProblems({}, 'Noget gik galt')).toEqual({ answers: {}, followUps: {}, form: 'Noget gik galt' });
  });

  test('the completer first, then the admins by name; a completion id the API takes', () => {
    const people = [
      { id: 'u2', name: 'Åse', role: { type: 'ADMIN' } },
      { id: 'u3', name: 'Bo', role: { type: 'USER' } },
      { id: 'u1', name: 'Mette', role: { type: 'SUPER_ADMIN' } },
      { id: 'u4', name: 'Anders', role: { type: 'ADMIN' } },
    ];
    expect(followUpPeople({ id: 'u1', name: 'Mette' }, people).map((p) => p.label)).toEqual([
      'Mette (dig)',
      'Anders',
      'Åse',
    ]);
  });
});
