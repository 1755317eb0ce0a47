import * as z from 'zod';
import type { ChecklistItem } from '../checklist/checklist';
import { intervalSchema, type Interval } from '../task/intervals';

/**
 * Lovpligtige eftersyn (issue 31): the shapes the catalogue of Danish inspection duties, the tasks
 * made from them and their events share. The catalogue's data is `catalogue.ts`, its pure rules
 * `rules.ts` and `compliance.ts`; this file holds only the types and the schemas events store.
 */
export const dutyIds = [
  'LIFTING_EQUIPMENT',
  'PRESSURE_EQUIPMENT',
  'ELEVATOR',
  'FGAS_LEAK_CHECK',
  'FIRE_INSTALLATIONS',
  'FIRE_EXTINGUISHERS',
  'PLAYGROUND',
  'LEGIONELLA',
  'VENTILATION',
] as const;
export type DutyId = (typeof dutyIds)[number];
export const dutyIdSchema = z.enum(dutyIds);

/** Who may do the inspection, in the words. */
export const performers = ['Egen kontrol', 'Sagkyndig', 'Akkrediteret inspektionsorgan'] as const;
export type Performer = (typeof performers)[number];

/** A legal source: the regulation, the section and a public link. `verified`: checked against the text itself. */
export interface LegalSource {
  /** E.g. 'Bekendtgørelse nr. 498 af 2024 om anvendelse af trykbærende udstyr'. */
  title: string;
  /** E.g. '§ 14' or 'artikel 5, stk. 1'. */
  section: string;
  url: string;
  verified: boolean;
  /** What could not be confirmed, in Danish, shown beside the source. */
  note?: string;
}

/** What applying a duty asks (for F-gas the gas, the kilograms and leak detection; for pressure equipment the kind). */
export type DutyParameter =
  | { key: string; kind: 'choice'; label: string; options: { value: string; label: string }[] }
  | { key: string; kind: 'number'; label: string; unit: string; min: number; max: number }
  | { key: string; kind: 'boolean'; label: string };

export type DutyParamValue = string | number | boolean;
export type DutyParams = Record<string, DutyParamValue>;
export const dutyParamsSchema = z.record(z.string().max(40), z.union([z.string().max(100), z.number(), z.boolean()]));

/** One version of a duty's template. A new version is a new object; old ones stay (tasks name theirs). */
export interface DutyTemplate {
  id: DutyId;
  version: number;
  /** Danish name, e.g. 'Lækagekontrol af F-gasanlæg'. */
  name: string;
  /** One or two Danish sentences: what the duty is. */
  summary: string;
  /** Where it can be applied. */
  targets: ('EQUIPMENT' | 'LOCATION')[];
  /** Equipment categories it is meant for (free-text categories; the form offers the duty first for these). */
  categories: string[];
  sources: LegalSource[];
  performers: Performer[];
  parameters: DutyParameter[];
  /** The records to keep, as the routine's checklist (domain/checklist). */
  checklist: ChecklistItem[];
  /** How long records must be kept, in Danish (e.g. 'Mindst 5 år'), and in years where the source says. */
  retention: string;
  retentionYears: number | null;
  /** 'Sidst gennemgået': the day the template was last checked against its sources (YYYY-MM-DD). */
  reviewedOn: string;
  /** What changed from the previous version, in Danish; empty for version 1. */
  changes: string[];
}

/** What a duty's rule gives for the answers to its parameters. */
export interface DutyRuleResult {
  /** False where the rule sets no duty (F-gas under 5 t CO₂e): `reason` says why. */
  applies: boolean;
  interval: Interval;
  /** Danish, e.g. '12,5 t CO₂e (R-410A, 6 kg) uden lækagedetektering: hver 12. måned'. */
  reason: string;
  /** F-gas only: the charge in tonnes CO₂e. */
  co2eTonnes?: number;
}

/** Another interval than the rule's, chosen by an admin with a reason (recorded and shown). */
export const dutyOverrideSchema = z.object({
  interval: intervalSchema,
  reason: z.string(),
  by: z.string(),
  byName: z.string(),
  at: z.string(),
});
export type DutyOverride = z.infer<typeof dutyOverrideSchema>;

/** A duty applied to a task: which template version, the answers, the rule's interval and any override. */
export const appliedDutySchema = z.object({
  dutyId: dutyIdSchema,
  templateVersion: z.number().int(),
  params: dutyParamsSchema,
  ruleInterval: intervalSchema,
  ruleReason: z.string(),
  override: dutyOverrideSchema.nullable(),
  appliedBy: z.string(),
  appliedAt: z.string(),
});
export type AppliedDuty = z.infer<typeof appliedDutySchema>;

/** The external inspector's result. */
export const inspectionResults = ['APPROVED', 'APPROVED_WITH_REMARKS', 'NOT_APPROVED'] as const;
export type InspectionResult = (typeof inspectionResults)[number];
export const inspectionResultLabels: Record<InspectionResult, string> = {
  APPROVED: 'Godkendt',
  APPROVED_WITH_REMARKS: 'Godkendt med bemærkninger',
  NOT_APPROVED: 'Ikke godkendt',
};

/** Who did a completion made through an inspector's link. */
export const inspectorSchema = z.object({
  linkId: z.string(),
  name: z.string(),
  company: z.string(),
  certificateNumber: z.string(),
  result: z.enum(inspectionResults),
});
export type Inspector = z.infer<typeof inspectorSchema>;

/** The compliance states of an applied duty (issue 31), with their Danish labels. */
export const complianceStates = ['IN_ORDER', 'SOON', 'OVERDUE', 'NEVER'] as const;
export type ComplianceState = (typeof complianceStates)[number];
export const complianceStateLabels: Record<ComplianceState, string> = {
  IN_ORDER: 'I orden',
  SOON: 'Snart',
  OVERDUE: 'Overskredet',
  NEVER: 'Aldrig udført',
};
