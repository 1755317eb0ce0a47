import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { EVENT_SOURCE, type Envelope, type StreamType } from '../../events/envelope';
import { commitToEnvelopes } from '../../functions/store/commits';
import { readStream } from '../../functions/store/store';
import { rules } from '../../infra/declaration';
import { matches } from '../../infra/local/pattern';
import { prng, shuffle } from './factories';

/**
 * Bus deliveries made by hand, for the projection suites: delivery is at least once and
 * unordered, so a projection must write the same rows however often and in whatever order its
 * events come (style.md "Projections": replayed twice and shuffled).
 */

export type BusEvent = EventBridgeEvent<string, Envelope>;
export type Projection = (event: BusEvent) => Promise<unknown>;

/** One event on its way to one projection. */
export interface Delivery {
  event: BusEvent;
  deliver: () => Promise<unknown>;
}

/** An envelope as EventBridge hands it to a rule's target (what the local bus builds). */
export const asBusEvent = (envelope: Envelope): BusEvent => ({
  version: '0',
  id: randomUUID(),
  'detail-type': envelope.type,
  source: EVENT_SOURCE,
  account: '000000000000',
  time: envelope.at,
  region: 'eu-north-1',
  resources: [],
  detail: envelope,
});

/** The envelopes of every commit of `streams`, as the pipe hands them to the bus. */
export async function envelopesOf(streams: { type: StreamType; id: string }[]): Promise<Envelope[]> {
  const commits = await Promise.all(streams.map((stream) => readStream(stream.type, stream.id)));
  return commits.flat().flatMap(commitToEnvelopes);
}

/** Each envelope as the bus routes it: one delivery per rule whose target is in `targets` and whose pattern matches. */
export function deliveriesOf(envelopes: Envelope[], targets: Record<string, Projection>): Delivery[] {
  return envelopes.flatMap((envelope) => {
    const event = asBusEvent(envelope);
    return rules
      .filter((rule) => rule.target in targets && matches(rule.eventPattern, event))
      .map((rule) => ({ event, deliver: () => targets[rule.target](event) }));
  });
}

/** Oldest first (by time, then stream version): the order the live path saw. */
export const oldestFirst = (deliveries: Delivery[]): Delivery[] =>
  [...deliveries].sort(
    (a, b) =>
      a.event.detail.at.localeCompare(b.event.detail.at) || a.event.detail.streamVersion - b.event.detail.streamVersion,
  );

/** Every delivery twice, in an order shuffled by `seed` (so a failure can be replayed). */
export const twiceShuffled = (deliveries: Delivery[], seed: number): Delivery[] =>
  shuffle(prng(seed), [...deliveries, ...deliveries]);

/** Delivers one at a time, in the order given. */
export async function deliverInTurn(deliveries: Delivery[]): Promise<void> {
  for (const { deliver } of deliveries) await deliver();
}

/** Delivers all at once, as concurrent invocations would. */
export async function deliverAtOnce(deliveries: Delivery[]): Promise<void> {
  await Promise.all(deliveries.map(({ deliver }) => deliver()));
}
