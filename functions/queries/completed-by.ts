import { DomainError } from '../../domain/shared/errors';
import { HttpError } from '../http/http-errors';
import { completionPartitions } from './inline-rows';
import { newestCompletions } from './tasks';

const instant = (iso: string) => new Date(iso).getTime();

/**
 * A completion refused because its deadline was done meanwhile (409 ALREADY_COMPLETED) says by
 * whom and when (issue 30, decision 169), so a phone's queue can show 'Allerede udført af … kl. …':
 * the completion of that deadline in the task's history (written with its commit, so already
 * there), else the newest. Any other error is returned as it is.
 */
export async function withCompleter(
  error: unknown,
  companyId: string,
  taskId: string,
  deadline: string | undefined,
): Promise<unknown> {
  if (!(error instanceof DomainError) || error.code !== 'ALREADY_COMPLETED') return error;
  // The deadline done meanwhile is among the newest completions.
  const items = await newestCompletions(completionPartitions.task(companyId, taskId), 20);
  const row =
    (deadline !== undefined ? items.find((item) => instant(item.deadline) === instant(deadline)) : undefined) ??
    items[0];
  if (!row) return error;
  return new HttpError(409, error.code, error.message, undefined, {
    completedBy: { id: row.completedBy, name: row.completedByName },
    completedAt: row.finishedOn,
    // A phone that sent this very completion before (its answer lost) knows it by its id.
    completionId: row.completionId,
  });
}
