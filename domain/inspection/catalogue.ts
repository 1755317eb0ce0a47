import type { ChecklistItem } from '../checklist/checklist';
import { elevatorKinds, kindOptions, legionellaKinds, playgroundKinds, pressureKinds, refrigerants } from './rules';
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
const PRESSURE_100_URL = 'https://www.retsinformation.dk/Forms/R0710.aspx?id=30266';
const BOILER_INTERVALS_URL =
  'https://at.dk/arbejdsmiljoe/maskiner-og-teknik/trykbaerende-udstyr/damp-og-hedtvandskedelanlaeg/periodiske-undersoegelser/';
const ELEVATOR_URL = 'https://at.dk/regler/bekendtgoerelser/anvendelse-elevatorer-rulletrapper-maskiner-461-sam/';
const ELEVATOR_CONTROL_URL =
  'https://at.dk/regler/bekendtgoerelser/anvendelse-elevatorer-rulletrapper-maskiner-461-sam/bilag-3/';
const LIFTING_428_URL = 'https://at.dk/regler/bekendtgoerelser/anvendelse-tekniske-hjaelpemidler-428/';
const LIFTING_1109_JOURNAL_URL = 'https://www.retsinformation.dk/Forms/R0710.aspx?id=201226';
const LIFTING_AT_URL = 'https://at.dk/spoergsmaal-svar/k/kranfoererelevatorer-regler/';
const BR18_FIRE_URL = 'https://bygningsreglementet.dk/Historisk/BR18_Version7/Tekniske-bestemmelser/05/Krav/137_147';
const BR18_PLAYGROUND_URL = 'https://bygningsreglementet.dk/Tekniske-bestemmelser/16/Vejledninger/Generel_vejledning/5';
const LEGIONELLA_URL = 'https://sbst.dk/byggeri/legionella/faq-om-indberetning';
const BR18_URL = 'https://bygningsreglementet.dk/';
const BR18_VENTILATION_URL = 'https://bygningsreglementet.dk/Historisk/BR18_Version8/Tekniske-bestemmelser/22/Krav/420';

const fgasLeakCheck: DutyTemplate = {
  id: 'FGAS_LEAK_CHECK',
  version: 1,
  name: 'Lækagekontrol af F-gasanlæg',
  summary:
    'Køle-, klima- og varmepumpeanlæg med fluorerede drivhusgasser på 5 t CO₂e eller mere skal kontrolleres for lækager af certificeret personale. Intervallet afhænger af fyldningen i CO₂-ækvivalenter og af, om anlægget har lækagedetektering.',
  targets: ['EQUIPMENT'],
  categories: ['Køleanlæg', 'Klimaanlæg', 'Varmepumpe', 'Aircondition', 'Kølerum', 'Frostrum', 'Køl', 'Frys'],
  sources: [
    {
      title: 'Forordning (EU) 2024/573 om fluorerede drivhusgasser',
      section: 'art. 5',
      url: FGAS_URL,
      verified: false,
      note: 'Tærsklerne 5, 50 og 500 t CO₂e med kontrol hver 12., 6. og 3. måned (24, 12 og 6 med lækagedetektering) stemmer med den tidligere forordning og branchens vejledninger, men artikel 5 er ikke læst i selve teksten. Det samme gælder kg-grænserne for HFO-gasser og undtagelsen for hermetisk lukket udstyr.',
    },
    {
      title: 'Forordning (EU) 2024/573 om fluorerede drivhusgasser',
      section: 'bilag I (GWP-værdier)',
      url: 'https://eumonitor.eu/9353000/1/j4nvirkkkr58fyw_j9vvik7m1c3gyxp/vlrvjfa1zntr',
      verified: true,
      note: 'GWP for HFC-32 (675), HFC-125 (3.500), HFC-134a (1.430) og HFC-143a (4.470) er læst i bilag I; blandingernes værdier er beregnet efter bilag VI.',
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
    { key: 'hermetic', kind: 'boolean', label: 'Anlægget er hermetisk lukket og mærket som sådan' },
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
  retention: 'Mindst 5 år (registret over anlægget)',
  retentionYears: 5,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

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
    'Dampkedler, trykbeholdere og rørsystemer skal opstillingskontrolleres og derefter undersøges periodisk (eftersyn, besigtigelse og trykprøvning) af et akkrediteret inspektionsorgan eller ved godkendt egenkontrol.',
  targets: ['EQUIPMENT'],
  categories: ['Kedel', 'Dampkedel', 'Trykbeholder', 'Kompressor', 'Trykluft', 'Rørsystem', 'Fjernvarme'],
  sources: [
    {
      title: 'Bekendtgørelse nr. 100 af 31. januar 2007 om anvendelse af trykbærende udstyr',
      section: 'kapitel 5 og bilag 5',
      url: PRESSURE_100_URL,
      verified: false,
      note: 'Ophævet. Arbejdstilsynet henviser til bilag 5 for intervallerne, men bilaget er ikke læst.',
    },
  ],
  performers: ['Akkrediteret inspektionsorgan'],
  parameters: [
    {
      key: 'kind',
      kind: 'choice',
      label: 'Udstyrets art',
      options: kindOptions(pressureKinds),
    },
  ],
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
      verified: true,
      note: 'Bekendtgørelsens nummer, dato og kapitel 5 (periodiske undersøgelser) er læst; bilag 5 med intervallerne er ikke.',
    },
    {
      title: 'Arbejdstilsynet: Periodiske undersøgelser af damp- og varmekedelanlæg',
      section: 'intervaller mellem periodiske undersøgelser',
      url: BOILER_INTERVALS_URL,
      verified: true,
      note: 'Kedler og rørsystemer: eftersyn, besigtigelse og trykprøvning. Intervallerne for trykbeholdere, varmtvandskedler og sikkerhedsventiler bygger på et inspektionsfirmas praksis og er markeret sådan.',
    },
  ],
  changes: [
    'Bygger nu på bek. nr. 498 af 22. maj 2024, som erstatter den ophævede bek. nr. 100 af 31. januar 2007.',
    'Intervallerne for dampkedler og rørsystemer følger Arbejdstilsynets oversigt; de øvrige er markeret som praksis.',
  ],
};

