import { addDays } from 'date-fns';
import { useSyncExternalStore } from 'react';
import { apiKey, send } from './api';
import type { RoleType } from './roles';

/** Invitations expire 14 days after their date (spec 000 §4, §9). */
export const INVITATION_LIFETIME_DAYS = 14;

/**
 * `invitation` in docs/api-additions.md. `id` names it for listing, deleting and (the invitee)
 * accepting; the secret token is only in the mailed link (in lists `token` equals `id`).
 */
export interface Invitation {
  id: string;
  token?: string;
  name: string;
  emailAddress: string;
  type: Exclude<RoleType, 'SUPER_ADMIN'>;
  date: string;
  expiresAt?: string;
  companyId?: string;
  companyName?: string;
}

/**
 * GET /api/invitation: with a company, that company's pending invitations (admin); without, the
 * caller's own pending invitations.
 */
export const invitationsKey = (companyId?: string) => apiKey('invitation', { companyId });

/** DELETE /api/invitation {id}: by an admin of its company, or by the invitee. */
export const deleteInvitation = (id: string) => send<unknown>('DELETE', 'invitation', { id });

/** When the invitation stops working: the server's `expiresAt`, else its date plus 14 days. */
export function invitationExpiry(invitation: Pick<Invitation, 'date' | 'expiresAt'>): Date {
  if (invitation.expiresAt) return new Date(invitation.expiresAt);
  return addDays(new Date(invitation.date), INVITATION_LIFETIME_DAYS);
}

/** The answer as a list (a failed or odd answer shows as none rather than breaking the page). */
export const asInvitations = (data: unknown): Invitation[] =>
  Array.isArray(data) ? (data as Invitation[]) : [];

/*
 * The invitation lists are read models fed by events, so for a moment after an invite, a delete
 * or an accept the server still answers the old list. What this browser just did is kept here
 * and laid over the answer until the server agrees (or, at the latest, for 30 s).
 */
const SETTLE_WINDOW = 30_000;

export type LocalChange =
  | { kind: 'added'; invitation: Invitation; until: number }
  | { kind: 'removed'; id: string; until: number };

/** The server's list with the local changes laid over it; `settled` once it shows them all. */
export function mergeInvitations(
  server: readonly Invitation[],
  changes: readonly LocalChange[],
  companyId: string | undefined,
  now: number,
): { invitations: Invitation[]; settled: boolean } {
  const live = changes.filter((change) => change.until > now);
  const removed = new Set(live.flatMap((c) => (c.kind === 'removed' ? [c.id] : [])));
  const onServer = new Set(server.map((invitation) => invitation.id));
  const added = live.flatMap((c) =>
    c.kind === 'added' && companyId !== undefined && c.invitation.companyId === companyId && !removed.has(c.invitation.id)
      ? [c.invitation]
      : [],
  );
  const settled =
    added.every((invitation) => onServer.has(invitation.id)) &&
    [...removed].every((id) => !onServer.has(id));
  const merged = [
    ...added.filter((invitation) => !onServer.has(invitation.id)),
    ...server.filter((invitation) => !removed.has(invitation.id)),
  ];
  return { invitations: merged, settled };
}

let changes: readonly LocalChange[] = [];
const listeners = new Set<() => void>();
const emit = (next: readonly LocalChange[]) => {
  changes = next.filter((change) => change.until > Date.now());
  listeners.forEach((listener) => listener());
};

export const localInvitationChanges = {
  added: (invitation: Invitation) =>
    emit([...changes, { kind: 'added', invitation, until: Date.now() + SETTLE_WINDOW }]),
  removed: (id: string) => emit([...changes, { kind: 'removed', id, until: Date.now() + SETTLE_WINDOW }]),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => changes,
};

export const useLocalInvitationChanges = () =>
  useSyncExternalStore(
    localInvitationChanges.subscribe,
    localInvitationChanges.snapshot,
    localInvitationChanges.snapshot,
  );

/** How often a list is re-read while it lags behind this browser's changes. */
export const SETTLE_INTERVAL = 1_000;
