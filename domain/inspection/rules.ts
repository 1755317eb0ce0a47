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

export const refrigerantOf = (gas: unknown): Refrigerant | undefined => refrigerants.find((r) => r.value === gas);

/** The charge in tonnes CO₂e: kg × GWP / 1000, to 6 decimals (so 3,5 kg R-134a is 5,005 t, not 5,00499…); 0 for an unknown gas. */
export function co2eTonnes(gas: string, kg: number): number {
  const refrigerant = refrigerantOf(gas);
  if (!refrigerant || !Number.isFinite(kg) || kg < 0) return 0;
  return Math.round(((refrigerant.gwp * kg) / 1000) * 1e6) / 1e6;
}

/** Forordning (EU) 2024/573, art. 5: ≥ 5 t CO₂e every 12 months, ≥ 50 t every 6, ≥ 500 t every 3; with leak detection 24, 12 and 6. */
export function fgasInterval(tonnes: number, leakDetection: boolean): Interval | null {
  if (tonnes >= 500) return leakDetection ? 'HALF_YEARLY' : 'QUARTERLY';
  if (tonnes >= 50) return leakDetection ? 'YEARLY' : 'HALF_YEARLY';
  if (tonnes >= 5) return leakDetection ? 'SEMI_YEARLY' : 'YEARLY';
  return null;
}

/**
 * HFOs (bilag II, afsnit 1) by kilograms: ≥ 1 kg every 12 months, ≥ 10 kg every 6, ≥ 100 kg every 3;
 * with leak detection 24, 12 and 6. Not confirmed in the regulation's text (industry guidance only):
 * the rule's reason says so.
 */
export function hfoInterval(kg: number, leakDetection: boolean): Interval | null {
  if (kg >= 100) return leakDetection ? 'HALF_YEARLY' : 'QUARTERLY';
  if (kg >= 10) return leakDetection ? 'YEARLY' : 'HALF_YEARLY';
  if (kg >= 1) return leakDetection ? 'SEMI_YEARLY' : 'YEARLY';
  return null;
}

const danishNumber = (value: number, decimals = 2) =>
  value.toLocaleString('da-DK', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });

const lowerLabel = (interval: Interval) => intervalInfo[interval].label.toLowerCase();

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export const HFO_NOTE = 'kg-grænserne for HFO-gasser er ikke bekræftet i forordningens tekst: tjek art. 5';
export const HERMETIC_NOTE =
  'Hermetisk lukket udstyr under 10 t CO₂e var undtaget efter den tidligere forordning (EU) nr. 517/2014; om undtagelsen gælder efter 2024/573, er ikke bekræftet, så kontrollen er bevaret: tjek art. 5';

function fgasRule(params: DutyParams): DutyRuleResult {
  const gas = refrigerantOf(params.gas);
  const kg = asNumber(params.kg);
  const leakDetection = params.leakDetection === true;
  const detection = leakDetection ? 'med' : 'uden';
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
  if (gas.kind === 'HFO') {
    const interval = hfoInterval(kg, leakDetection);
    if (!interval)
      return {
        applies: false,
        interval: 'YEARLY',
        reason: `${danishNumber(kg)} kg ${gas.value} er under 1 kg: ingen lækagekontrol efter forordningen (${HFO_NOTE}).`,
        co2eTonnes: tonnes,
      };
    return {
      applies: true,
      interval,
      reason: `${danishNumber(kg)} kg ${gas.value} (HFO) ${detection} lækagedetektering: ${lowerLabel(interval)} (${HFO_NOTE}).`,
      co2eTonnes: tonnes,
    };
  }
  const interval = fgasInterval(tonnes, leakDetection);
  if (!interval)
    return {
      applies: false,
      interval: 'YEARLY',
      reason: `${charge} er under 5 t CO₂e: forordningen kræver ingen lækagekontrol.`,
      co2eTonnes: tonnes,
    };
  const hermetic = params.hermetic === true && tonnes < 10 ? ` ${HERMETIC_NOTE}.` : '';
  return {
    applies: true,
    interval,
    reason: `${charge} ${detection} lækagedetektering: ${lowerLabel(interval)}.${hermetic}`,
    co2eTonnes: tonnes,
  };
}

/**
 * One answer to a duty's kind parameter and the interval it gives. `basis`: what the interval
 * rests on: the regulation or the authority's own guidance (`REGULATION`), or an inspection firm's
 * or the industry's practice (`PRACTICE`, shown as such), or a default chosen here where no rule
 * sets one (`CHOSEN`). `verified`: read in the source itself.
 */
export interface KindRule {
  value: string;
  label: string;
  interval: Interval;
  reason: string;
  basis: 'REGULATION' | 'PRACTICE' | 'CHOSEN';
  verified: boolean;
}

