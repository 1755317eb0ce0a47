import { latestTemplate } from '#domain/inspection/catalogue';
import { dutyRule } from '#domain/inspection/rules';
import { numberMessages } from '#domain/checklist/numbers';
import { initialDrafts, readParams } from './apply-form';

const fgas = latestTemplate('FGAS_LEAK_CHECK')!;

describe('the apply form’s parameters', () => {
  it('starts unanswered, the yes/no unticked', () => {
    expect(initialDrafts(fgas.parameters)).toEqual({ gas: '', kg: '', leakDetection: false, hermetic: false });
  });

  it('reads the kilograms with a Danish decimal comma, and the rule gives the interval live', () => {
    const read = readParams(fgas.parameters, { gas: 'R-404A', kg: '3,2', leakDetection: false });
    expect(read).toEqual({ ok: true, params: { gas: 'R-404A', kg: 3.2, leakDetection: false, hermetic: false } });
    if (!read.ok) return;
    const rule = dutyRule(fgas, read.params);
    expect(rule.applies).toBe(true);
    expect(rule.reason).toContain('12,5');
  });

  it('refuses a period, an empty answer and a gas not on the list, in Danish', () => {
    const read = readParams(fgas.parameters, { gas: 'R999', kg: '3.2', leakDetection: false });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.kg).toBe(numberMessages.decimalPoint);
    expect(read.errors.gas).toBe('Vælg kølemiddel');
    const empty = readParams(fgas.parameters, initialDrafts(fgas.parameters));
    expect(empty.ok ? {} : Object.keys(empty.errors)).toEqual(['gas', 'kg']);
  });
});
