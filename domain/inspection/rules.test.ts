import { latestTemplate, templateVersion } from './catalogue';
import {
  co2eTonnes,
  dutyRule,
  elevatorKinds,
  fgasInterval,
  HERMETIC_NOTE,
  HFO_NOTE,
  legalBasis,
  legionellaKinds,
  playgroundKinds,
  pressureKinds,
  refrigerants,
  shortTitle,
} from './rules';
import type { DutyId, DutyParams, DutyTemplate } from './types';

/*
 * The rules of the duties (decision 172): F-gas by the charge in tonnes CO₂e (Forordning (EU)
 * 2024/573, art. 5), HFOs by kilograms (unconfirmed, said so), pressure equipment by kind, and the
 * short legal basis each row shows.
 */
const template = (id: DutyId): DutyTemplate => {
  const found = latestTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};
const fgas = (params: DutyParams) => dutyRule(template('FGAS_LEAK_CHECK'), params);

describe('given the F-gas thresholds of art. 5 in tonnes CO₂e', () => {
  test.each([
    [4.99, false, null],
    [5, false, 'YEARLY'],
    [49.99, false, 'YEARLY'],
    [50, false, 'HALF_YEARLY'],
    [499.99, false, 'HALF_YEARLY'],
    [500, false, 'QUARTERLY'],
    [4.99, true, null],
    [5, true, 'SEMI_YEARLY'],
    [49.99, true, 'SEMI_YEARLY'],
    [50, true, 'YEARLY'],
    [499.99, true, 'YEARLY'],
    [500, true, 'HALF_YEARLY'],
  ])('when the charge is %s t (leak detection: %s) then the interval is %s', (tonnes, leakDetection, expected) => {
    expect(fgasInterval(tonnes, leakDetection)).toBe(expected);
  });
});

describe('given a charge in kg of a gas', () => {
  test('then its CO₂e is kg × GWP / 1000, without floating-point dust', () => {
    expect(co2eTonnes('R-410A', 10)).toBe(20.88);
    expect(co2eTonnes('R-134a', 3.5)).toBe(5.005);
    expect(co2eTonnes('R-404A', 1.4)).toBe(5.4908);
    expect(co2eTonnes('R-32', 100)).toBe(67.5);
  });

  test('then an unknown gas or a negative charge is 0 t', () => {
    expect(co2eTonnes('R-22', 10)).toBe(0);
    expect(co2eTonnes('R-410A', -1)).toBe(0);
  });

  test('then every gas the brief names is offered with its GWP', () => {
    const offered = Object.fromEntries(refrigerants.map((gas) => [gas.value, gas.gwp]));
    expect(offered).toEqual({
      'R-32': 675,
      'R-134a': 1430,
      'R-404A': 3922,
      'R-407C': 1774,
      'R-410A': 2088,
      'R-448A': 1386,
      'R-449A': 1396,
      'R-452A': 2139,
      'R-507A': 3985,
      'R-1234yf': 0.501,
      'R-1234ze': 1.37,
      'R-744': 1,
      'R-290': 0.02,
    });
  });

  test('then the HFC blends are the weighted averages of their parts (Annex VI)', () => {
    const gwp = { 'R-32': 675, 'R-125': 3500, 'R-134a': 1430, 'R-143a': 4470 };
    const blend = (parts: [keyof typeof gwp, number][]) =>
      Math.round(parts.reduce((sum, [gas, share]) => sum + gwp[gas] * share, 0));
    const of = (value: string) => refrigerants.find((gas) => gas.value === value)?.gwp;
    expect(of('R-404A')).toBe(
      blend([
        ['R-125', 0.44],
        ['R-143a', 0.52],
        ['R-134a', 0.04],
      ]),
    );
    expect(of('R-407C')).toBe(
      blend([
        ['R-32', 0.23],
        ['R-125', 0.25],
        ['R-134a', 0.52],
      ]),
    );
    expect(of('R-410A')).toBe(
      blend([
        ['R-32', 0.5],
        ['R-125', 0.5],
      ]),
    );
    expect(of('R-507A')).toBe(
      blend([
        ['R-125', 0.5],
        ['R-143a', 0.5],
      ]),
    );
  });
});

