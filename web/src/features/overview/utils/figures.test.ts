import { changeView, overdueText } from './figures';

describe('the change versus last month', () => {
  it('says an increase in words and with a plus', () => {
    expect(changeView(2.5, 'januar 2027')).toEqual({
      direction: 'up',
      value: '+2,5',
      unit: 'procentpoint',
      meaning: 'Stigning fra januar 2027',
    });
  });

  it('says a fall with a minus sign', () => {
    expect(changeView(-12, 'januar 2027')).toEqual({
      direction: 'down',
      value: '\u221212,0',
      unit: 'procentpoint',
      meaning: 'Fald fra januar 2027',
    });
  });

  it('says no change, also when the change rounds to zero', () => {
    expect(changeView(0, 'januar 2027').direction).toBe('same');
    expect(changeView(0.04, 'januar 2027')).toEqual({
      direction: 'same',
      value: '0,0',
      unit: 'procentpoint',
      meaning: 'Uændret fra januar 2027',
    });
  });

  it("shows '–' when either month had no completions", () => {
    expect(changeView(undefined, 'januar 2027')).toEqual({
      direction: 'none',
      value: '–',
      unit: '',
      meaning: 'Kan ikke sammenlignes med januar 2027',
    });
    expect(changeView(null, 'januar 2027').value).toBe('–');
  });
});

describe('days overdue', () => {
  it('counts whole days', () => {
    expect(overdueText(0)).toBe('Forsinket under 1 dag');
    expect(overdueText(1)).toBe('Forsinket 1 dag');
    expect(overdueText(12)).toBe('Forsinket 12 dage');
  });
});
