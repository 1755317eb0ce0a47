import { remembered } from './remembered';

describe('remembered', () => {
  it('computes each key once, and starts over past its limit', () => {
    const asked: number[] = [];
    const double = remembered((n: number) => {
      asked.push(n);
      return n * 2;
    }, 2);
    expect([double(1), double(2), double(1)]).toEqual([2, 4, 2]);
    expect(asked).toEqual([1, 2]);
    expect(double(3)).toBe(6); // the third key: the two kept are dropped
    expect(double(1)).toBe(2);
    expect(asked).toEqual([1, 2, 3, 1]);
  });
});
