import { formatTime } from '../shared/time';

/**
 * The device's outbox (issue 30 "Work queued, never lost, never doubled"): each write made offline
 * waits with a client-made id and the time it was done, and is sent once the network is back.
 * What the queue page and the header say, pure so the page and its tests share the words.
 */
export type OutboxState =
  | { kind: 'WAITING' }
  | { kind: 'SENT'; at: string }
  /** The server refused it, with its Danish reason (e.g. done by someone else meanwhile). */
  | { kind: 'REFUSED'; reason: string };

/** 'Venter', 'Sendt' or 'Afvist: <reason>'. */
export function outboxStateText(state: OutboxState): string {
  switch (state.kind) {
    case 'WAITING':
      return 'Venter';
    case 'SENT':
      return 'Sendt';
    case 'REFUSED':
      return `Afvist: ${state.reason}`;
  }
}

/** What the header counts: the writes still waiting, and those refused that the person has not seen to. */
export const outboxCount = (states: readonly OutboxState[]) => states.filter((state) => state.kind !== 'SENT').length;

/** The banner while offline: 'Offline – senest opdateret kl. 08.12' (Copenhagen time), or without a time before the first update. */
export const offlineBanner = (lastUpdated: string | null) =>
  lastUpdated ? `Offline – senest opdateret kl. ${formatTime(lastUpdated)}` : 'Offline – endnu ikke opdateret';

/** Who completed a deadline first, as the queue shows a completion the server answered as already done. */
export const alreadyDoneBy = (name: string, at: string) => `Allerede udført af ${name} kl. ${formatTime(at)}`;