/** Pressure equipment (bek. 498/2024, kapitel 5 og bilag 5; Arbejdstilsynets intervaller for kedler). */
export const pressureKinds: KindRule[] = [
  {
    value: 'DAMPKEDEL',
    label: 'Dampkedel (kedelanlæg)',
    interval: 'YEARLY',
    reason:
      'Enhed med dampkedel: eftersyn hvert år; svejste kedler besigtiges hvert 4. år og trykprøves hvert 8. år, nittede hvert 2. og 4. år',
    basis: 'REGULATION',
    verified: true,
  },
  {
    value: 'VARMTVANDSKEDEL',
    label: 'Varmtvandskedel',
    interval: 'YEARLY',
    reason: 'Kedler: eftersyn hvert år efter et inspektionsfirmas praksis (ikke læst i bekendtgørelsen)',
    basis: 'PRACTICE',
    verified: false,
  },
  {
    value: 'TRYKBEHOLDER',
    label: 'Trykbeholder',
    interval: 'SEMI_YEARLY',
    reason:
      'Trykbeholdere: eftersyn mindst hvert 2. år og besigtigelse ind- og udvendigt hvert 4. år efter et inspektionsfirmas praksis (ikke læst i bilag 5)',
    basis: 'PRACTICE',
    verified: false,
  },
  {
    value: 'ROERSYSTEM',
    label: 'Rørsystem',
    interval: 'SEMI_YEARLY',
    reason: 'Rørsystemer: eftersyn hvert 2. år og besigtigelse hvert 8. år',
    basis: 'REGULATION',
    verified: true,
  },
  {
    value: 'SIKKERHEDSVENTIL',
    label: 'Sikkerhedsventil',
    interval: 'EVERY_4_YEARS',
    reason:
      'Sikkerhedsventiler: indstillingstrykket verificeres hvert 4. år i praksis; bekendtgørelsen siger "med passende mellemrum"',
    basis: 'PRACTICE',
    verified: false,
  },
];

/** Elevators (bek. 461/2016): the owner's three recurring duties. */
export const elevatorKinds: KindRule[] = [
  {
    value: 'PERIODIC_INSPECTION',
    label: 'Periodisk inspektion (inspektionsorgan)',
    interval: 'EVERY_3_YEARS',
    reason:
      'Periodisk inspektion ved et inspektionsorgan (§§ 33-35): hvert 3. år som efter den tidligere bek. nr. 629/2008 (højst 36 måneder); intervallet efter bek. nr. 461/2016 er ikke bekræftet',
    basis: 'PRACTICE',
    verified: false,
  },
  {
    value: 'CONTROL',
    label: 'Løbende kontrol (certificeret elevatorfirma)',
    interval: 'MONTHLY',
    reason:
      'Løbende kontrol ved en certificeret sagkyndig virksomhed (§§ 24-27) med det antal om året, bilag 2 fastsætter; udgangspunktet for personelevatorer var 12 gange om året efter bek. nr. 629/2008 (ikke bekræftet i bek. nr. 461/2016)',
    basis: 'PRACTICE',
    verified: false,
  },
  {
    value: 'ROPES',
    label: 'Eftersyn af bæretove',
    interval: 'YEARLY',
    reason: 'Bæretove efterses mindst hver 12. måned (bilag 3, B, nr. 4)',
    basis: 'REGULATION',
    verified: true,
  },
];

/** Playground equipment (BR18 § 367 and its guidance; DS/EN 1176-7). */
export const playgroundKinds: KindRule[] = [
  {
    value: 'VISUAL',
    label: 'Rutinemæssig visuel inspektion',
    interval: 'WEEKLY',
    reason:
      'Visuel inspektion dagligt eller ugentligt efter behov (BR18-vejledningen); hver uge er valgt, dagligt ved intens brug eller hærværk',
    basis: 'REGULATION',
    verified: true,
  },
  {
    value: 'OPERATIONAL',
    label: 'Driftsinspektion',
    interval: 'MONTHLY',
    reason: 'Driftsinspektion med 1-3 måneders mellemrum (BR18-vejledningen); hver måned er valgt',
    basis: 'REGULATION',
    verified: true,
  },
  {
    value: 'MAIN',
    label: 'Årlig hovedinspektion',
    interval: 'YEARLY',
    reason:
      'Årlig hovedinspektion ved en certificeret legepladsinspektør eller anden kompetent person (BR18-vejledningen)',
    basis: 'REGULATION',
    verified: true,
  },
];

