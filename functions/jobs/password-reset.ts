import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import type { UserState } from '../../domain/user/decider';
import { emailClaimKey, type EmailClaim } from '../use-cases/accounts';
import { clock } from '../platform/clock';
import { appBaseUrl } from '../platform/config';
import { createResetLink } from '../use-cases/credentials';
import { getClaim, loadStream } from '../store/store';
import { resetMail } from '../mail/mails';
import { recordedMail } from '../mail/outbox';
import { log } from '../platform/logger';

/** What `POST /api/user/new-password-request` puts on the queue, for every address alike. */
export const ResetRequest = z.object({ emailAddress: z.string().min(1).max(320) });
export type ResetRequest = z.infer<typeof ResetRequest>;

/**
 * The deferred half of a password reset request (decision 030 "Reset requests are deferred"):
 * when the address has an account, a new reset link (which ends every older one) is made, and its
 * e-mail recorded in the outbox in the link's own transaction (decision 155 "Every e-mail through
 * the outbox"): the mail sender sends it. Otherwise nothing happens. A request that fails (the
 * store is down) returns to the queue, and after 3 receives goes to the dead-letter queue; a
 * malformed one is dropped.
 */
export async function handleResetRequest(request: ResetRequest, now: Date): Promise<boolean> {
  const claim = await getClaim<EmailClaim>(emailClaimKey(request.emailAddress));
  const user = claim ? await loadStream<UserState>('User', claim.userId) : null;
  if (!user || user.state.deleted) return false;
  const link = await createResetLink(user.state.id, user.state.emailAddress, now, (token, expiresAtMs) => [
    recordedMail(resetMail(user.state, `${appBaseUrl()}/auth/new-password/${token}/${expiresAtMs}`), 'passwordReset'),
  ]);
  return link !== null;
}

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  for (const record of event.Records ?? []) {
    let request: ResetRequest;
    try {
      request = ResetRequest.parse(JSON.parse(record.body));
    } catch {
      log.error('malformed reset request dropped', { messageId: record.messageId });
      continue;
    }
    try {
      await handleResetRequest(request, clock.now());
    } catch (error) {
      log.error('reset request failed', { messageId: record.messageId, error: String(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
