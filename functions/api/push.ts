import {
  endpointProblem,
  MAX_PUSH_DEVICES,
  pushEndpointInputSchema,
  pushSubscriptionInputSchema,
  type PushDevice,
} from '../../domain/push/push-subscriptions';
import { HttpError, messages, parseInput } from '../http/http-errors';
import type { RouteImpl } from '../http/api';
import { vapidPublicKey } from '../platform/config';
import { addDevice, devicesOf, removeDevices } from '../use-cases/push-devices';

/**
 * Reminders as push (issue 30, decision 171 "Reminders as push"): a member's own devices. Company
 * scoped like the other member routes (the guard checks the caller's role in `?companyId=`), while
 * the devices are the person's: one list, whichever of their companies they call through, and the
 * reminders of each of those companies reach it. Nobody sees or removes another person's devices.
 */

/** What the API shows of a device: never its keys. */
const view = (device: PushDevice) => ({
  endpoint: device.endpoint,
  label: device.label ?? null,
  createdAt: device.createdAt,
});

/** Only the local runtime takes its test push service's http://localhost endpoints. */
const localHttp = () => process.env.STAGE === 'local';

const notSetUp = () =>
  new HttpError(404, 'PUSH_NOT_SET_UP', 'Push-påmindelser er ikke sat op i denne installation af Servicebogen.');

export const pushImpls: Record<string, RouteImpl> = {
  'GET /api/push/key': async () => {
    const publicKey = vapidPublicKey();
    if (!publicKey) throw notSetUp();
    return { body: { publicKey } };
  },

  'GET /api/push/subscriptions': async (req) => {
    const devices = await devicesOf(req.auth!.userId);
    return { body: { subscriptions: devices.map(view), max: MAX_PUSH_DEVICES } };
  },

  'POST /api/push/subscriptions': async (req) => {
    const input = parseInput(pushSubscriptionInputSchema, req.body);
    const problem = endpointProblem(input.endpoint, { localHttp: localHttp() });
    if (problem) throw new HttpError(400, 'VALIDATION', messages.invalid, { endpoint: problem });
    if (!vapidPublicKey()) throw notSetUp();
    const { device, added } = await addDevice(req.auth!.userId, input, req.now);
    return { status: added ? 201 : 200, body: { subscription: view(device) } };
  },

  'DELETE /api/push/subscriptions': async (req) => {
    const { endpoint } = parseInput(pushEndpointInputSchema, req.body);
    const removed = await removeDevices(req.auth!.userId, [endpoint]);
    return { body: { removed: removed > 0 } };
  },
};
