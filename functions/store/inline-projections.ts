import type { Envelope, StreamType } from '../../events/envelope';
import { equipmentRows, locationRows } from '../projections/inventory';
import { project as invitationRows } from '../projections/invitations';
import { project as membershipRows } from '../projections/memberships';
import { noteRows } from '../projections/notes';
import { faultReportRows } from '../projections/fault-reports';
import { completionRows, taskRows } from '../projections/tasks';
import { commitToEnvelopes, type Commit } from './commits';
import type { InlineWrites } from './event-store';
import type { VersionedRow } from '../queries/read-store';
import { commitRow, type StreamRowProjection } from './stream-rows';
import { namesVersionChanges } from '../queries/inventory-names';
import { countChanges } from '../queries/target-counts';

/**
 * Inline projections (docs/decision 058 "Inline projections (read your writes)"): the read-model
 * rows that mirror ONE stream, written in the same transaction as the commit that changes them,
 * as Marten's inline projections and Emmett's `projections.inline` do, from the pure functions of
 * `functions/projections/*.ts`. This is their only writer besides the rebuild, which calls it too:
 * the bus does not deliver to them (decision 121 "The bus delivers only to projections that
 * combine streams"). Models that combine streams (activity, statistics) stay on the bus.
 * `inlineWrites` is the event store's `InlineProjection`: the composition (`store.ts`) gives it to
 * the store, which imports no projection (decision 153 "The event store knows nothing of projections").
 */

const streamRows: StreamRowProjection[] = [taskRows, locationRows, equipmentRows, noteRows, faultReportRows];

/** The projections whose rows an event leads to (immutable or version-guarded rows), with the streams whose events they read. */
const eventRows: { streams: StreamType[]; rows: (envelope: Envelope) => VersionedRow[] }[] = [
  { streams: ['Task'], rows: (envelope) => completionRows(envelope) as unknown as VersionedRow[] },
  { streams: ['Invitation'], rows: invitationRows },
  { streams: ['User', 'Company'], rows: membershipRows },
];

/** Pure: the rows one commit leaves the inline projections with. */
export function commitRows(commit: Commit): VersionedRow[] {
  const envelopes = commitToEnvelopes(commit);
  return [
    ...streamRows.flatMap((projection) => commitRow(projection, commit, envelopes) ?? []),
    ...eventRows
      .filter(({ streams }) => streams.includes(commit.streamType))
      .flatMap(({ rows }) => envelopes.flatMap(rows)),
  ] as VersionedRow[];
}

/**
 * Pure: what the commits of one transaction write to the read models, each row once (DynamoDB
 * takes one operation per item in a transaction): of two rows with one key the newer version
 * wins, counter changes add up. `before` is the state each commit was decided on.
 */
export function inlineWrites(commits: { commit: Commit; before?: unknown }[]): InlineWrites {
  const rows = new Map<string, VersionedRow>();
  for (const { commit } of commits) {
    for (const row of commitRows(commit)) {
      const key = `${row.pk}\u0000${row.sk}`;
      const held = rows.get(key);
      if (!held || held.version < row.version) rows.set(key, row);
    }
  }
  const changes = commits.map(({ commit, before }) => ({ streamType: commit.streamType, before, after: commit.state }));
  const counts = [...countChanges(changes), ...namesVersionChanges(changes)];
  return { rows: [...rows.values()], counts };
}
