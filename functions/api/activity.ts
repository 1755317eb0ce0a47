import { activityQuerySchema, activityYears, yearShown } from '../../domain/activity/activity';
import { copenhagenDate } from '../../domain/task/recurrence';
import { activityPage, activityViews, companyCreatedAt, companyCreationItem, decodeCursor } from '../queries/activity';
import { apiHandler } from '../http/api';
import { HttpError, parseInput } from '../http/http-errors';
import { activityRoutes } from './routes/activity.routes';

export const handler = apiHandler(activityRoutes, {
  /**
   * `?year=&completionsOnly=&cursor=`: a page of the year's timeline, newest first, the cursor of the
   * next, the year answered (without `year`: the current one by the app's clock) and the years the
   * page's selector offers (`activityYears`: from the company's creation to now, newest first; issue
   * 32 item 7). The company's creation comes with the session (`prefetch`).
   */
  'GET /api/events': {
    prefetch: (req) => [companyCreationItem(req.query.companyId)],
    handle: async (req) => {
      const thisYear = Number(copenhagenDate(req.now).slice(0, 4));
      const query = parseInput(activityQuerySchema, {
        year: req.query.year ?? String(thisYear),
        completionsOnly: req.query.completionsOnly,
        cursor: req.query.cursor,
      });
      const after = query.cursor ? decodeCursor(query.cursor, query.year) : null;
      if (query.cursor && !after) throw new HttpError(400, 'VALIDATION', 'Ugyldig side', { cursor: 'Ugyldig side' });
      const companyId = req.company!.id;
      const created = companyCreatedAt(req.items, companyId);
      const page = async () => {
        if (!yearShown(query.year, thisYear)) return { events: [], next: null };
        const { rows, next } = await activityPage(companyId, query.year, query.completionsOnly, after);
        return { events: await activityViews(companyId, rows), next };
      };
      const [createdAt, { events, next }] = await Promise.all([created, page()]);
      return { body: { events, next, year: query.year, years: activityYears(createdAt, req.now) } };
    },
  },
});
