import { buildOverview } from '../../domain/task/overview';
import { currentMonth, isMonth, monthsEnding, CHART_MONTHS_WITH_PREVIOUS } from '../../domain/task/statistics';
import { apiHandler } from '../lib/api';
import { HttpError } from '../lib/http-errors';
import { pendingForCompany } from '../lib/invitations';
import { membersOf } from '../lib/memberships';
import { countersOf, dueRowsOf } from '../lib/statistics';
import { taskContext, tasksOf } from '../lib/tasks';
import { overviewRoutes } from './overview.routes';

/** 'Ugyldig måned' (spec 001 §2): the month must be `yyyy-MM`, from 2018. */
const invalidMonth = () => new HttpError(400, 'INVALID_MONTH', 'Ugyldig måned', { month: 'Ugyldig måned' });

export const handler = apiHandler(overviewRoutes, {
  /** `?month=yyyy-MM` (default this month): figures, timelines, the 12-month chart and onboarding. */
  'GET /api/overview': async (req) => {
    const month = req.query.month || currentMonth(req.now);
    if (!isMonth(month)) throw invalidMonth();
    const companyId = req.company!.id;
    const [counters, dueRows, tasks, members, invitations] = await Promise.all([
      countersOf(companyId, monthsEnding(month, CHART_MONTHS_WITH_PREVIOUS)),
      dueRowsOf(companyId, month),
      tasksOf(companyId),
      membersOf(companyId),
      pendingForCompany(companyId, req.now),
    ]);
    const ctx = await taskContext(companyId, [...tasks, ...dueRows]);
    const overview = buildOverview({
      month,
      now: req.now,
      counters,
      dueRows,
      tasks,
      subjectName: (target) => (target.kind === 'EQUIPMENT' ? ctx.equipment.get(target.id)?.name : ctx.locations.get(target.id)?.name) ?? null,
      person: (id, fallbackName) => {
        const person = ctx.people.get(id);
        const deleted = !person || person.deleted || !person.roles[companyId];
        return { name: person && !deleted ? person.name : fallbackName, deleted };
      },
      onboarding: {
        members: members.length,
        invitations: invitations.length,
        equipment: [...ctx.equipment.values()].filter((e) => !e.archived).length,
        tasks: tasks.length,
      },
    });
    return { body: overview };
  },
});
