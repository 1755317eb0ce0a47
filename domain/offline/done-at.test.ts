import { CLOCK_SKEW_MS, decideDoneAt, doneAtField, doneAtMessages } from './done-at';

const now = new Date('2027-01-04T10:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();

describe('given a completion sent with the time it was done', () => {
  test('when none is given, then it was done now (sent at once)', () => {
    expect(decideDoneAt(undefined, now)).toEqual({ ok: true, at: now });
  });

  test('when it was done in the basement this morning, then that time counts', () => {
    expect(decideDoneAt(minutes(-95), now)).toEqual({ ok: true, at: new Date(minutes(-95)) });
  });

  test('when the phone runs a little fast, then it counts as done now; more than 5 minutes ahead is refused', () => {
    expect(decideDoneAt(new Date(now.getTime() + CLOCK_SKEW_MS).toISOString(), now)).toEqual({ ok: true, at: now });
    expect(decideDoneAt(minutes(6), now)).toEqual({ ok: false, error: doneAtMessages.future });
  });

  test('when it was done 7 days ago it is taken; a moment more is refused in Danish', () => {
    expect(decideDoneAt(days(-7), now).ok).toBe(true);
    expect(decideDoneAt(new Date(now.getTime() - 7 * 86_400_000 - 1000).toISOString(), now)).toEqual({
      ok: false,
      error: 'En udførelse kan højst sendes 7 dage efter, den blev udført.',
    });
  });

  test('when the field is not an instant with its offset, then the schema says how to write it', () => {
    for (const bad of ['i går', '2027-01-04', '2027-01-04T08:12:00', 'NaN', ''])
      expect(doneAtField.safeParse(bad).error?.issues[0].message).toBe(doneAtMessages.format);
    expect(doneAtField.safeParse('2027-01-04T08:12:00+01:00').success).toBe(true);
  });
});