const liftingEquipment: DutyTemplate = {
  id: 'LIFTING_EQUIPMENT',
  version: 1,
  name: 'Hovedeftersyn af løfte- og hejseredskaber',
  summary:
    'Kraner, taljer, lifte, gaffeltrucks og andre løfteredskaber skal have hovedeftersyn mindst en gang om året ved leverandøren eller en sagkyndig, oftere hvis leverandørens anvisning siger det.',
  targets: ['EQUIPMENT'],
  categories: ['Kran', 'Talje', 'Lift', 'Løftebord', 'Gaffeltruck', 'Truck', 'Personløfter', 'Hejseværk', 'Spil'],
  sources: [
    {
      title: 'Bekendtgørelse nr. 428 af 5. april 2022 om anvendelse af tekniske hjælpemidler',
      section: 'eftersyn og vedligeholdelse',
      url: LIFTING_428_URL,
      verified: false,
      note: 'Bek. nr. 428/2022 erstattede bek. nr. 1109/1992 fra 1. juli 2022. Paragraffen om det årlige hovedeftersyn er ikke læst i den nye tekst.',
    },
    {
      title: 'Arbejdstilsynet: Hvilke regler gælder for kranførerelevatorer?',
      section: 'hovedeftersyn mindst hver 12. måned',
      url: LIFTING_AT_URL,
      verified: true,
    },
    {
      title: 'Bekendtgørelse nr. 1109 af 15. december 1992 om anvendelse af tekniske hjælpemidler',
      section: 'bilag 1, pkt. 3.2.8-3.2.9 (journal ved personløft)',
      url: LIFTING_1109_JOURNAL_URL,
      verified: true,
      note: 'Journalens 7 punkter er læst i ændringen fra 2018; om bek. nr. 428/2022 har samme krav, er ikke bekræftet.',
    },
  ],
  performers: ['Sagkyndig'],
  parameters: [{ key: 'liftsPeople', kind: 'boolean', label: 'Redskabet er indrettet til personløft' }],
  checklist: [
    check('function', 'Funktion, bremser og nødstop er afprøvet'),
    check('load-bearing', 'Bæremidler, kroge og wirer er uden skader'),
    check('marking', 'Største tilladte belastning er tydeligt mærket'),
    check('journal', 'Journalen er ført (ved personløft)', false),
    text('inspector', 'Sagkyndig eller leverandør, der udførte eftersynet'),
    text('result', 'Resultat, fejl og mangler'),
    photo('report', 'Foto af eftersynsrapporten'),
  ],
  retention: 'Så længe redskabet er i brug (journalen ved personløft)',
  retentionYears: null,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

const elevator: DutyTemplate = {
  id: 'ELEVATOR',
  version: 1,
  name: 'Kontrol og periodisk inspektion af elevatorer',
  summary:
    'Ejeren af en elevator skal sørge for løbende kontrol ved et certificeret elevatorfirma, periodisk inspektion ved et inspektionsorgan og en opdateret journal.',
  targets: ['EQUIPMENT'],
  categories: [
    'Elevator',
    'Personelevator',
    'Vareelevator',
    'Godselevator',
    'Rulletrappe',
    'Løfteplatform',
    'Trappelift',
  ],
  sources: [
    {
      title:
        'Bekendtgørelse nr. 461 af 23. maj 2016 om anvendelse m.v. af elevatorer, rulletrapper og lignende maskiner',
      section: '§ 9 (journal), §§ 24-27 (kontrol), §§ 33-35 (periodisk inspektion)',
      url: ELEVATOR_URL,
      verified: true,
      note: 'Paragrafferne er bekræftet i Arbejdstilsynets tilsynsprocedure; intervallet for periodisk inspektion og antallet af kontroller i bilag 2 er ikke læst.',
    },
    {
      title:
        'Bekendtgørelse nr. 461 af 23. maj 2016 om anvendelse m.v. af elevatorer, rulletrapper og lignende maskiner',
      section: 'bilag 3 (kontrol; bæretove mindst hver 12. måned)',
      url: ELEVATOR_CONTROL_URL,
      verified: true,
    },
  ],
  performers: ['Sagkyndig', 'Akkrediteret inspektionsorgan'],
  parameters: [{ key: 'kind', kind: 'choice', label: 'Hvilket eftersyn', options: kindOptions(elevatorKinds) }],
  checklist: [
    check('doors', 'Etage- og stoldøres sikkerhedsfunktioner virker'),
    check('alarm', 'Nødkald og alarm virker'),
    check('stopping', 'Standsningsnøjagtigheden er korrekt'),
    check('journal', 'Resultatet er noteret i elevatorens journal'),
    text('company', 'Elevatorfirma eller inspektionsorgan'),
    text('result', 'Resultat og næste periodiske inspektion'),
    photo('report', 'Foto af rapporten'),
  ],
  retention: 'Så længe elevatoren er i brug (journalen tilhører ejeren)',
  retentionYears: null,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

const fireInstallations: DutyTemplate = {
  id: 'FIRE_INSTALLATIONS',
  version: 1,
  name: 'Kontrol af brandtekniske installationer',
  summary:
    'Brandalarm, sprinkler, brandventilation, flugtvejsbelysning og andre brandtekniske installationer skal løbende funktionsafprøves og kontrolleres efter en drift-, kontrol- og vedligeholdelsesplan. I risikoklasse 2-4 skal et akkrediteret inspektionsorgan stå for kontrollen.',
  targets: ['LOCATION', 'EQUIPMENT'],
  categories: [
    'Brandalarm',
    'ABA',
    'Sprinkler',
    'Brandventilation',
    'Flugtvejsbelysning',
    'Nødbelysning',
    'Varslingsanlæg',
    'Branddør',
  ],
  sources: [
    {
      title: 'Bygningsreglement 2018 (BR18)',
      section: '§§ 137-141 (drift, kontrol og vedligehold af brandsikkerhed)',
      url: BR18_FIRE_URL,
      verified: true,
      note: 'Pligten og kravet om akkrediteret inspektionsorgan i risikoklasse 2-4 er læst i § 141 (BR18 version 7); intervallerne pr. installation står i BR18-vejledningen og er ikke lagt ind.',
    },
  ],
  performers: ['Egen kontrol', 'Akkrediteret inspektionsorgan'],
  parameters: [],
  checklist: [
    check('function-test', 'Installationen er funktionsafprøvet'),
    check('faults', 'Fejl og mangler er udbedret eller meldt'),
    check('plan', 'Kontrollen er noteret i drift-, kontrol- og vedligeholdelsesplanen'),
    text('company', 'Virksomhed og evt. akkrediteringsnummer'),
    text('result', 'Resultat'),
    photo('report', 'Foto af kontrolrapporten'),
  ],
  retention: 'Så længe bygningen er i brug (drift-, kontrol- og vedligeholdelsesplanen)',
  retentionYears: null,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

const fireExtinguishers: DutyTemplate = {
  id: 'FIRE_EXTINGUISHERS',
  version: 1,
  name: 'Service af håndslukningsudstyr',
  summary:
    'Håndildslukkere, brandslanger og slangevinder skal løbende kontrolleres, så de virker, når der er brug for dem. Årligt service er praksis.',
  targets: ['EQUIPMENT', 'LOCATION'],
  categories: ['Ildslukker', 'Brandslukker', 'Slangevinde', 'Brandslange', 'Brandtæppe'],
  sources: [
    {
      title: 'Bygningsreglement 2018 (BR18)',
      section: '§ 141 (håndslukningsudstyr)',
      url: BR18_FIRE_URL,
      verified: true,
    },
    {
      title: 'DS 2320 (service af håndildslukkere)',
      section: 'årligt service',
      url: 'https://hbr.dk/guide/driftsansvarlig-dkv-plan-egenkontrol-ekstern-kontrol-aba-roegalarmanlaeg-slangevinde-brandsikring/',
      verified: false,
      note: 'Det årlige service efter DS 2320 er praksis hos beredskaberne; standarden er ikke læst.',
    },
  ],
  performers: ['Egen kontrol', 'Sagkyndig'],
  parameters: [],
  checklist: [
    check('pressure', 'Trykmåleren står i det grønne felt'),
    check('seal', 'Plomben er hel, og udstyret er uden skader'),
    check('access', 'Udstyret er synligt, skiltet og let at komme til'),
    text('company', 'Servicefirma'),
    text('result', 'Resultat og næste service'),
    photo('label', 'Foto af servicemærkaten', false),
  ],
  retention: 'Så længe bygningen er i brug (drift-, kontrol- og vedligeholdelsesplanen)',
  retentionYears: null,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

const playground: DutyTemplate = {
  id: 'PLAYGROUND',
  version: 1,
  name: 'Inspektion af legepladsredskaber',
  summary:
    'Offentligt tilgængelige legepladsredskaber og underlag skal drives, kontrolleres og vedligeholdes, så de altid er sikre: visuel inspektion, driftsinspektion og en årlig hovedinspektion.',
  targets: ['LOCATION', 'EQUIPMENT'],
  categories: ['Legeplads', 'Legeredskab', 'Gynge', 'Rutsjebane', 'Klatrestativ', 'Faldunderlag', 'Motionsredskab'],
  sources: [
    {
      title: 'Bygningsreglement 2018 (BR18)',
      section: '§ 367 og vejledningen til kapitel 16 (legepladser)',
      url: BR18_PLAYGROUND_URL,
      verified: true,
      note: 'Vejledningen siger "bør": visuel inspektion dagligt eller ugentligt, driftsinspektion hver 1.-3. måned og årlig hovedinspektion ved en certificeret legepladsinspektør (DS/EN 1176-7).',
    },
  ],
  performers: ['Egen kontrol', 'Sagkyndig'],
  parameters: [{ key: 'kind', kind: 'choice', label: 'Inspektionens art', options: kindOptions(playgroundKinds) }],
  checklist: [
    check('hazards', 'Ingen skarpe genstande, glasskår eller hærværk'),
    check('surfacing', 'Faldunderlaget er i orden'),
    check('wear', 'Ingen usædvanligt slid på bevægelige dele'),
    check('stability', 'Redskaber og fundamenter står stabilt'),
    text('inspector', 'Inspektør og evt. certifikatnummer', false),
    text('result', 'Resultat og udbedringer'),
    photo('report', 'Foto af inspektionsrapporten', false),
  ],
  retention: 'Så længe redskaberne er i brug (anbefalet; ingen fast frist i reglerne)',
  retentionYears: null,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

const legionella: DutyTemplate = {
  id: 'LEGIONELLA',
  version: 1,
  name: 'Legionella og varmt brugsvand',
  summary:
    'Det varme brugsvand skal ved normal drift være mindst 50 °C overalt i installationen. Sygehuse og plejehjem skal desuden tage vandprøver for legionella hvert 3. år og indberette resultatet til kommunen.',
  targets: ['LOCATION', 'EQUIPMENT'],
  categories: ['Varmtvandsbeholder', 'Varmtvand', 'Brugsvand', 'Cirkulation', 'Fjernvarmeunit'],
  sources: [
    {
      title: 'Social- og Boligstyrelsen: Bekendtgørelse om indberetning af legionellaprøver og -foranstaltninger',
      section: 'prøver hvert 3. år på sygehuse og plejehjem; over 1.000 cfu/l',
      url: LEGIONELLA_URL,
      verified: true,
      note: 'Bekendtgørelsens nummer er ikke fundet; kravet er læst på styrelsens side.',
    },
    {
      title: 'Bygningsreglement 2018 (BR18)',
      section: '§ 405 (vandinstallationer uden risiko for bakterievækst, herunder legionella)',
      url: BR18_URL,
      verified: false,
      note: '§ 405 er læst citeret af installationsmedierne.dk og kravet om mindst 50 °C citeret af pressen; ingen af dem er læst i bygningsreglementet selv.',
    },
  ],
  performers: ['Egen kontrol', 'Sagkyndig'],
  parameters: [{ key: 'kind', kind: 'choice', label: 'Hvilken kontrol', options: kindOptions(legionellaKinds) }],
  checklist: [
    reading('temperature-tank', 'Temperatur i varmtvandsbeholderen', '°C'),
    reading('temperature-return', 'Temperatur i cirkulationens retur', '°C', false),
    text('sample', 'Prøvesteder og laboratorium', false),
    reading('cfu', 'Legionella (højeste prøve)', 'cfu/l', false),
    text('actions', 'Foranstaltninger og indberetning til kommunen', false),
    photo('report', 'Foto af analyserapporten', false),
  ],
  retention: 'Mindst til næste prøverunde (anbefalet; ingen fast frist fundet)',
  retentionYears: null,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

const ventilation: DutyTemplate = {
  id: 'VENTILATION',
  version: 1,
  name: 'Drift og vedligehold af ventilationsanlæg',
  summary:
    'Ventilationsanlæg skal drives og vedligeholdes efter en komplet drift- og vedligeholdelsesplan, der siger hvordan og hvor ofte. Reglerne sætter intet fast interval; hvert år er valgt som udgangspunkt.',
  targets: ['EQUIPMENT', 'LOCATION'],
  categories: ['Ventilation', 'Ventilationsanlæg', 'Aggregat', 'Udsugning', 'Luftbehandling'],
  sources: [
    {
      title: 'Bygningsreglement 2018 (BR18)',
      section: '§ 420 og § 452 (drift- og vedligeholdelsesplan)',
      url: BR18_VENTILATION_URL,
      verified: false,
      note: '§ 420 er læst (BR18 version 8); § 452 er kun læst gengivet af Herning Kommune. Intet interval i reglerne: hvert år er valgt. Det periodiske energieftersyn af anlæg over 5 kW (2008-2012) er ikke bekræftet gældende.',
    },
  ],
  performers: ['Egen kontrol', 'Sagkyndig'],
  parameters: [],
  checklist: [
    check('filters', 'Filtre er skiftet eller rengjort'),
    check('function', 'Anlægget er funktionsafprøvet (luftmængder og styring)'),
    check('fire-dampers', 'Brandspjæld er afprøvet', false),
    check('plan', 'Arbejdet er noteret i drift- og vedligeholdelsesplanen'),
    text('result', 'Resultat og næste vedligehold'),
    photo('report', 'Foto af servicerapporten', false),
  ],
  retention: 'Så længe anlægget er i brug (drift- og vedligeholdelsesplanen)',
  retentionYears: null,
  reviewedOn: REVIEWED_ON,
  changes: [],
};

/** Every version of every template, oldest first per duty, in the catalogue's order. */
export const dutyTemplates: DutyTemplate[] = [
  fgasLeakCheck,
  pressureEquipmentV1,
  pressureEquipmentV2,
  liftingEquipment,
  elevator,
  fireInstallations,
  fireExtinguishers,
  playground,
  legionella,
  ventilation,
];

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
