import type { PushPayload } from '../../../domain/push/push-subscriptions';
import { log } from '../../platform/logger';
import { pushServiceOf, sendPush, vapidDetails } from '../../platform/web-push';
import { devicesOfMany, removeDevices } from '../push-devices';

/** One person's notification of this run: the reminder e-mail just recorded for them, as a push. */
export interface ReminderPush {
  userId: string;
  payload: PushPayload;
}

/** Pushes under way at once: a push service answers in 50-500 ms; the run's budget is about 1 s a company (decision 147). */
const CONCURRENCY = 8;

/**
 * Sends each reminder to every device of its person (decision 171 "Reminders as push"). Called
 * once the run's e-mails are recorded, with only those this run recorded (the ledger's claim), so
 * a retried run, which finds the day claimed, pushes nothing twice. Never throws: a push that fails
 * is logged and the device kept; a device its push service no longer knows (404, 410) is removed.
 * What happens here can neither stop nor repeat an e-mail.
 */
export async function pushReminders(pushes: readonly ReminderPush[]): Promise<{ sent: number; removed: number }> {
  let sent = 0;
  let removed = 0;
  if (pushes.length === 0) return { sent, removed };
  try {
    const vapid = await vapidDetails();
    if (!vapid) return { sent, removed };
    const devices = await devicesOfMany(pushes.map((p) => p.userId));
    const work = pushes.flatMap(({ userId, payload }) =>
      (devices.get(userId) ?? []).map((device) => ({ userId, payload, device })),
    );
    const gone = new Map<string, string[]>();
    const queue = [...work];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const outcome = await sendPush(job.device, job.payload, vapid);
        const pushService = pushServiceOf(job.device.endpoint);
        if (outcome.kind === 'sent') sent++;
        else if (outcome.kind === 'gone') {
          log.info('push device gone', { userId: job.userId, pushService, status: outcome.status });
          gone.set(job.userId, [...(gone.get(job.userId) ?? []), job.device.endpoint]);
        } else log.warn('push failed', { userId: job.userId, pushService, reason: outcome.reason });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, work.length) }, worker));
    for (const [userId, endpoints] of gone) {
      try {
        removed += await removeDevices(userId, endpoints);
      } catch (error) {
        log.warn('push device not removed', { userId, error: String(error) });
      }
    }
    log.info('pushes', { people: pushes.length, devices: work.length, sent, removed });
  } catch (error) {
    log.error('pushes failed', { error: String(error) });
  }
  return { sent, removed };
}
