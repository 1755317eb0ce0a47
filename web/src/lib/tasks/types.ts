import type { storedChecklistItemSchema } from '#domain/checklist/checklist';
import type { z } from 'zod';

/**
 * A row of the task lists (`GET /api/task`, `GET /api/task-query`) and the single read
 * (`GET /api/task/{id}` and the writes' answers, with its checklist and, on a follow-up task,
 * `followUpOf`): the shapes the API answers with, defined once in `domain/task/view.ts`.
 */
export type { TaskRow as Task, TaskDetail } from '#domain/task/view';

/** A historic completion (spec 001 §3), newest first, with its answers and the follow-ups it created (decision 165). */
export type { CompletionView as Completion } from '#domain/task/view';

/** A checklist item as the API answers it: limits as numbers (decision 165). */
export type StoredChecklistItem = z.infer<typeof storedChecklistItemSchema>;

/** A follow-up task a completion created; the completion's answer adds its deadline. */
export interface CreatedFollowUp {
  taskId: string;
  itemId: string;
  title: string;
  deadline?: string;
}
