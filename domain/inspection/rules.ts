import { intervalInfo, type Interval } from '../task/intervals';
import type { DutyParams, DutyRuleResult, DutyTemplate } from './types';

/**
 * The rules of the inspection duties (issue 31, decision 172): the interval a duty's template gives
 * for the answers to its parameters, with a Danish reason that names the rule. Guidance that cites
 * its source, never legal advice: the catalogue marks what was not confirmed against the text.
 */

/**
 * A refrigerant the F-gas template offers. `gwp`: the 100-year GWP as Regulation (EU) 2024/573
 * gives it (Annex I for HFCs, Annex II for HFOs; a mixture's by Annex VI: the weighted average of
 * its components). `fgas`: a fluorinated greenhouse gas under the regulation (CO₂ and propane are
 * not). `verified`: the value was read in the regulation's text itself.
 */
export interface Refrigerant {
  value: string;
  label: string;
  gwp: number;
  kind: 'HFC' | 'HFO' | 'NATURAL';
  fgas: boolean;
  verified: boolean;
  /** Danish: what the value rests on. */
  note: string;
}

const annexI = 'Forordning (EU) 2024/573, bilag I';
const mixture = 'Blanding: vægtet gennemsnit efter forordning (EU) 2024/573, bilag VI';

/** The refrigerants offered (decision 172 lists the sources and what was verified). */
export const refrigerants: Refrigerant[] = [
  { value: 'R-32', label: 'R-32', gwp: 675, kind: 'HFC', fgas: true, verified: true, note: `${annexI} (HFC-32)` },
  {
    value: 'R-134a',
    label: 'R-134a',
    gwp: 1430,
    kind: 'HFC',
    fgas: true,
    verified: true,
    note: `${annexI} (HFC-134a)`,
  },
  {
    value: 'R-404A',
    label: 'R-404A',
    gwp: 3922,
    kind: 'HFC',
    fgas: true,
    verified: true,
    note: `${mixture}: 44 % HFC-125, 52 % HFC-143a, 4 % HFC-134a`,
  },
  {
    value: 'R-407C',
    label: 'R-407C',
    gwp: 1774,
    kind: 'HFC',
    fgas: true,
    verified: true,
    note: `${mixture}: 23 % HFC-32, 25 % HFC-125, 52 % HFC-134a`,
  },
  {
    value: 'R-410A',
    label: 'R-410A',
    gwp: 2088,
    kind: 'HFC',
    fgas: true,
    verified: true,
    note: `${mixture}: 50 % HFC-32, 50 % HFC-125`,
  },
  {
    value: 'R-448A',
    label: 'R-448A',
    gwp: 1386,
    kind: 'HFC',
    fgas: true,
    verified: false,
    note: `${mixture}: 26 % HFC-32, 26 % HFC-125, 21 % HFC-134a, 20 % HFO-1234yf, 7 % HFO-1234ze. HFO-andelens GWP er ikke læst i bilag II.`,
  },
  {
    value: 'R-449A',
    label: 'R-449A',
    gwp: 1396,
    kind: 'HFC',
    fgas: true,
    verified: false,
    note: `${mixture}: 24,3 % HFC-32, 24,7 % HFC-125, 25,7 % HFC-134a, 25,3 % HFO-1234yf. HFO-andelens GWP er ikke læst i bilag II.`,
  },
  {
    value: 'R-452A',
    label: 'R-452A',
    gwp: 2139,
    kind: 'HFC',
    fgas: true,
    verified: false,
    note: `${mixture}: 11 % HFC-32, 59 % HFC-125, 30 % HFO-1234yf. HFO-andelens GWP er ikke læst i bilag II.`,
  },
  {
    value: 'R-507A',
    label: 'R-507A',
    gwp: 3985,
    kind: 'HFC',
    fgas: true,
    verified: true,
    note: `${mixture}: 50 % HFC-125, 50 % HFC-143a`,
  },
  {
    value: 'R-1234yf',
    label: 'R-1234yf (HFO)',
    gwp: 0.501,
    kind: 'HFO',
    fgas: true,
    verified: false,
    note: 'Forordning (EU) 2024/573, bilag II, afsnit 1 (HFO-1234yf); værdien er ikke læst i forordningens tekst.',
  },
  {
    value: 'R-1234ze',
    label: 'R-1234ze (HFO)',
    gwp: 1.37,
    kind: 'HFO',
    fgas: true,
    verified: false,
    note: 'Forordning (EU) 2024/573, bilag II, afsnit 1 (HFO-1234ze(E)); værdien er ikke læst i forordningens tekst.',
  },
  {
    value: 'R-744',
    label: 'R-744 (CO₂)',
    gwp: 1,
    kind: 'NATURAL',
    fgas: false,
    verified: true,
    note: 'CO₂ er referencen for GWP (forordning (EU) 2024/573, art. 3, nr. 1) og ikke en fluoreret drivhusgas.',
  },
  {
    value: 'R-290',
    label: 'R-290 (propan)',
    gwp: 0.02,
    kind: 'NATURAL',
    fgas: false,
    verified: false,
    note: 'Propan er ikke en fluoreret drivhusgas; GWP-værdien (bilag VI) er ikke læst i forordningens tekst.',
  },
];

