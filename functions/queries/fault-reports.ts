import type { FaultReportState } from '../../domain/fault-report/decider';
import { faultReference } from '../../domain/fault-report/status';
import { fileDisplayName } from '../../domain/note/files';
import { queryAll } from '../platform/aws';
import { tableName } from '../platform/config';
import type { Loaded } from '../store/commits';
import type { StreamRow } from '../store/stream-rows';
import { faultReportRowKey } from './inline-rows';
import type { InventoryNames } from './inventory-names';

/**
 * The company's fault reports (decision 166): every row of its partition, each with the stream
 * version it reflects. One Query; the rows are written with each report's commit, so an admin's
 * next read shows what they did.
 */
export async function faultReportRowsOf(companyId: string): Promise<Loaded<FaultReportState>[]> {
  const rows = await queryAll<StreamRow<FaultReportState>>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': faultReportRowKey(companyId, '').pk },
  });
  return rows.map((row) => ({ state: row.state, version: row.version }));
}

/** The company's names by id, looked up once per report (a list of 1,000 reports on 200 items). */
export interface NameIndex {
  equipment: Map<string, InventoryNames['equipment'][number]>;
  locations: Map<string, InventoryNames['locations'][number]>;
}
export const nameIndex = (names: InventoryNames): NameIndex => ({
  equipment: new Map(names.equipment.map((e) => [e.id, e])),
  locations: new Map(names.locations.map((l) => [l.id, l])),
});

/**
 * `faultReport` of docs/api-additions.md: its reference and status, the item as the lists name it
 * now (its name when reported, if it is gone), its number and location, what the visitor wrote,
 * the photo's key (its link is asked for when shown: `GET /api/file`), the reply address, the task
 * made of it and the answer it was closed with.
 */
export function faultReportView(report: FaultReportState, version: number, names: NameIndex) {
  const equipment = report.item.kind === 'EQUIPMENT' ? names.equipment.get(report.item.id) : undefined;
  const locationId = report.item.kind === 'EQUIPMENT' ? equipment?.locationId : report.item.id;
  const found = locationId ? names.locations.get(locationId) : undefined;
  const location = found && !found.deleted ? found : undefined;
  const own = report.item.kind === 'EQUIPMENT' ? equipment : location;
  return {
    id: report.id,
    version,
    number: report.number,
    reference: faultReference(report.number),
    status: report.status,
    item: {
      kind: report.item.kind === 'EQUIPMENT' ? ('equipment' as const) : ('location' as const),
      id: report.item.id,
      name: own?.name ?? report.itemName,
      equipmentId: equipment?.externalId || null,
      location: report.item.kind === 'EQUIPMENT' ? (location?.name ?? null) : null,
      gone: !own || !!equipment?.archived,
    },
    description: report.description,
    photo: report.photo ? { key: report.photo, name: fileDisplayName(report.photo) } : null,
    email: report.email,
    reportedAt: report.reportedAt,
    taskId: report.taskId,
    answer: report.answer,
    closedAt: report.closedAt,
    closedBy: report.closedBy ? { id: report.closedBy, name: report.closedByName ?? '' } : null,
  };
}
export type FaultReportView = ReturnType<typeof faultReportView>;
