import { emptyTally, VERSIONED_TALLIES, tallyChanges, type Tally, type TallyChange } from '../../domain/shared/tallies';
import type { StreamType } from '../../events/envelope';
import type { ItemKey } from '../queries/items';

/**
 * Tallies as DynamoDB items (decision 120), each in a partition of its own beside its stream's:
 * `Tally#<Stream>#<id>`, `sk` 0 (decision 149). A tally is changed with UpdateItem, which no role
 * may do on a stream's own keys (a commit is only ever put), and IAM scopes grants by partition
 * key alone: so the prefix says what is a tally, and a function may change the tallies of the
 * streams its commits join and no others. Pure: the items and conditions an append adds for its
 * tallies and guards; both stores plan with it.
 */
export const TALLY_SK = 0;
export const TALLY_PREFIX = 'Tally#';
/** The tally partition of a stream's key (`User#u1` → `Tally#User#u1`). */
export const tallyPkOf = (streamPk: string) => `${TALLY_PREFIX}${streamPk}`;
export const tallyKey = (type: StreamType, id: string) => ({ pk: tallyPkOf(`${type}#${id}`), sk: TALLY_SK });
export const tallyItem = (type: StreamType, id: string): ItemKey => ({ table: 'events', ...tallyKey(type, id) });

/**
 * What a transaction requires of a stream it does not append to, besides its own commits'
 * versions: the stream still at `version` (nothing appended since the command read it), its
 * tally unchanged since `rev`, its tally's counters at most `atMost`. A guard that fails is a lost
 * race: the command is read and decided again.
 */
export interface Guard {
  streamType: StreamType;
  streamId: string;
  version?: number;
  rev?: number;
  atMost?: Record<string, number>;
}

/** One tally's action in a transaction: its change, its stream's new version, and the conditions on it. */
export interface TallyOp {
  pk: string;
  change?: TallyChange;
  /** The version a commit of the tally's own stream in this transaction takes the stream to. */
  setVersion?: number;
  /** The stream must still be at this version (a guard's `version`, on a stream that holds a tally). */
  version?: number;
  rev?: number;
  atMost?: Record<string, number>;
}

/** The attribute of a tally item that holds its stream's version (`Tally.version`). */
const VERSION = 'atVersion';

/** A stream required at a version: no commit at `sk` (= version + 1). */
export interface StreamCheck {
  pk: string;
  sk: number;
}

/**
 * Pure: the tally actions and stream checks of a transaction, each item once (DynamoDB takes one
 * action per item): the tally changes its commits imply (`tallyChanges` of each commit's state
 * before and after), each holder's commit setting its tally's `atVersion`, and the guards merged
 * in. A version guard on a stream that holds a tally is a condition on that tally (the item a
 * transaction that adds to it changes anyway), on another stream a check of its next commit. A
 * version guard on a stream the transaction appends to is its commit's own condition; when they
 * disagree the command decided on two versions of one stream, and is decided again (`stale`).
 */
export function planTallies(
  commits: { pk: string; sk: number; version: number; streamType: StreamType; before: unknown; after: unknown }[],
  guards: Guard[],
): { tallies: TallyOp[]; checks: StreamCheck[]; stale: boolean } {
  const ops = new Map<string, TallyOp>();
  const opOf = (pk: string) => ops.get(pk) ?? ops.set(pk, { pk }).get(pk)!;
  for (const change of tallyChanges(commits)) opOf(tallyKey(change.streamType, change.streamId).pk).change = change;
  for (const commit of commits) {
    if (!VERSIONED_TALLIES.includes(commit.streamType)) continue;
    const op = opOf(tallyPkOf(commit.pk));
    op.setVersion = Math.max(op.setVersion ?? 0, commit.version);
  }
  const checks = new Map<string, StreamCheck>();
  let stale = false;
  for (const guard of guards) {
    const streamPk = `${guard.streamType}#${guard.streamId}`;
    const pk = tallyPkOf(streamPk);
    if (guard.version !== undefined) {
      const appended = commits.filter((c) => c.pk === streamPk).sort((a, b) => a.sk - b.sk)[0];
      if (appended) {
        if (appended.sk !== guard.version + 1) stale = true;
      } else if (VERSIONED_TALLIES.includes(guard.streamType)) {
        const op = opOf(pk);
        if (op.version !== undefined && op.version !== guard.version) stale = true;
        op.version = guard.version;
      } else {
        const held = checks.get(streamPk);
        if (held && held.sk !== guard.version + 1) stale = true;
        checks.set(streamPk, { pk: streamPk, sk: guard.version + 1 });
      }
    }
    if (guard.rev !== undefined || guard.atMost) {
      const op = opOf(pk);
      if (guard.rev !== undefined) {
        if (op.rev !== undefined && op.rev !== guard.rev) stale = true;
        op.rev = guard.rev;
      }
      if (guard.atMost) {
        op.atMost = { ...op.atMost };
        for (const [name, max] of Object.entries(guard.atMost)) op.atMost[name] = Math.min(max, op.atMost[name] ?? max);
      }
    }
  }
  return { tallies: [...ops.values()], checks: [...checks.values()], stale };
}

