import { formatDanishNumber, numberFrom, numberMessages, parseDanishNumber } from './numbers';

describe('a number typed the Danish way', () => {
  test.each([
    ['1,8', 1.8],
    ['12', 12],
    ['-0,5', -0.5],
    ['\u22124,25', -4.25],
    [' 2,50 ', 2.5],
    ['0', 0],
    ['-0', 0],
    ['999999999999,5', 999999999999.5],
  ])('%j is %d', (text, value) => {
    expect(parseDanishNumber(text)).toEqual({ ok: true, value });
  });

  test.each([
    ['1.8', numberMessages.decimalPoint],
    ['1.000,5', numberMessages.thousands],
    ['1.000', numberMessages.thousands],
    ['1,2,3', numberMessages.notANumber],
    ['NaN', numberMessages.notANumber],
    ['Infinity', numberMessages.notANumber],
    ['-Infinity', numberMessages.notANumber],
    ['', numberMessages.notANumber],
    ['1e3', numberMessages.notANumber],
    ['0x10', numberMessages.notANumber],
    [',5', numberMessages.notANumber],
    ['5,', numberMessages.notANumber],
    ['1234567890123', numberMessages.tooLong],
    ['1,1234567', numberMessages.tooLong],
  ])('%j is refused: %s', (text, error) => {
    expect(parseDanishNumber(text)).toEqual({ ok: false, error });
  });

  test('an API client may send a JSON number; never a non-finite one or another type', () => {
    expect(numberFrom(1.8)).toEqual({ ok: true, value: 1.8 });
    expect(numberFrom(Number.NaN)).toEqual({ ok: false, error: numberMessages.notANumber });
    expect(numberFrom(Number.POSITIVE_INFINITY)).toEqual({ ok: false, error: numberMessages.notANumber });
    expect(numberFrom(true)).toEqual({ ok: false, error: numberMessages.notANumber });
    expect(numberFrom(null)).toEqual({ ok: false, error: numberMessages.notANumber });
  });
});

describe('a number shown the Danish way', () => {
  test.each([
    [1.8, 'bar', '1,8 bar'],
    [1000.5, undefined, '1000,5'],
    [-4, '°C', '-4 °C'],
    [0.000001, undefined, '0,000001'],
  ])('%d %s reads %j', (value, unit, text) => {
    expect(formatDanishNumber(value, unit)).toBe(text);
  });

  test('what is shown reads back as the same number', () => {
    for (const value of [1.8, -0.25, 1234.5, 0.1 + 0.2]) {
      const parsed = parseDanishNumber(formatDanishNumber(value));
      expect(parsed.ok && Math.abs(parsed.value - value) < 1e-6).toBe(true);
    }
  });
});