describe('given the F-gas template', () => {
  test('when 10 kg R-410A without leak detection then every 12 months, with the charge in the reason', () => {
    expect(fgas({ gas: 'R-410A', kg: 10, leakDetection: false })).toEqual({
      applies: true,
      interval: 'YEARLY',
      reason: '20,88 t CO₂e (R-410A, 10 kg) uden lækagedetektering: hvert år.',
      co2eTonnes: 20.88,
    });
  });

  test('when the same charge has leak detection then every 24 months', () => {
    expect(fgas({ gas: 'R-410A', kg: 10, leakDetection: true })).toMatchObject({
      applies: true,
      interval: 'SEMI_YEARLY',
      reason: '20,88 t CO₂e (R-410A, 10 kg) med lækagedetektering: hvert 2. år.',
    });
  });

  test('when 3,49 kg R-134a (4,99 t) then no duty, with a Danish reason', () => {
    expect(fgas({ gas: 'R-134a', kg: 3.49 })).toMatchObject({
      applies: false,
      reason: '4,99 t CO₂e (R-134a, 3,49 kg) er under 5 t CO₂e: forordningen kræver ingen lækagekontrol.',
    });
  });

  test('when 3,5 kg R-134a (5,005 t) then every 12 months', () => {
    expect(fgas({ gas: 'R-134a', kg: 3.5 })).toMatchObject({ applies: true, interval: 'YEARLY' });
  });

  test('when 128 kg R-404A (502 t) then every 3 months, 6 with leak detection', () => {
    expect(fgas({ gas: 'R-404A', kg: 128 }).interval).toBe('QUARTERLY');
    expect(fgas({ gas: 'R-404A', kg: 128, leakDetection: true }).interval).toBe('HALF_YEARLY');
  });

  test('when the gas is CO₂ or propane then the regulation sets no duty', () => {
    expect(fgas({ gas: 'R-744', kg: 5000 })).toMatchObject({
      applies: false,
      reason: 'R-744 (CO₂) er ikke en fluoreret drivhusgas, så F-gasforordningens lækagekontrol gælder ikke.',
    });
    expect(fgas({ gas: 'R-290', kg: 2 }).applies).toBe(false);
  });

  test.each([
    [0.9, false, null],
    [1, true, 'YEARLY'],
    [9.9, true, 'YEARLY'],
    [10, true, 'HALF_YEARLY'],
    [100, true, 'QUARTERLY'],
  ])('when %s kg of an HFO then applies %s with %s, saying the kg limits are unconfirmed', (kg, applies, interval) => {
    const rule = fgas({ gas: 'R-1234yf', kg });
    expect(rule.applies).toBe(applies);
    if (interval) expect(rule.interval).toBe(interval);
    expect(rule.reason).toContain(HFO_NOTE);
  });

  test('when hermetically sealed under 10 t then the check stays, and the reason says the exemption is unconfirmed', () => {
    const rule = fgas({ gas: 'R-410A', kg: 3, hermetic: true });
    expect(rule).toMatchObject({ applies: true, interval: 'YEARLY' });
    expect(rule.reason).toContain(HERMETIC_NOTE);
    expect(fgas({ gas: 'R-410A', kg: 10, hermetic: true }).reason).not.toContain(HERMETIC_NOTE);
  });

  test('when the gas or the charge is missing then a yearly suggestion that asks for them', () => {
    expect(fgas({ kg: 10 })).toEqual({
      applies: true,
      interval: 'YEARLY',
      reason: 'Vælg kølemiddel og fyldning i kg for at beregne intervallet; indtil da foreslås hvert år.',
    });
  });
});

