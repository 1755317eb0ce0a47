/**
 * A row of the task lists (`GET /api/task`, `GET /api/task-query`) and the single read
 * (`GET /api/task/{id}` and the writes' answers): the shapes the API answers with, defined once
 * in `domain/task/view.ts`.
 */
export type { TaskRow as Task, TaskDetail } from '#domain/task/view';

/** A historic completion (spec 001 §3), newest first. */
export type { CompletionView as Completion } from '#domain/task/view';
