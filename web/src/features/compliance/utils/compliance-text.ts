import { complianceStateLabels, complianceStates, type ComplianceState } from '#domain/inspection/types';
import { formatDate } from '#domain/shared/time';
import { intervalInfo, type Interval } from '#domain/task/intervals';
import type { StatusColor } from '../../../lib/theme';
import type { ComplianceRow } from '../api/types';

/**
 * The compliance page's words and colours (decision 176): each state in words and in a colour of
 * its own (never the colour alone), the status filter read from the address, the interval with an
 * override's reason, and the inspector's link in one sentence.
 */
export const stateColors: Record<ComplianceState, StatusColor> = {
  IN_ORDER: 'green',
  SOON: 'yellow',
  OVERDUE: 'red',
  NEVER: 'slate',
};

export type StateFilter = ComplianceState | 'ALL';

/** The status filter of `?status=`: a known state, or all. */
export const readStateFilter = (value: string | null): StateFilter =>
  (complianceStates as readonly string[]).includes(value ?? '') ? (value as ComplianceState) : 'ALL';

export const stateFilterOptions: { value: StateFilter; label: string }[] = [
  { value: 'ALL', label: 'Alle' },
  ...complianceStates.map((state) => ({ value: state, label: complianceStateLabels[state] })),
];

/** The interval in words, lower-case for a sentence ('hver 12. måned' style labels as the task form has them). */
export const intervalLabel = (interval: Interval) => intervalInfo[interval].label;

/**
 * The interval as the card shows it: the rule's label with the rule's reason under it, or with an
 * override 'Andet interval: Hvert halve år. Begrundelse: …' with the rule's interval and who chose
 * the other one under it.
 */
export function intervalText(
  row: Pick<ComplianceRow, 'interval' | 'intervalLabel' | 'override' | 'ruleInterval' | 'ruleReason'>,
): { main: string; note: string } {
  if (!row.override) return { main: row.intervalLabel || intervalLabel(row.interval), note: row.ruleReason };
  const { override } = row;
  return {
    main: `Andet interval: ${intervalLabel(override.interval)}. Begrundelse: ${override.reason}`,
    note: `Reglens interval: ${intervalLabel(row.ruleInterval)}. Valgt af ${override.byName} ${formatDate(override.at)}.`,
  };
}

/** The inspector's link in words: to whom, when, until when, and whether it is used or has run out. */
export function linkText(link: NonNullable<ComplianceRow['inspectorLink']>, now: Date): string {
  const sent = `Sendt ${formatDate(link.sentAt)} til ${link.name} (${link.company}, ${link.email}).`;
  if (link.used) return `${sent} Linket er brugt: eftersynet er registreret.`;
  if (new Date(link.validUntil).getTime() < now.getTime())
    return `${sent} Linket er udløbet ${formatDate(link.validUntil)}.`;
  return `${sent} Gælder til og med ${formatDate(link.validUntil)}. Ikke brugt endnu.`;
}

/** '3 eftersyn' / '1 eftersyn' (the noun is the same in both). */
export const dutiesCount = (count: number) => `${count} eftersyn`;

/** The empty list's words: an admin learns how to start; a USER that none is theirs; a filter that none matched. */
export function emptyText(admin: boolean, filtered: boolean): string {
  if (filtered) return 'Ingen lovpligtige eftersyn passer til filtrene.';
  return admin
    ? 'Der er ingen lovpligtige eftersyn endnu. Tilføj et lovpligtigt eftersyn fra et udstyrs eller en lokations side.'
    : 'Du er ikke ansvarlig for nogen lovpligtige eftersyn.';
}
