import { answerMessages, answerText, checkAnswers, findings, readingState, type Answer } from './answers';
import { checklistSchema } from './checklist';
import { numberMessages } from './numbers';

const checklist = checklistSchema.parse([
  { id: 'ventil', kind: 'CHECK', label: 'Sikkerhedsventil afprøvet' },
  { id: 'tryk', kind: 'READING', label: 'Tryk i anlægget', unit: 'bar', lower: '1,0', upper: '2,5' },
  { id: 'bem', kind: 'TEXT', label: 'Bemærkninger', required: false },
  { id: 'foto', kind: 'PHOTO', label: 'Foto af typeskiltet' },
]);
const complete = [
  { itemId: 'ventil', check: 'OK' as const },
  { itemId: 'tryk', reading: '1,8' },
  { itemId: 'foto', photos: ['company/c1/files/abc---skilt.jpg'] },
];

describe('given a checklist of a check, a reading, an optional text and a photo', () => {
  test('when every required item is answered, then the answers are kept with what each item asked', () => {
    const checked = checkAnswers(checklist, complete);
    expect(checked).toEqual({
      ok: true,
      answers: [
        { item: { id: 'ventil', kind: 'CHECK', label: 'Sikkerhedsventil afprøvet' }, check: 'OK' },
        {
          item: { id: 'tryk', kind: 'READING', label: 'Tryk i anlægget', unit: 'bar', lower: 1, upper: 2.5 },
          reading: 1.8,
        },
        {
          item: { id: 'foto', kind: 'PHOTO', label: 'Foto af typeskiltet' },
          photos: ['company/c1/files/abc---skilt.jpg'],
        },
      ],
    });
  });

  test('when required items are left out, then each says what it needs, and the optional one does not', () => {
    expect(checkAnswers(checklist, [])).toEqual({
      ok: false,
      errors: { ventil: answerMessages.check, tryk: answerMessages.reading, foto: answerMessages.photo },
    });
    expect(checkAnswers(checklist, [...complete.slice(0, 2), { itemId: 'foto', photos: [] }])).toEqual({
      ok: false,
      errors: { foto: answerMessages.photo },
    });
  });

  test.each([
    ['1.000,5', numberMessages.thousands],
    ['1,2,3', numberMessages.notANumber],
    ['NaN', numberMessages.notANumber],
    ['Infinity', numberMessages.notANumber],
    ['  ', answerMessages.reading],
  ])('when the reading is %j, then it is refused: %s', (reading, error) => {
    expect(checkAnswers(checklist, [complete[0], { itemId: 'tryk', reading }, complete[2]])).toEqual({
      ok: false,
      errors: { tryk: error },
    });
  });

  test('when an answer names an item the checklist no longer has, then the completion is refused as a changed checklist', () => {
    expect(checkAnswers(checklist, [...complete, { itemId: 'slettet', check: 'OK' as const }])).toEqual({
      ok: false,
      errors: { '': answerMessages.unknownItem },
    });
  });

  test('when an item is answered twice, or with the wrong kind of answer, then it is refused', () => {
    expect(checkAnswers(checklist, [...complete, { itemId: 'ventil', check: 'FAIL' as const }])).toEqual({
      ok: false,
      errors: { ventil: answerMessages.twice },
    });
    expect(checkAnswers(checklist, [{ itemId: 'ventil', reading: '2' }, ...complete.slice(1)])).toEqual({
      ok: false,
      errors: { ventil: answerMessages.wrongKind },
    });
  });

  test('when the text holds control characters, then it is refused; line breaks are kept', () => {
    expect(checkAnswers(checklist, [...complete, { itemId: 'bem', text: 'Dryp\u0007' }])).toEqual({
      ok: false,
      errors: { bem: 'Teksten indeholder ugyldige tegn' },
    });
    const kept = checkAnswers(checklist, [...complete, { itemId: 'bem', text: ' Dryp ved\nventilen ' }]);
    expect(kept.ok && kept.answers.find((a) => a.item.id === 'bem')?.text).toBe('Dryp ved\nventilen');
  });
});

describe('findings: what asks for a follow-up', () => {
  const answered = (answers: Parameters<typeof checkAnswers>[1]): Answer[] => {
    const checked = checkAnswers(checklist, answers);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    return checked.answers;
  };

  test('given answers all OK and within limits, then there is none', () => {
    expect(findings(answered(complete))).toEqual([]);
  });

  test('given a Fejl and a reading below its limits, then both, with the photos of the completion', () => {
    expect(
      findings(answered([{ itemId: 'ventil', check: 'FAIL' }, { itemId: 'tryk', reading: '0,6' }, complete[2]])),
    ).toEqual([
      {
        itemId: 'ventil',
        label: 'Sikkerhedsventil afprøvet',
        found: 'Fejl',
        photos: ['company/c1/files/abc---skilt.jpg'],
      },
      {
        itemId: 'tryk',
        label: 'Tryk i anlægget',
        found: '0,6 bar (under grænsen 1–2,5 bar)',
        photos: ['company/c1/files/abc---skilt.jpg'],
      },
    ]);
  });

  test('given a reading on a limit, then it is within; above, then over', () => {
    expect(readingState(2.5, { lower: 1, upper: 2.5 })).toBe('WITHIN');
    expect(readingState(1, { lower: 1, upper: 2.5 })).toBe('WITHIN');
    expect(readingState(2.51, { lower: 1, upper: 2.5 })).toBe('ABOVE');
    expect(readingState(-40, {})).toBe('WITHIN');
    expect(findings(answered([complete[0], { itemId: 'tryk', reading: 3 }, complete[2]]))[0].found).toBe(
      '3 bar (over grænsen 1–2,5 bar)',
    );
  });

  test('an answer reads as the history prints it', () => {
    const [check, reading, photo] = answered(complete);
    expect([answerText(check), answerText(reading), answerText(photo)]).toEqual(['OK', '1,8 bar', '1 foto']);
  });
});
