import * as z from 'zod';
import { acceptVersionSchema, applyDutySchema, dutyIntervalSchema } from '../../domain/inspection/schemas';
import { complianceStates } from '../../domain/inspection/types';
import { acceptDutyVersion, changeDutyInterval } from '../commands/compliance/change-duty';
import { applyDutyToTarget } from '../commands/compliance/apply-duty';
import { preloaded, type Route, type RouteImpl } from '../http/api';
import { parseInput } from '../http/http-errors';
import { complianceView, dutyTasksOf } from '../queries/compliance';
import { namesVersionItem } from '../queries/inventory-names';
import { eventStore } from '../store/store';

/**
 * Lovpligtige eftersyn (issue 31, decision 173), served by `apiTasks`: the compliance view and the
 * admin's commands on applied duties. Thin: the schemas and the decisions are in `domain/`.
 */

const filterSchema = z.object({
  locationId: z.string().max(200).optional(),
  state: z
    .enum(complianceStates, { error: 'Vælg en status: I orden, Snart, Overskredet eller Aldrig udført' })
    .optional(),
  /** The first rows only (the page's 'Vis flere eftersyn'); absent: all. */
  limit: z.coerce
    .number({ error: 'Angiv et antal mellem 1 og 5000' })
    .int({ error: 'Angiv et antal mellem 1 og 5000' })
    .min(1, { error: 'Angiv et antal mellem 1 og 5000' })
    .max(5000, { error: 'Angiv et antal mellem 1 og 5000' })
    .optional(),
});

export const complianceImpls: Record<string, RouteImpl | Route<unknown>> = {
  /** Every member; a USER sees the duties of the tasks they are responsible for. */
  'GET /api/compliance/duties': {
    prefetch: (req) => [namesVersionItem(req.query.companyId)],
    preload: (req) => dutyTasksOf(req.query.companyId),
    handle: async (req) => {
      const filter = parseInput(filterSchema, {
        locationId: req.query.locationId || undefined,
        state: req.query.state || undefined,
        limit: req.query.limit || undefined,
      });
      const viewer = { userId: req.auth!.userId, isAdmin: req.ctx!.isAdmin };
      const tasks = preloaded(req, () => dutyTasksOf(req.company!.id));
      const { limit, ...shown } = filter;
      return {
        body: await complianceView(req.company!.id, viewer, shown, req.now, { items: req.items, tasks, limit }),
      };
    },
  },

  'POST /api/compliance/apply': async (req) => ({
    status: 201,
    body: await applyDutyToTarget(parseInput(applyDutySchema, req.body), req.ctx!, eventStore()),
  }),

  'PATCH /api/compliance/interval': async (req) => ({
    body: await changeDutyInterval(parseInput(dutyIntervalSchema, req.body), req.ctx!, eventStore()),
  }),

  'POST /api/compliance/accept': async (req) => ({
    body: await acceptDutyVersion(parseInput(acceptVersionSchema, req.body), req.ctx!, eventStore()),
  }),
};
