import { defaultReactivationDeadline, pastDeadlineIds } from './reactivation';

// 2027-01-20 is a Wednesday; Copenhagen is UTC+1 in winter, UTC+2 in summer.
const at = (iso: string) => new Date(iso);

describe('defaultReactivationDeadline (spec 001 §4)', () => {
  it('keeps the old deadline while it is ahead', () => {
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-01-29T22:00:00.000Z', type: 'CYCLICAL' },
        at('2027-01-20T10:00:00.000Z'),
      ),
    ).toBe('2027-01-29T22:00:00.000Z');
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-01-30T22:00:00.000Z', type: 'AD_HOC' },
        at('2027-01-20T10:00:00.000Z'),
      ),
    ).toBe('2027-01-30T22:00:00.000Z');
  });

  it('a past old deadline gives today at 23:00 Copenhagen', () => {
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-01-10T22:00:00.000Z', type: 'CYCLICAL' },
        at('2027-01-20T10:00:00.000Z'),
      ),
    ).toBe('2027-01-20T22:00:00.000Z');
    // Summer time: 23:00 is 21:00 UTC.
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-06-01T21:00:00.000Z', type: 'AD_HOC' },
        at('2027-06-16T08:00:00.000Z'),
      ),
    ).toBe('2027-06-16T21:00:00.000Z');
  });

  it("after today's 23:00 it is tomorrow", () => {
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-01-10T22:00:00.000Z', type: 'AD_HOC' },
        at('2027-01-20T22:30:00.000Z'),
      ),
    ).toBe('2027-01-21T22:00:00.000Z');
  });

  it('a routine never defaults to a weekend: Saturday and Sunday give Monday', () => {
    // Saturday 2027-01-23.
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-01-10T22:00:00.000Z', type: 'CYCLICAL' },
        at('2027-01-23T10:00:00.000Z'),
      ),
    ).toBe('2027-01-25T22:00:00.000Z');
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-01-10T22:00:00.000Z', type: 'AD_HOC' },
        at('2027-01-23T10:00:00.000Z'),
      ),
    ).toBe('2027-01-23T22:00:00.000Z');
    // Friday after 23:00: Monday.
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-01-10T22:00:00.000Z', type: 'CYCLICAL' },
        at('2027-01-22T22:30:00.000Z'),
      ),
    ).toBe('2027-01-25T22:00:00.000Z');
    // An old deadline ahead on a Sunday.
    expect(
      defaultReactivationDeadline(
        { deadline: '2027-01-31T10:00:00.000Z', type: 'CYCLICAL' },
        at('2027-01-20T10:00:00.000Z'),
      ),
    ).toBe('2027-02-01T22:00:00.000Z');
  });
});

describe('pastDeadlineIds', () => {
  it('names the deadlines not in the future', () => {
    const now = at('2027-01-20T10:00:00.000Z');
    expect(
      pastDeadlineIds(
        { a: '2027-01-20T22:00:00.000Z', b: '2027-01-20T10:00:00.000Z', c: '2027-01-19T22:00:00.000Z' },
        now,
      ),
    ).toEqual(['b', 'c']);
  });
});