/** Legionella (BR18; bekendtgørelse om indberetning af legionellaprøver). */
export const legionellaKinds: KindRule[] = [
  {
    value: 'SAMPLING',
    label: 'Vandprøver (sygehuse og plejehjem)',
    interval: 'EVERY_3_YEARS',
    reason:
      'Sygehuse og plejehjem: vandprøver analyseret for legionella hvert 3. år; over 1.000 cfu/l findes årsagen, der handles og indberettes til kommunen',
    basis: 'REGULATION',
    verified: true,
  },
  {
    value: 'TEMPERATURE',
    label: 'Temperaturmåling af varmt brugsvand',
    interval: 'MONTHLY',
    reason:
      'Det varme vand skal ved normal drift være mindst 50 °C overalt i installationen; reglerne sætter intet interval for målingen, så hver måned er valgt',
    basis: 'CHOSEN',
    verified: false,
  },
];

const kindTables: Partial<Record<DutyTemplate['id'], { key: string; kinds: KindRule[]; fallback: Interval }>> = {
  PRESSURE_EQUIPMENT: { key: 'kind', kinds: pressureKinds, fallback: 'SEMI_YEARLY' },
  ELEVATOR: { key: 'kind', kinds: elevatorKinds, fallback: 'YEARLY' },
  PLAYGROUND: { key: 'kind', kinds: playgroundKinds, fallback: 'YEARLY' },
  LEGIONELLA: { key: 'kind', kinds: legionellaKinds, fallback: 'MONTHLY' },
};

/** The kinds a duty's `kind` parameter offers, as the template lists them. */
export const kindOptions = (kinds: KindRule[]) => kinds.map((kind) => ({ value: kind.value, label: kind.label }));

export const pressureKindOf = (value: unknown) => pressureKinds.find((kind) => kind.value === value);

/** A template's rule where no parameter changes the interval (the reason says where the default is ours). */
export interface FixedRule {
  interval: Interval;
  reason: string;
}

const fixedRules: Partial<Record<DutyTemplate['id'], FixedRule>> = {
  FIRE_INSTALLATIONS: {
    interval: 'YEARLY',
    reason:
      'Brandtekniske installationer funktionsafprøves og kontrolleres løbende med de intervaller, BR18-vejledningen om drift, kontrol og vedligehold beskriver (§ 141); intervallerne pr. installation er ikke lagt ind, så den årlige eksterne kontrol er valgt',
  },
  FIRE_EXTINGUISHERS: {
    interval: 'YEARLY',
    reason:
      'Håndslukningsudstyr kontrolleres løbende (BR18 § 141); årligt service efter DS 2320 er praksis (ikke bekræftet)',
  },
  VENTILATION: {
    interval: 'YEARLY',
    reason:
      'Reglerne sætter intet interval: anlægget skal have en drift- og vedligeholdelsesplan, der siger hvordan og hvor ofte (BR18 § 452); hvert år er valgt, følg planen, hvis den siger andet',
  },
};

function liftingRule(params: DutyParams): DutyRuleResult {
  const people = params.liftsPeople === true;
  return {
    applies: true,
    interval: 'YEARLY',
    reason: people
      ? 'Hovedeftersyn mindst hvert år ved leverandøren eller en sagkyndig, oftere hvis leverandørens anvisning siger det; løfteredskaber til personløft skal have en journal med eftersyn, fejl og reparationer.'
      : 'Hovedeftersyn mindst hvert år ved leverandøren eller en sagkyndig, oftere hvis leverandørens anvisning siger det.',
  };
}

function kindRule(template: DutyTemplate, params: DutyParams): DutyRuleResult | undefined {
  const table = kindTables[template.id];
  if (!table) return undefined;
  const kind = table.kinds.find((candidate) => candidate.value === params[table.key]);
  if (!kind)
    return {
      applies: true,
      interval: table.fallback,
      reason: `Vælg, hvilket eftersyn det er, for at se intervallet; indtil da foreslås ${lowerLabel(table.fallback)}.`,
    };
  const basis =
    template.id === 'PRESSURE_EQUIPMENT'
      ? ` (${template.version === 1 ? 'bek. nr. 100/2007' : 'bek. nr. 498/2024'})`
      : '';
  return { applies: true, interval: kind.interval, reason: `${kind.reason}${basis}: ${lowerLabel(kind.interval)}.` };
}

/** The interval the rule gives for a template and the answers to its parameters. */
export function dutyRule(template: DutyTemplate, params: DutyParams): DutyRuleResult {
  if (template.id === 'FGAS_LEAK_CHECK') return fgasRule(params);
  if (template.id === 'LIFTING_EQUIPMENT') return liftingRule(params);
  const byKind = kindRule(template, params);
  if (byKind) return byKind;
  const fixed = fixedRules[template.id];
  return fixed
    ? { applies: true, interval: fixed.interval, reason: `${fixed.reason}: ${lowerLabel(fixed.interval)}.` }
    : { applies: true, interval: 'YEARLY', reason: 'Hvert år (valgt; kataloget har ingen regel for eftersynet).' };
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
