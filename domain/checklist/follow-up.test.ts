import { followUpDeadline, followUpMessages, followUpTitle, severityLabels } from './follow-up';

/** 23:00 Copenhagen winter time on a date, as every deadline (`DEADLINE_HOUR`). */
const deadline = (date: string) => new Date(`${date}T23:00:00+01:00`);

describe('given a finding at a completion, the follow-up’s deadline from its severity', () => {
  test('the severities read as the completer picks them', () => {
    expect(Object.values(severityLabels)).toEqual(['Kritisk', 'Snarest', 'Ved næste eftersyn']);
  });

  test.each([
    ['a Tuesday', '2027-02-02T10:00:00Z', '2027-02-03'],
    ['a Friday', '2027-02-05T10:00:00Z', '2027-02-08'],
    ['a Saturday', '2027-02-06T10:00:00Z', '2027-02-08'],
  ])("'Kritisk' on %s: the next weekday", (_, doneAt, day) => {
    expect(followUpDeadline('CRITICAL', doneAt, undefined)).toEqual({ ok: true, deadline: deadline(day) });
  });

  test("'Kritisk' before Easter with holidays on: the first working day after it", () => {
    // Wednesday 24 March 2027; 25, 26 and 29 March are holidays, 27–28 a weekend; summer time from the 28th.
    expect(followUpDeadline('CRITICAL', '2027-03-24T10:00:00Z', undefined, { holidays: true })).toEqual({
      ok: true,
      deadline: new Date('2027-03-30T21:00:00Z'),
    });
    expect(followUpDeadline('CRITICAL', '2027-03-24T10:00:00Z', undefined)).toEqual({
      ok: true,
      deadline: new Date('2027-03-25T22:00:00Z'),
    });
  });

  test.each([
    ['a Tuesday: the Tuesday after', '2027-02-02T10:00:00Z', '2027-02-09'],
    ['a Monday: the 7th day is a Monday', '2027-02-01T10:00:00Z', '2027-02-08'],
    ['a Thursday: the 7th day is a Thursday', '2027-02-04T10:00:00Z', '2027-02-11'],
    ['a Saturday: the 7th day is a Saturday, so the Friday before', '2027-02-06T10:00:00Z', '2027-02-12'],
    ['a Sunday: the 7th day is a Sunday, so the Friday before', '2027-02-07T10:00:00Z', '2027-02-12'],
  ])("'Snarest' on %s", (_, doneAt, day) => {
    expect(followUpDeadline('SOON', doneAt, undefined)).toEqual({ ok: true, deadline: deadline(day) });
  });

  test("'Snarest' stays within 7 days across Easter with holidays on", () => {
    // Done Friday 19 March 2027: the 7th day is Good Friday (26), the day before Maundy Thursday (25).
    expect(followUpDeadline('SOON', '2027-03-19T10:00:00Z', undefined, { holidays: true })).toEqual({
      ok: true,
      deadline: new Date('2027-03-24T22:00:00Z'),
    });
  });

  test("'Ved næste eftersyn': the task's next deadline; a single task has none, and that is said", () => {
    const next = new Date('2027-05-03T21:00:00Z');
    expect(followUpDeadline('NEXT_INSPECTION', '2027-02-02T10:00:00Z', next)).toEqual({ ok: true, deadline: next });
    expect(followUpDeadline('NEXT_INSPECTION', '2027-02-02T10:00:00Z', undefined)).toEqual({
      ok: false,
      error: followUpMessages.noNextDeadline,
    });
  });

  test('the title is the item’s text, within 200 characters', () => {
    expect(followUpTitle('Sikkerhedsventil afprøvet')).toBe('Sikkerhedsventil afprøvet');
    expect(followUpTitle('x'.repeat(250))).toHaveLength(200);
  });
});
