import { activityQuerySchema, yearShown } from '../../domain/activity/activity';
import { copenhagenDate } from '../../domain/task/recurrence';
import { activityPage, activityViews, decodeCursor } from '../queries/activity';
import { apiHandler } from '../http/api';
import { HttpError, parseInput } from '../http/http-errors';
import { activityRoutes } from './routes/activity.routes';

export const handler = apiHandler(activityRoutes, {
  /** `?year=&completionsOnly=&cursor=`: a page of the year's timeline, newest first, and the cursor of the next. */
  'GET /api/events': async (req) => {
    const query = parseInput(activityQuerySchema, {
      year: req.query.year ?? copenhagenDate(req.now).slice(0, 4),
      completionsOnly: req.query.completionsOnly,
      cursor: req.query.cursor,
    });
    if (!yearShown(query.year, Number(copenhagenDate(req.now).slice(0, 4))))
      return { body: { events: [], next: null } };
    const after = query.cursor ? decodeCursor(query.cursor, query.year) : null;
    if (query.cursor && !after) throw new HttpError(400, 'VALIDATION', 'Ugyldig side', { cursor: 'Ugyldig side' });
    const companyId = req.company!.id;
    const { rows, next } = await activityPage(companyId, query.year, query.completionsOnly, after);
    return { body: { events: await activityViews(companyId, rows), next } };
  },
});
