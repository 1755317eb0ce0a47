import type { FaultReportFilter } from '#domain/fault-report/schemas';
import { faultReportStatusLabels, type FaultReportStatus } from '#domain/fault-report/status';
import type { StatusColor } from '../../../lib/theme';
import type { FaultReport } from '../api/types';

/** A status's badge colour: new is attention, in progress under way, solved done, rejected neutral. */
export const statusColors: Record<FaultReportStatus, StatusColor> = {
  NEW: 'yellow',
  IN_PROGRESS: 'blue',
  SOLVED: 'green',
  REJECTED: 'slate',
};

/** The list's filter as the page's address says it (`?status=`); none is the open ones, 'ALL' every report. */
export type PageFilter = FaultReportFilter | 'ALL';
export const filterOptions: { value: PageFilter; label: string }[] = [
  { value: 'OPEN', label: 'Åbne (Ny og Under behandling)' },
  { value: 'NEW', label: faultReportStatusLabels.NEW },
  { value: 'IN_PROGRESS', label: faultReportStatusLabels.IN_PROGRESS },
  { value: 'SOLVED', label: faultReportStatusLabels.SOLVED },
  { value: 'REJECTED', label: faultReportStatusLabels.REJECTED },
  { value: 'ALL', label: 'Alle' },
];
export const readFilter = (param: string | null): PageFilter =>
  filterOptions.find((option) => option.value === param)?.value ?? 'OPEN';

/** What the list says when a filter holds nothing. */
export const emptyText: Record<PageFilter, string> = {
  OPEN: 'Der er ingen åbne fejlmeldinger.',
  NEW: 'Der er ingen nye fejlmeldinger.',
  IN_PROGRESS: 'Ingen fejlmeldinger er under behandling.',
  SOLVED: 'Ingen fejlmeldinger er løst endnu.',
  REJECTED: 'Ingen fejlmeldinger er afvist.',
  ALL: 'Der er ingen fejlmeldinger endnu. De kommer fra klistermærkernes servicekort, når virksomheden tager imod dem.',
};

/** The report as the domain's task defaults read it (`faultTaskInput`). */
export const reportForTask = (report: FaultReport) => ({
  number: report.number,
  itemName: report.item.name,
  description: report.description,
  item: { kind: report.item.kind === 'equipment' ? ('EQUIPMENT' as const) : ('LOCATION' as const), id: report.item.id },
  photo: report.photo?.key ?? null,
});

/** 'Brandslukker (nr. BS-07), Fyrrum' */
export function itemLine(report: FaultReport): string {
  const { name, equipmentId, location } = report.item;
  return [`${name}${equipmentId ? ` (nr. ${equipmentId})` : ''}`, location].filter(Boolean).join(', ');
}
