import { createHash } from 'node:crypto';
import { linkNotFound, usableLink } from '../../domain/inspection/inspector-link';
import type { InspectorLinkState, TaskState } from '../../domain/task/decider';
import type { Claim } from '../store/commits';
import type { EventStore } from '../store/event-store';
import { newSecret } from '../store/ids';
import { loadStream } from '../store/store';
import { appBaseUrl } from '../platform/config';

/**
 * The external inspector's link (decision 174), as the table keeps it: the secret (32 random
 * bytes, base64url) is in the e-mail only; the row `InspectorLink#<SHA-256 of the secret>` (key
 * area `inspectorLinks`) names the company, the task and the link's id, taken as a claim with the
 * task's `TaskInspectorLinkSent` commit, and expires a day after the link does. Whether it still
 * opens the task is the task's to say (`TaskState.inspectorLink`): a renewed or revoked link's row
 * stays until its TTL, naming a link the task no longer has.
 */
export interface InspectorLinkRow {
  pk: string;
  companyId: string;
  taskId: string;
  linkId: string;
  validUntil: string;
  /** TTL (seconds): a day past `validUntil`, so an expired link still answers 410. */
  expiresAt: number;
}

/** A secret as this service makes it: anything else names no link (and is not looked up). */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const linkHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');
export const inspectorLinkKey = (hash: string) => `InspectorLink#${hash}`;

/** The inspector's page for a secret (the SPA's `/inspektion/:token`). */
export const inspectionUrl = (token: string) => `${appBaseUrl()}/inspektion/${token}`;

/** A new secret and the claim its row is written as, with the task's commit. */
export function newLinkClaim(of: { companyId: string; taskId: string; linkId: string; validUntil: string }): {
  token: string;
  claim: Claim;
} {
  const token = newSecret();
  const attributes: Omit<InspectorLinkRow, 'pk'> = {
    ...of,
    expiresAt: Math.floor(new Date(of.validUntil).getTime() / 1000) + 86_400,
  };
  return { token, claim: { pk: inspectorLinkKey(linkHash(token)), attributes } };
}

/** The link a secret names, and its task, while it opens it: unknown 404; renewed, revoked, used or expired 410. */
export async function openLink(
  store: EventStore,
  token: string,
  now: Date,
): Promise<{ row: InspectorLinkRow; task: TaskState; version: number; link: InspectorLinkState }> {
  if (!LINK_TOKEN.test(token)) throw linkNotFound();
  const row = await store.getClaim<InspectorLinkRow>(inspectorLinkKey(linkHash(token)));
  if (!row || typeof row.taskId !== 'string' || typeof row.linkId !== 'string') throw linkNotFound();
  const loaded = await loadStream<TaskState>('Task', row.taskId, store);
  const task = loaded && loaded.state.companyId === row.companyId ? loaded.state : null;
  const link = usableLink(task, row.linkId, row.validUntil, now);
  return { row, task: task!, version: loaded!.version, link };
}
