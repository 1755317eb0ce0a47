import type { TaskState } from '../../domain/task/decider';
import type { CompanyContext } from '../store/command';
import type { EventStore } from '../store/event-store';
import { notFound } from '../http/http-errors';
import { loadOwned } from './inventory';

/** Who looks at a task: the caller in their company, and whether they administer it (`req.ctx`). */
export type Viewer = Pick<CompanyContext, 'actor' | 'companyId' | 'isAdmin'>;

/** Admins see every task of their company, a USER their own. */
export const visibleTo = (viewer: Viewer, task: Pick<TaskState, 'responsibleId'>) =>
  viewer.isAdmin || task.responsibleId === viewer.actor;

/** A task of the viewer's company that the viewer may see, from its stream (else 404). */
export async function loadVisibleTask(store: EventStore, viewer: Viewer, id: string): Promise<TaskState> {
  const { state } = await loadOwned<TaskState>(store, 'Task', id, viewer.companyId, (t) => t.deleted);
  if (!visibleTo(viewer, state)) throw notFound();
  return state;
}