export const refrigerantOf = (gas: string): Refrigerant | undefined => refrigerants.find((r) => r.value === gas);

/** The charge in tonnes CO₂e: kg × GWP / 1000, to 6 decimals (so 3,5 kg R-134a is 5,005 t, not 5,00499…). */
export function co2eTonnes(gas: string, kg: number): number {
  const refrigerant = refrigerantOf(gas);
  if (!refrigerant || !Number.isFinite(kg) || kg < 0) return 0;
  return Math.round(((refrigerant.gwp * kg) / 1000) * 1e6) / 1e6;
}

/** The F-gas thresholds in tonnes CO₂e (Forordning (EU) 2024/573, art. 5, stk. 1 og 2). */
export const FGAS_THRESHOLDS = [5, 50, 500] as const;

/** Art. 5: ≥ 5 t every 12 months, ≥ 50 t every 6, ≥ 500 t every 3; with leak detection 24, 12 and 6. */
export function fgasInterval(tonnes: number, leakDetection: boolean): Interval | null {
  if (tonnes >= 500) return leakDetection ? 'HALF_YEARLY' : 'QUARTERLY';
  if (tonnes >= 50) return leakDetection ? 'YEARLY' : 'HALF_YEARLY';
  if (tonnes >= 5) return leakDetection ? 'SEMI_YEARLY' : 'YEARLY';
  return null;
}

const danishNumber = (value: number, decimals = 2) =>
  value.toLocaleString('da-DK', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });

const lowerLabel = (interval: Interval) => intervalInfo[interval].label.toLowerCase();

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function fgasRule(params: DutyParams): DutyRuleResult {
  const gas = typeof params.gas === 'string' ? refrigerantOf(params.gas) : undefined;
  const kg = asNumber(params.kg);
  const leakDetection = params.leakDetection === true;
  if (!gas || kg === undefined)
    return {
      applies: true,
      interval: 'YEARLY',
      reason: 'Vælg kølemiddel og fyldning i kg for at beregne intervallet; indtil da foreslås hvert år.',
    };
  const tonnes = co2eTonnes(gas.value, kg);
  const charge = `${danishNumber(tonnes)} t CO₂e (${gas.value}, ${danishNumber(kg)} kg)`;
  if (!gas.fgas)
    return {
      applies: false,
      interval: 'YEARLY',
      reason: `${gas.label} er ikke en fluoreret drivhusgas, så F-gasforordningens lækagekontrol gælder ikke.`,
      co2eTonnes: tonnes,
    };
  const interval = fgasInterval(tonnes, leakDetection);
  if (!interval)
    return {
      applies: false,
      interval: 'YEARLY',
      reason: `${charge} er under 5 t CO₂e: forordningen kræver ingen lækagekontrol.`,
      co2eTonnes: tonnes,
    };
  return {
    applies: true,
    interval,
    reason: `${charge} ${leakDetection ? 'med' : 'uden'} lækagedetektering: ${lowerLabel(interval)}.`,
    co2eTonnes: tonnes,
  };
}

/** A pressure equipment kind, its interval and what the interval rests on. */
export interface PressureKind {
  value: string;
  label: string;
  interval: Interval;
  /** Danish: the rule, e.g. 'Eftersyn hvert år; indvendig besigtigelse hvert 4. år'. */
  reason: string;
  /** True where the interval was read in the regulation; false where it rests on an inspection firm's guidance. */
  verified: boolean;
}

