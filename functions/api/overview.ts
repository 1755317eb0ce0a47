import { buildOverview } from '../../domain/task/overview';
import { currentMonth, isMonth, monthsEnding, CHART_MONTHS_WITH_PREVIOUS } from '../../domain/task/statistics';
import type { UserState } from '../../domain/user/decider';
import { apiHandler } from '../http/api';
import type { CompanyState } from '../../domain/company/decider';
import { headItem } from '../store/commits';
import { loadHead } from '../store/store';
import { HttpError } from '../http/http-errors';
import { inventoryNames, namesVersionItem } from '../queries/inventory-names';
import { pendingForCompany } from '../use-cases/invitations';
import { membersOf } from '../queries/memberships';
import { countersOf, dueRowsOf } from '../queries/statistics';
import { countsOf, openFaultReportsItem } from '../queries/target-counts';
import { taskFieldsOf } from '../queries/tasks';
import { dutiesOverdue } from '../queries/compliance';
import { overviewRoutes } from './routes/overview.routes';

/** 'Ugyldig måned' (spec 001 §2): the month must be `yyyy-MM`, from 2018. */
const invalidMonth = () => new HttpError(400, 'INVALID_MONTH', 'Ugyldig måned', { month: 'Ugyldig måned' });

/** What the overview is built from of a task (`OverviewTask`), and all DynamoDB is asked for (decision 062 "Reads fetch what they show"). */
const OVERVIEW_FIELDS = [
  'id',
  'title',
  'type',
  'interval',
  'anchor',
  'deadline',
  'notificationPeriod',
  'standby',
  'equipmentStandby',
  'completed',
  'deleted',
  'timeFacts',
  'responsibleId',
  'responsibleName',
  'target',
  'countFrom',
  // Lovpligtige eftersyn overskredet (decision 173): the applied duty and when it was last done.
  'duty',
  'lastCompleted',
] as const;

export const handler = apiHandler(overviewRoutes, {
  /** `?month=yyyy-MM` (default this month): figures, timelines, the 12-month chart, onboarding and open fault reports. */
  'GET /api/overview': {
    // The names' version goes in the session's batch.
    prefetch: (req) => [
      namesVersionItem(req.query.companyId),
      headItem('Company', req.query.companyId),
      openFaultReportsItem(req.query.companyId),
    ],
    handle: async (req) => {
      const month = req.query.month || currentMonth(req.now);
      if (!isMonth(month)) throw invalidMonth();
      const companyId = req.company!.id;
      // The equipment's and locations' names are read with the rest, not after the tasks; only the
      // responsibles wait for the tasks that name them.
      const [counters, dueRows, tasks, members, invitations, { equipment, locations }, company, faults] =
        await Promise.all([
          countersOf(companyId, monthsEnding(month, CHART_MONTHS_WITH_PREVIOUS)),
          dueRowsOf(companyId, month),
          taskFieldsOf(companyId, OVERVIEW_FIELDS),
          membersOf(companyId),
          pendingForCompany(companyId, req.now),
          inventoryNames(req.items, companyId),
          loadHead<CompanyState>(req.items, 'Company', companyId),
          req.items.load(openFaultReportsItem(companyId)),
        ]);
      const names = {
        EQUIPMENT: new Map(equipment.map((e) => [e.id, e.name])),
        LOCATION: new Map(locations.filter((l) => !l.deleted).map((l) => [l.id, l.name])),
      };
      const ids = [...new Set([...tasks, ...dueRows].map((t) => t.responsibleId))];
      const people = new Map(
        await Promise.all(
          ids.map(async (id) => [id, (await loadHead<UserState>(req.items, 'User', id))?.state ?? null] as const),
        ),
      );
      const overview = buildOverview({
        month,
        now: req.now,
        counters,
        dueRows,
        tasks,
        calendar: { holidays: company?.state.holidays ?? false },
        subjectName: (target) => names[target.kind].get(target.id) ?? null,
        person: (id, fallbackName) => {
          const person = people.get(id);
          const deleted = !person || person.deleted || !person.roles[companyId];
          return { name: person && !deleted ? person.name : fallbackName, deleted };
        },
        onboarding: {
          members: members.length,
          invitations: invitations.length,
          equipment: equipment.filter((e) => !e.archived).length,
          tasks: tasks.length,
        },
      });
      // 'Åbne fejlmeldinger' (decision 166): the company's counter, written with each report's commit.
      return {
        body: {
          ...overview,
          openFaultReports: countsOf(faults).openFaultReports,
          // 'Lovpligtige eftersyn overskredet' (decisions 173, 176): shown when the company has duties.
          duties: tasks.filter((task) => task.duty).length,
          dutiesOverdue: dutiesOverdue(tasks, req.now),
        },
      };
    },
  },
});