describe('given pressure equipment of each kind', () => {
  test.each([
    ['DAMPKEDEL', 'YEARLY'],
    ['VARMTVANDSKEDEL', 'YEARLY'],
    ['TRYKBEHOLDER', 'SEMI_YEARLY'],
    ['ROERSYSTEM', 'SEMI_YEARLY'],
    ['SIKKERHEDSVENTIL', 'EVERY_4_YEARS'],
  ])('when the kind is %s then the interval is %s on bek. 498/2024', (kind, interval) => {
    const rule = dutyRule(template('PRESSURE_EQUIPMENT'), { kind });
    expect(rule).toMatchObject({ applies: true, interval });
    expect(rule.reason).toContain('bek. nr. 498/2024');
  });

  test('when on version 1 then the reason names the repealed bek. 100/2007', () => {
    const v1 = templateVersion('PRESSURE_EQUIPMENT', 1) as DutyTemplate;
    expect(dutyRule(v1, { kind: 'DAMPKEDEL' }).reason).toContain('bek. nr. 100/2007');
  });

  test('then what rests on practice, not the regulation, says so in its reason', () => {
    for (const kind of pressureKinds.filter((k) => k.basis === 'PRACTICE')) {
      expect(kind.verified).toBe(false);
      expect(dutyRule(template('PRESSURE_EQUIPMENT'), { kind: kind.value }).reason).toMatch(/praksis/);
    }
  });

  test('when no kind is chosen then every 2 years is suggested and the reason asks for the kind', () => {
    expect(dutyRule(template('PRESSURE_EQUIPMENT'), {})).toMatchObject({
      interval: 'SEMI_YEARLY',
      reason: 'Vælg, hvilket eftersyn det er, for at se intervallet; indtil da foreslås hvert 2. år.',
    });
  });
});

describe('given the other duties', () => {
  test.each([
    ['ELEVATOR', elevatorKinds],
    ['PLAYGROUND', playgroundKinds],
    ['LEGIONELLA', legionellaKinds],
  ] as const)('when each kind of %s is chosen then its own interval and reason', (id, kinds) => {
    for (const kind of kinds) {
      const rule = dutyRule(template(id), { kind: kind.value });
      expect(rule.interval).toBe(kind.interval);
      expect(rule.reason.startsWith(kind.reason)).toBe(true);
    }
  });

  test('when a playground kind is chosen then visual weekly, operational monthly, main yearly', () => {
    const interval = (kind: string) => dutyRule(template('PLAYGROUND'), { kind }).interval;
    expect([interval('VISUAL'), interval('OPERATIONAL'), interval('MAIN')]).toEqual(['WEEKLY', 'MONTHLY', 'YEARLY']);
  });

  test('when lifting equipment lifts people then yearly and the journal is named', () => {
    expect(dutyRule(template('LIFTING_EQUIPMENT'), { liftsPeople: true })).toMatchObject({ interval: 'YEARLY' });
    expect(dutyRule(template('LIFTING_EQUIPMENT'), { liftsPeople: true }).reason).toContain('journal');
    expect(dutyRule(template('LIFTING_EQUIPMENT'), { liftsPeople: false }).reason).not.toContain('journal');
  });

  test('when ventilation then yearly, and the reason says no rule sets an interval', () => {
    const rule = dutyRule(template('VENTILATION'), {});
    expect(rule.interval).toBe('YEARLY');
    expect(rule.reason).toContain('Reglerne sætter intet interval');
  });
});

describe('given a template', () => {
  test('then its legal basis is a short Danish line', () => {
    expect(legalBasis(template('PRESSURE_EQUIPMENT'))).toBe('Bek. nr. 498 af 22/05/2024, kapitel 5 og bilag 5');
    expect(legalBasis(templateVersion('PRESSURE_EQUIPMENT', 1) as DutyTemplate)).toBe(
      'Bek. nr. 100 af 31/01/2007, kapitel 5 og bilag 5',
    );
    expect(legalBasis(template('FGAS_LEAK_CHECK'))).toBe('Forordning (EU) 2024/573, art. 5');
    expect(legalBasis(template('PLAYGROUND'))).toBe('BR18, § 367 og vejledningen til kapitel 16 (legepladser)');
  });

  test('then a title it cannot shorten is kept whole', () => {
    expect(shortTitle('DS 2320')).toBe('DS 2320');
  });
});
