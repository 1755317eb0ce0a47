import type { TaskType } from '#domain/task/intervals';

/**
 * A row of the task lists (`GET /api/task`, `GET /api/task-query`) and the single read
 * (`GET /api/task/{id}` and the writes' answers): the shapes the API answers with, defined once
 * in `domain/task/view.ts`.
 */
export type { TaskRow as Task, TaskDetail } from '#domain/task/view';

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
