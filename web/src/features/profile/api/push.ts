import useSWR from 'swr';
import type { PushSubscriptionInput } from '#domain/push/push-subscriptions';
import { apiKey, send } from '../../../lib/api';
import type { PushApi } from '../utils/push';

/** One of the person's devices, as the API shows it (never its keys). */
export interface PushDeviceView {
  endpoint: string;
  label: string | null;
  createdAt: string;
}

export const pushDevicesKey = (companyId: string) => apiKey('push/subscriptions', { companyId });

/** GET /api/push/subscriptions?companyId=: the caller's own devices that get reminders as push. */
export function usePushDevices(companyId: string) {
  const swr = useSWR<{ subscriptions: PushDeviceView[]; max: number }>(pushDevicesKey(companyId));
  return { ...swr, devices: swr.data?.subscriptions };
}

/** The push routes (decision 171), for `turnOnPush` and `turnOffPush`; failures throw the API's error. */
export function pushApi(companyId: string): PushApi {
  return {
    publicKey: async () => {
      const result = await send<{ publicKey: string }>('GET', 'push/key', undefined, { companyId });
      if (result.ok) return result.data.publicKey;
      if (result.error.status === 404) return null;
      throw result.error;
    },
    subscribe: async (input: PushSubscriptionInput) => {
      const result = await send('POST', 'push/subscriptions', input, { companyId });
      if (result.ok) return 'ok';
      if (result.error.status === 409) return 'taken';
      throw result.error;
    },
    unsubscribe: async (endpoint: string) => {
      const result = await send('DELETE', 'push/subscriptions', { endpoint }, { companyId });
      if (!result.ok) throw result.error;
    },
  };
}
