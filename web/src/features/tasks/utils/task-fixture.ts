import type { TaskDetail } from '../../../lib/tasks/types';

/** A list row with the single read's own fields too (a list row is a subset of it). */
export type TaskFixture = Omit<TaskDetail, 'attachments'>;

/** A task as the API lists it, for the unit tests of the tasks pages; `extra` overrides any field. */
export const aTask = (id: string, extra: Partial<TaskFixture> = {}): TaskFixture => ({
  id,
  version: 1,
  title: `Opgave ${id}`,
  description: 'Tjek',
  type: 'CYCLICAL',
  interval: 'WEEKLY',
  status: 'ACTIVE',
  standby: false,
  deadline: '2027-02-01T22:00:00.000Z',
  lastCompleted: null,
  notificationPeriod: 0,
  responsibleId: 'bo',
  responsibleName: 'Bo',
  responsibleDeleted: false,
  countFrom: 'PLAN',
  equipmentId: 'e1',
  equipmentName: 'Grundfos CR 10',
  equipmentExternalId: 'GF-10',
  locationId: 'l1',
  locationName: 'Kælder',
  files: [],
  checklist: [],
  followUpOf: null,
  token: id,
  faultReportId: null,
  dutyId: null,
  ...extra,
});
