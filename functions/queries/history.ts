import type { CompletionView } from '../../domain/task/view';
import type { AnsweredCompletion } from '../../domain/checklist/readings';
import { queryAll } from '../platform/aws';
import { tableName } from '../platform/config';
import { latenessText } from '../../domain/task/status';
import { byInstant } from '../../domain/shared/time';
import type { ListPage } from '../http/answer';
import type { ApiRequest } from '../http/api';
import { decodeCursor, encodeCursor, invalidCursor } from '../http/cursor';
import { isInspectorActor } from '../../domain/inspection/inspector-link';
import { completionSortKey, type CompletionRow } from './inline-rows';
import { completionPage, isCompletionKey, taskContext } from './tasks';

/** The completion histories (`GET /api/historic_completions…`) as their answers show them, a page at a time. */

export async function completionViews(req: ApiRequest, rows: CompletionRow[]): Promise<CompletionView[]> {
  // The people who did the tasks are looked up too: one who has left is named as deleted (decision 057 "Deleted people read the same everywhere").
  const ctx = await taskContext(
    req.company!.id,
    [...rows, ...rows.map((row) => ({ responsibleId: row.completedBy }))],
    req.items,
  );
  const gone = (id: string) => {
    // An external inspector (decision 174) is no member and never leaves.
    if (isInspectorActor(id)) return false;
    const person = ctx.people.get(id);
    return !person || person.deleted || !person.roles[req.company!.id];
  };
  return rows
    .map((row) => {
      const equipment = row.target.kind === 'EQUIPMENT' ? ctx.equipment.get(row.target.id) : undefined;
      const locationId = equipment ? equipment.locationId : row.target.kind === 'LOCATION' ? row.target.id : null;
      const person = ctx.people.get(row.responsibleId);
      return {
        id: row.completionId,
        task: { id: row.taskId, title: row.title, type: row.type },
        equipment:
          row.target.kind === 'EQUIPMENT'
            ? {
                id: row.target.id,
                name: equipment?.name ?? null,
                equipmentId: equipment?.externalId ?? null,
                archived: equipment?.archived ?? true,
              }
            : null,
        locationId,
        locationName: locationId ? (ctx.locations.get(locationId)?.name ?? null) : null,
        finishedOn: row.finishedOn,
        deadline: row.deadline,
        late: row.late,
        lateness: latenessText(row.deadline, row.finishedOn),
        responsible: {
          id: row.responsibleId,
          name: person?.name ?? row.responsibleName,
          deleted: gone(row.responsibleId),
        },
        completedBy: { id: row.completedBy, name: row.completedByName, deleted: gone(row.completedBy) },
        answers: row.answers ?? [],
        followUps: row.followUps ?? [],
        ...(row.inspector ? { inspector: row.inspector } : {}),
      };
    })
    .sort((a, b) => byInstant(b.finishedOn, a.finishedOn));
}

/**
 * One page of a history partition (decision 136 "Large answers: compressed in the function, lists
 * by the page"): the completions after the request's cursor (the sort key of the last one answered)
 * that `keep` keeps, newest first, answered as a bare array (api.md's `[completion]`) with the next
 * page's address in a `Link` header.
 */
export async function historyPage(
  req: ApiRequest,
  pk: string,
  year: number | null,
  keep: (row: CompletionRow) => boolean = () => true,
): Promise<ListPage<CompletionView>> {
  const after = decodeCursor(req.query.cursor, 1)?.[0] ?? null;
  if (after !== null && !isCompletionKey(after, year)) throw invalidCursor();
  const { items, more } = await completionPage(pk, year, after);
  return {
    rows: await completionViews(req, items.filter(keep)),
    cursorOf: (view) => encodeCursor([completionSortKey(view.finishedOn, view.id)]),
    more: more && items.length > 0 ? encodeCursor([items[items.length - 1].sk]) : undefined,
  };
}

/**
 * The completions of a history partition that hold answers (decision 165), with only what the
 * readings need: all years, read at once (a weekly routine gives 52 a year).
 */
export const answeredCompletions = (pk: string) =>
  queryAll<AnsweredCompletion>({
    TableName: tableName('readModels'),
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'size(answers) > :none',
    ProjectionExpression: 'taskId, title, completionId, finishedOn, answers',
    ExpressionAttributeValues: { ':pk': pk, ':none': 0 },
  });
