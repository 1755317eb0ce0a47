import { hiddenBottom } from './visual-viewport';

describe('hiddenBottom: what a phone hides at the bottom of the page', () => {
  it('is nothing while the whole layout viewport is in sight', () => {
    expect(hiddenBottom(667, { height: 667, offsetTop: 0 })).toBe(0);
  });

  it("is the on-screen keyboard's height while it is open", () => {
    expect(hiddenBottom(667, { height: 391.4, offsetTop: 0 })).toBe(276);
  });

  it('is less when the visible part has scrolled down within the page', () => {
    expect(hiddenBottom(667, { height: 391, offsetTop: 100 })).toBe(176);
  });

  it('is never below nothing (a visual viewport taller than the layout one, the address bar hidden)', () => {
    expect(hiddenBottom(611, { height: 667, offsetTop: 0 })).toBe(0);
  });
});
