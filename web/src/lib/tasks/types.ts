import type { Interval, TaskType } from '#domain/task/intervals';
import type { TaskStatus } from '#domain/task/status';
import type { Attachment } from '../files/types';

// TODO(issue 15): use domain/task/view.ts, the row and detail shapes the API answers with.

/**
 * A row of the task lists (`GET /api/task`, `GET /api/task-query`): what the lists show and filter
 * by; `status` is computed when read (docs/api-additions.md "Task list rows").
 */
export interface Task {
  id: string;
  title: string;
  type: TaskType;
  interval: Interval | null;
  status: TaskStatus;
  standby: boolean;
  deadline: string;
  lastCompleted: string | null;
  notificationPeriod: number;
  responsibleId: string;
  responsibleName: string;
  /** The responsible has left the company or deleted their account. */
  responsibleDeleted: boolean;
  equipmentId: string | null;
  equipmentName: string | null;
  equipmentExternalId: string | null;
  locationId: string | null;
  locationName: string | null;
}

/**
 * `task` of spec 001 §3 as the single read returns it (`GET /api/task/{id}` and the writes' answers):
 * the row plus its description and files, with presigned download URLs (10 minutes).
 */
export interface TaskDetail extends Task {
  description: string;
  files: string[];
  token: string;
  attachments: Attachment[];
}

/** A historic completion (spec 001 §3), newest first; `lateness` is the Danish lateness text. */
export interface Completion {
  id: string;
  task: { id: string; title: string; type: TaskType };
  equipment: { id: string; name: string | null; equipmentId: string | null; archived: boolean } | null;
  locationId: string | null;
  locationName: string | null;
  finishedOn: string;
  deadline: string;
  late: boolean;
  lateness: string;
  responsible: { id: string; name: string; deleted: boolean };
  /** Who did it, named as then; `deleted` once they have left the company or deleted their account. */
  completedBy: { id: string; name: string; deleted: boolean };
}