/** Pure: whether a tally (as stored) meets an action's conditions. */
export function meets(tally: Tally, op: Pick<TallyOp, 'rev' | 'atMost' | 'version'>): boolean {
  if (op.rev !== undefined && tally.rev !== op.rev) return false;
  if (op.version !== undefined && tally.version !== op.version) return false;
  return Object.entries(op.atMost ?? {}).every(([name, max]) => (tally.counters[name] ?? 0) <= max);
}

type Names = Record<string, string>;
type Values = Record<string, unknown>;

function conditionOf(op: TallyOp, names: Names, values: Values): string | undefined {
  const parts: string[] = [];
  if (op.version !== undefined) {
    names['#sv'] = VERSION;
    if (op.version === 0) parts.push('attribute_not_exists(#sv)');
    else {
      values[':v'] = op.version;
      parts.push('#sv = :v');
    }
  }
  if (op.rev !== undefined) {
    names['#rev'] = 'rev';
    if (op.rev === 0) parts.push('attribute_not_exists(#rev)');
    else {
      values[':rev'] = op.rev;
      parts.push('#rev = :rev');
    }
  }
  Object.entries(op.atMost ?? {}).forEach(([name, max], i) => {
    names[`#m${i}`] = name;
    values[`:m${i}`] = max;
    parts.push(`(attribute_not_exists(#m${i}) OR #m${i} <= :m${i})`);
  });
  return parts.length ? parts.join(' AND ') : undefined;
}

/**
 * The transaction action of one tally: an Update (its stream's new version with SET, its change with
 * ADD and DELETE), or a ConditionCheck when it only guards.
 */
export function tallyAction(table: string, op: TallyOp): Record<string, unknown> {
  const names: Names = {};
  const values: Values = {};
  const condition = conditionOf(op, names, values);
  const Key = { pk: op.pk, sk: TALLY_SK };
  if (!op.change && op.setVersion === undefined) {
    return {
      ConditionCheck: {
        TableName: table,
        Key,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      },
    };
  }
  names['#kind'] = 'kind';
  values[':tally'] = 'tally';
  const sets = ['#kind = :tally'];
  if (op.setVersion !== undefined) {
    names['#sv'] = VERSION;
    values[':sv'] = op.setVersion;
    sets.push('#sv = :sv');
  }
  const adds: string[] = [];
  const deletes: string[] = [];
  const change: Pick<TallyChange, 'counters' | 'add' | 'remove'> = op.change ?? { counters: {}, add: {}, remove: {} };
  if (op.change) {
    names['#rev'] = 'rev';
    values[':one'] = 1;
    adds.push('#rev :one');
  }
  Object.entries(change.counters).forEach(([name, delta], i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = delta;
    adds.push(`#c${i} :c${i}`);
  });
  Object.entries(change.add).forEach(([name, ids], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = new Set(ids);
    adds.push(`#a${i} :a${i}`);
  });
  Object.entries(change.remove).forEach(([name, ids], i) => {
    if (change.add[name]) throw new Error(`One transaction adds to and removes from ${op.pk}'s ${name}`);
    names[`#d${i}`] = name;
    values[`:d${i}`] = new Set(ids);
    deletes.push(`#d${i} :d${i}`);
  });
  return {
    Update: {
      TableName: table,
      Key,
      UpdateExpression: [
        `SET ${sets.join(', ')}`,
        ...(adds.length ? [`ADD ${adds.join(', ')}`] : []),
        ...(deletes.length ? [`DELETE ${deletes.join(', ')}`] : []),
      ].join(' '),
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The transaction action of a stream check: no commit at that version yet. */
export const checkAction = (table: string, check: StreamCheck) => ({
  ConditionCheck: {
    TableName: table,
    Key: { pk: check.pk, sk: check.sk },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** A stored tally item (or none) as a tally: numbers are counters, sets (or lists) are sorted ids. */
export function tallyOf(item: Record<string, unknown> | undefined): Tally {
  if (!item) return emptyTally();
  const tally = emptyTally();
  for (const [name, value] of Object.entries(item)) {
    if (name === 'pk' || name === 'sk' || name === 'kind') continue;
    if (name === 'rev') tally.rev = Number(value);
    else if (name === VERSION) tally.version = Number(value);
    else if (typeof value === 'number') tally.counters[name] = value;
    else if (value instanceof Set || Array.isArray(value)) tally.sets[name] = [...(value as Iterable<string>)].sort();
  }
  return tally;
}
