import {
  copenhagenDay,
  dayKey,
  formatDate,
  formatDay,
  formatDateTime,
  formatMonth,
  formatShortMonth,
  formatTime,
  formatWeekday,
  formatWeekdayDate,
  inCopenhagen,
  monthKey,
  sortableDateTime,
} from './time';

/** The one module that writes dates and times (decision 053 "One Danish date and time format"). */
describe('Danish dates and times, in Copenhagen', () => {
  it('writes a date short, the Danish way', () => {
    expect(formatDate('2026-11-21T13:05:00.000Z')).toBe('21. nov. 2026');
    expect(formatDate(new Date('2027-02-05T22:00:00.000Z'))).toBe('5. feb. 2027');
    expect(formatDate(Date.parse('2027-05-01T10:00:00.000Z'))).toBe('1. maj 2027');
  });

  it('writes a calendar day as formatDate writes its instants', () => {
    expect(formatDay(copenhagenDay('2027-05-01T10:00:00.000Z'))).toBe('1. maj 2027');
    // Every day of two years, at the hours around Copenhagen midnight and the daylight-saving changes.
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      for (const hour of [0, 1, 2, 21, 22, 23]) {
        const instant = new Date(day + hour * 3_600_000 + 30 * 60_000);
        expect(formatDay(copenhagenDay(instant))).toBe(formatDate(instant));
      }
    }
  });

  it('writes a time with a period, and a date with time with "kl."', () => {
    expect(formatTime('2026-11-21T07:58:00.000Z')).toBe('08.58');
    expect(formatDateTime('2026-11-21T13:05:00.000Z')).toBe('21. nov. 2026 kl. 14.05');
    expect(formatDateTime('2026-07-01T21:30:00.000Z')).toBe('1. jul. 2026 kl. 23.30');
  });

  it('keeps a deadline at 23.00 on both sides of daylight saving', () => {
    expect(formatDateTime('2027-03-27T22:00:00.000Z')).toBe('27. mar. 2027 kl. 23.00'); // winter, UTC+1
    expect(formatDateTime('2027-03-28T21:00:00.000Z')).toBe('28. mar. 2027 kl. 23.00'); // summer, UTC+2
    expect(formatDateTime('2027-10-30T21:00:00.000Z')).toBe('30. okt. 2027 kl. 23.00');
    expect(formatDateTime('2027-10-31T22:00:00.000Z')).toBe('31. okt. 2027 kl. 23.00');
  });

  it('shows the hour skipped and the hour repeated at the change as the clock on the wall reads', () => {
    expect(formatTime('2027-03-28T00:59:00.000Z')).toBe('01.59');
    expect(formatTime('2027-03-28T01:00:00.000Z')).toBe('03.00');
    expect(formatTime('2027-10-31T00:30:00.000Z')).toBe('02.30');
    expect(formatTime('2027-10-31T01:30:00.000Z')).toBe('02.30');
  });

  it('counts the day from Copenhagen midnight, not UTC midnight', () => {
    // 23.30 UTC on 21 November is 00.30 on the 22nd in Copenhagen.
    expect(formatDateTime('2026-11-21T23:30:00.000Z')).toBe('22. nov. 2026 kl. 00.30');
    expect(dayKey('2026-11-21T23:30:00.000Z')).toBe('2026-11-22');
    // Midnight itself belongs to the new day; one minute before to the old.
    expect(formatDateTime('2026-06-30T22:00:00.000Z')).toBe('1. jul. 2026 kl. 00.00');
    expect(formatDateTime('2026-06-30T21:59:00.000Z')).toBe('30. jun. 2026 kl. 23.59');
    // New Year's Eve: a new month and a new year.
    expect(monthKey('2026-12-31T23:00:00.000Z')).toBe('2027-01');
    expect(formatMonth('2026-12-31T23:00:00.000Z')).toBe('januar 2027');
    expect(formatDate('2026-12-31T22:59:00.000Z')).toBe('31. dec. 2026');
  });

  it('names months and weekdays in Danish', () => {
    expect(formatMonth('2027-02-15T12:00:00.000Z')).toBe('februar 2027');
    expect(formatShortMonth('2027-02-15T12:00:00.000Z')).toBe('feb.');
    expect(formatShortMonth('2027-05-15T12:00:00.000Z')).toBe('maj');
    expect(formatWeekday('2027-02-05T22:00:00.000Z')).toBe('fredag 5. februar');
    expect(formatWeekday('2027-02-06T23:30:00.000Z')).toBe('søndag 7. februar');
    expect(formatWeekdayDate('2026-12-04T22:00:00.000Z')).toBe('fredag 4. december 2026');
  });

  it('writes the backup files a sortable date and time, with a colon spreadsheets read', () => {
    expect(sortableDateTime('2027-02-05T13:30:00.000Z')).toBe('2027-02-05 14:30');
  });

  it('does not depend on the zone of the process', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatDateTime('2026-11-21T23:30:00.000Z')).toBe('22. nov. 2026 kl. 00.30');
      expect(inCopenhagen('2026-11-21T23:30:00.000Z').getDate()).toBe(22);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
