import type { ChecklistItem } from '../checklist/checklist';
import { DUTY_DISCLAIMER, templateVersion } from './catalogue';
import { legalBasis } from './rules';
import type { AppliedDuty } from './types';

/**
 * What the external inspector's page shows (docs/inspection-duties.md `InspectionView`, decision
 * 174), and nothing else: the company's name, the one task, its item, its duty, the inspector as
 * the admin named them, and how long the link lives. No staff, no other items, no ids.
 */
export interface InspectionView {
  companyName: string;
  task: { title: string; description: string; deadline: string; checklist: ChecklistItem[] };
  item: {
    kind: 'EQUIPMENT' | 'LOCATION';
    name: string;
    make?: string;
    model?: string;
    externalId?: string;
    category?: string;
    /** The equipment's location, or the location itself ('' when it has none). */
    locationName: string;
  };
  duty: { name: string; legalBasis: string; sourceUrl: string; disclaimer: string } | null;
  inspector: { name: string; company: string; certificateNumber: string };
  validUntil: string;
}

/** The duty as the inspector reads it: the task's own template version, its legal basis and source. */
export function inspectionDuty(duty: AppliedDuty | undefined): InspectionView['duty'] {
  const template = duty ? templateVersion(duty.dutyId, duty.templateVersion) : undefined;
  if (!template) return null;
  return {
    name: template.name,
    legalBasis: legalBasis(template),
    sourceUrl: template.sources[0]?.url ?? '',
    disclaimer: DUTY_DISCLAIMER,
  };
}
