import type { ChecklistItem } from '../checklist/checklist';
import { pressureKinds, refrigerants } from './rules';
import type { DutyId, DutyTemplate } from './types';

/**
 * The catalogue of Danish inspection duties (issue 31, decision 172): every version of every
 * template. A new version is a new object; old ones stay, since tasks name theirs. Each template
 * cites its sources, marks what was not confirmed against the regulation's text (`verified:
 * false` with a Danish note) and says when it was last reviewed.
 */

/** The plain guidance line every template shows. */
export const DUTY_DISCLAIMER =
  'Skabelonen er vejledning med kilde, ikke juridisk rådgivning: tjek altid kravene i den gældende regel.';

/** The day the catalogue was last checked against its sources. */
export const REVIEWED_ON = '2026-11-28';

const check = (id: string, label: string, required = true): ChecklistItem => ({ id, kind: 'CHECK', label, required });
const text = (id: string, label: string, required = true): ChecklistItem => ({ id, kind: 'TEXT', label, required });
const photo = (id: string, label: string, required = false): ChecklistItem => ({ id, kind: 'PHOTO', label, required });
const reading = (id: string, label: string, unit: string, required = true): ChecklistItem => ({
  id,
  kind: 'READING',
  label,
  required,
  unit,
});

const FGAS_URL = 'https://eur-lex.europa.eu/eli/reg/2024/573/oj';
const PRESSURE_498_URL = 'https://at.dk/regler/bekendtgoerelser/anvendelse-trykbaerende-udstyr-498/';
const PRESSURE_100_URL = 'https://www.retsinformation.dk/eli/lta/2007/100';

