import * as z from 'zod';
import { inspectionMessages, sendToInspectorSchema } from '../../domain/inspection/schemas';
import { revokeInspectorLink, sendInspectorLink } from '../commands/tasks/inspector-link';
import type { RouteImpl } from '../http/api';
import { parseInput } from '../http/http-errors';
import { eventStore } from '../store/store';

const revokeSchema = z.object({
  taskId: z
    .string({ error: inspectionMessages.taskId })
    .min(1, { error: inspectionMessages.taskId })
    .max(200, { error: inspectionMessages.taskId }),
});

/**
 * The admins' side of the external inspector's link (decision 174), served by apiTasks under
 * `ANY /api/compliance/{proxy+}`: send (a new link, mailed; the previous one ends) and revoke.
 */
export const inspectorLinkImpls: Record<string, RouteImpl> = {
  'POST /api/compliance/inspector': async (req) => ({
    status: 201,
    body: await sendInspectorLink(parseInput(sendToInspectorSchema, req.body), req.ctx!, eventStore()),
  }),

  'DELETE /api/compliance/inspector': async (req) => {
    const { taskId } = parseInput(revokeSchema, req.body ?? req.query);
    await revokeInspectorLink(taskId, req.ctx!, eventStore());
    return { status: 204 };
  },
};