/** The kinds, as the template's parameter offers them (decision 172 says what each rests on). */
export const pressureKinds: PressureKind[] = [
  {
    value: 'DAMPKEDEL',
    label: 'Dampkedel',
    interval: 'YEARLY',
    reason: 'Dampkedler: eftersyn hvert år, besigtigelse ind- og udvendigt og trykprøvning efter bilag 5.',
    verified: false,
  },
  {
    value: 'VARMTVANDSKEDEL',
    label: 'Varmtvandskedel',
    interval: 'YEARLY',
    reason: 'Kedler: eftersyn hvert år, besigtigelse efter bilag 5.',
    verified: false,
  },
  {
    value: 'TRYKBEHOLDER',
    label: 'Trykbeholder',
    interval: 'SEMI_YEARLY',
    reason: 'Trykbeholdere: eftersyn mindst hvert 2. år, besigtigelse ind- og udvendigt hvert 4. år.',
    verified: false,
  },
  {
    value: 'ROERSYSTEM',
    label: 'Rørsystem',
    interval: 'SEMI_YEARLY',
    reason: 'Rørsystemer: eftersyn mindst hvert 2. år.',
    verified: false,
  },
  {
    value: 'SIKKERHEDSVENTIL',
    label: 'Sikkerhedsventil',
    interval: 'EVERY_4_YEARS',
    reason:
      'Sikkerhedsventiler: verifikation af indstillingstrykket hvert 4. år i praksis (ikke et krav i bekendtgørelsen).',
    verified: false,
  },
];

export const pressureKindOf = (value: unknown) => pressureKinds.find((kind) => kind.value === value);

function pressureRule(template: DutyTemplate, params: DutyParams): DutyRuleResult {
  const kind = pressureKindOf(params.kind);
  if (!kind)
    return {
      applies: true,
      interval: 'SEMI_YEARLY',
      reason: 'Vælg udstyrets art for at se intervallet; indtil da foreslås eftersyn hvert 2. år.',
    };
  const basis = template.version === 1 ? 'Bek. nr. 100/2007' : 'Bek. nr. 498/2024';
  return { applies: true, interval: kind.interval, reason: `${kind.reason} (${basis}).` };
}

/** A template's fixed rule: the interval and reason where no parameter changes it. */
export interface FixedRule {
  interval: Interval;
  reason: string;
}

/** Rules of the templates whose interval does not depend on a parameter (filled with the catalogue). */
const fixedRules: Partial<Record<DutyTemplate['id'], FixedRule>> = {};

/** The interval the rule gives for a template and the answers to its parameters. */
export function dutyRule(template: DutyTemplate, params: DutyParams): DutyRuleResult {
  switch (template.id) {
    case 'FGAS_LEAK_CHECK':
      return fgasRule(params);
    case 'PRESSURE_EQUIPMENT':
      return pressureRule(template, params);
    default: {
      const fixed = fixedRules[template.id];
      return fixed
        ? { applies: true, interval: fixed.interval, reason: fixed.reason }
        : { applies: true, interval: 'YEARLY', reason: 'Hvert år (foreslået; ingen regel i kataloget endnu).' };
    }
  }
}

const months = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A source's title in short: 'Bekendtgørelse nr. 498 af 22. maj 2024 om …' is 'Bek. nr. 498 af
 * 22/05/2024'; 'Forordning (EU) 2024/573 om …' is 'Forordning (EU) 2024/573'; anything else as it is.
 */
export function shortTitle(title: string): string {
  const order = /^Bekendtgørelse nr\. (\d+) af (\d{1,2})\. (\p{L}+) (\d{4})/u.exec(title);
  if (order) {
    const month = months.indexOf(order[3].toLowerCase());
    if (month >= 0) return `Bek. nr. ${order[1]} af ${pad(Number(order[2]))}/${pad(month + 1)}/${order[4]}`;
  }
  const regulation = /^(Forordning \(EU\) \d{4}\/\d+)/.exec(title);
  if (regulation) return regulation[1];
  const short = /\(([^)]+)\)$/.exec(title);
  return short ? short[1] : title;
}

/** A short Danish line naming a template's first source: 'Bek. nr. 498 af 22/05/2024, kapitel 5'. */
export function legalBasis(template: DutyTemplate): string {
  const [source] = template.sources;
  if (!source) return '';
  return `${shortTitle(source.title)}, ${source.section}`;
}