const fgasLeakCheck: DutyTemplate = {
  id: 'FGAS_LEAK_CHECK',
  version: 1,
  name: 'Lækagekontrol af F-gasanlæg',
  summary:
    'Køle-, klima- og varmepumpeanlæg med fluorerede drivhusgasser på 5 t CO₂e eller mere skal kontrolleres for lækager af certificeret personale. Intervallet afhænger af fyldningen i CO₂-ækvivalenter og af, om anlægget har lækagedetektering.',
  targets: ['EQUIPMENT'],
  categories: ['Køleanlæg', 'Klimaanlæg', 'Varmepumpe', 'Aircondition', 'Kølerum', 'Frostrum'],
  sources: [
    {
      title: 'Forordning (EU) 2024/573 om fluorerede drivhusgasser',
      section: 'art. 5',
      url: FGAS_URL,
      verified: true,
      note: 'Tærsklerne 5, 50 og 500 t CO₂e og intervallerne 12, 6 og 3 måneder (24, 12 og 6 med lækagedetektering) gælder HFC-gasser i bilag I. Særreglerne for HFO-gasser (bilag II) og hermetisk lukket udstyr er ikke lagt ind: tjek artikel 5.',
    },
    {
      title: 'Forordning (EU) 2024/573 om fluorerede drivhusgasser',
      section: 'art. 7 (registre, opbevares i 5 år)',
      url: FGAS_URL,
      verified: false,
      note: 'Kravet om at føre register over hvert anlæg og gemme det i mindst 5 år er ikke læst i forordningens tekst.',
    },
  ],
  performers: ['Sagkyndig'],
  parameters: [
    {
      key: 'gas',
      kind: 'choice',
      label: 'Kølemiddel',
      options: refrigerants.map((gas) => ({ value: gas.value, label: gas.label })),
    },
    { key: 'kg', kind: 'number', label: 'Fyldning', unit: 'kg', min: 0, max: 100000 },
    { key: 'leakDetection', kind: 'boolean', label: 'Anlægget har lækagedetekteringssystem' },
  ],
  checklist: [
    text('gas', 'Kølemiddel (type)'),
    reading('charge', 'Fyldning', 'kg'),
    reading('added', 'Påfyldt mængde ved dette besøg', 'kg'),
    reading('recovered', 'Genvundet mængde ved dette besøg', 'kg'),
    check('leak-free', 'Anlægget er kontrolleret for lækager uden fund'),
    check('leak-detection', 'Lækagedetekteringssystemet er afprøvet', false),
    text('company', 'Servicevirksomhed'),
    text('certificate', 'Certifikatnummer (virksomhed og tekniker)'),
    text('result', 'Resultat og eventuelle udbedringer'),
    photo('report', 'Foto af servicerapporten'),
  ],
  retention: 'Mindst 5 år',
  retentionYears: 5,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

const pressureParameters: DutyTemplate['parameters'] = [
  {
    key: 'kind',
    kind: 'choice',
    label: 'Udstyrets art',
    options: pressureKinds.map((kind) => ({ value: kind.value, label: kind.label })),
  },
];

const pressureChecklist: ChecklistItem[] = [
  check('sign', 'Besigtigelsesskiltet viser næste frist'),
  check('safety-valve', 'Sikkerhedsventilen er kontrolleret'),
  check('journal', 'Resultatet er noteret i udstyrsjournalen'),
  text('inspection-body', 'Inspektionsorgan'),
  text('report-number', 'Rapportens nummer'),
  text('result', 'Resultat og næste besigtigelse'),
  photo('report', 'Foto af inspektionsrapporten'),
];

const pressureEquipmentV1: DutyTemplate = {
  id: 'PRESSURE_EQUIPMENT',
  version: 1,
  name: 'Periodisk undersøgelse af trykbærende udstyr',
  summary:
    'Dampkedler, trykbeholdere og rørsystemer skal opstillingskontrolleres og derefter undersøges periodisk af et akkrediteret inspektionsorgan.',
  targets: ['EQUIPMENT'],
  categories: ['Kedel', 'Dampkedel', 'Trykbeholder', 'Kompressor', 'Rørsystem'],
  sources: [
    {
      title: 'Bekendtgørelse nr. 100 af 31. januar 2007 om anvendelse af trykbærende udstyr',
      section: 'kapitel 5',
      url: PRESSURE_100_URL,
      verified: false,
      note: 'Ophævet og erstattet af bek. nr. 498 af 22. maj 2024. Intervallerne er ikke læst i bekendtgørelsens bilag.',
    },
  ],
  performers: ['Akkrediteret inspektionsorgan'],
  parameters: pressureParameters,
  checklist: pressureChecklist,
  retention: 'Så længe udstyret er i brug (udstyrsjournalen)',
  retentionYears: null,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

const pressureEquipmentV2: DutyTemplate = {
  ...pressureEquipmentV1,
  version: 2,
  sources: [
    {
      title: 'Bekendtgørelse nr. 498 af 22. maj 2024 om anvendelse af trykbærende udstyr',
      section: 'kapitel 5 og bilag 5',
      url: PRESSURE_498_URL,
      verified: false,
      note: 'Intervallerne pr. art bygger på et inspektionsfirmas vejledning og er ikke læst i bilag 5.',
    },
  ],
  changes: [
    'Bygger nu på bek. nr. 498 af 22. maj 2024, som erstatter den ophævede bek. nr. 100 af 31. januar 2007.',
    'Kilden linker til Arbejdstilsynets gengivelse af den nye bekendtgørelse.',
  ],
};

/** Every version of every template, oldest first per duty. */
export const dutyTemplates: DutyTemplate[] = [fgasLeakCheck, pressureEquipmentV1, pressureEquipmentV2];

/** The newest version of a duty's template. */
export function latestTemplate(id: DutyId): DutyTemplate | undefined {
  let latest: DutyTemplate | undefined;
  for (const template of dutyTemplates)
    if (template.id === id && (!latest || template.version > latest.version)) latest = template;
  return latest;
}

/** One version of a duty's template; undefined when unknown. */
export const templateVersion = (id: string, version: number): DutyTemplate | undefined =>
  dutyTemplates.find((template) => template.id === id && template.version === version);

/** The newest template of every duty, in the catalogue's order. */
export function latestTemplates(): DutyTemplate[] {
  const ids = [...new Set(dutyTemplates.map((template) => template.id))];
  return ids.map((id) => latestTemplate(id)).filter((template): template is DutyTemplate => !!template);
}

const normal = (text: string) => text.trim().toLocaleLowerCase('da-DK');

/** Whether a template is meant for an equipment category (free text: compared without case, either containing the other). */
export function matchesCategory(template: DutyTemplate, category: string | undefined): boolean {
  if (!category || !category.trim()) return false;
  const wanted = normal(category);
  return template.categories.some((own) => {
    const known = normal(own);
    return known.includes(wanted) || wanted.includes(known);
  });
}

/** The newest templates that can be applied to a target, those meant for its category first (the form's order). */
export function dutiesFor(target: 'EQUIPMENT' | 'LOCATION', category?: string): DutyTemplate[] {
  const fitting = latestTemplates().filter((template) => template.targets.includes(target));
  return [
    ...fitting.filter((template) => matchesCategory(template, category)),
    ...fitting.filter((template) => !matchesCategory(template, category)),
  ];
}
