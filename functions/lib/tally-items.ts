import { emptyTally, tallyChanges, type Tally, type TallyChange } from '../../domain/shared/tallies';
import type { StreamType } from '../../events/envelope';
import type { ItemKey } from './items';

/**
 * Tallies as DynamoDB items (decision 120): `sk` -1 of the stream's own partition (commits start
 * at 1, the head is 0), so a stream's tally shares its key prefix and its grants. Pure: the
 * items and conditions an append adds for its tallies and guards; both stores plan with it.
 */
export const TALLY_SK = -1;
export const tallyKey = (type: StreamType, id: string) => ({ pk: `${type}#${id}`, sk: TALLY_SK });
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

/** One tally's action in a transaction: its change, and the conditions on it. */
export interface TallyOp {
  pk: string;
  change?: TallyChange;
  rev?: number;
  atMost?: Record<string, number>;
}

/** A stream required at a version: no commit at `sk` (= version + 1). */
export interface StreamCheck {
  pk: string;
  sk: number;
}

/**
 * Pure: the tally actions and stream checks of a transaction, each item once (DynamoDB takes one
 * action per item): the tally changes its commits imply (`tallyChanges` of each commit's state
 * before and after), merged with the guards on the same tallies. A version guard on a stream the
 * transaction appends to is its commit's own condition; when they disagree the command decided on
 * two versions of one stream, and is decided again (`stale`).
 */
export function planTallies(
  commits: { pk: string; sk: number; streamType: StreamType; before: unknown; after: unknown }[],
  guards: Guard[],
): { tallies: TallyOp[]; checks: StreamCheck[]; stale: boolean } {
  const ops = new Map<string, TallyOp>();
  for (const change of tallyChanges(commits)) {
    const { pk } = tallyKey(change.streamType, change.streamId);
    ops.set(pk, { pk, change });
  }
  const checks = new Map<string, StreamCheck>();
  let stale = false;
  for (const guard of guards) {
    const { pk } = tallyKey(guard.streamType, guard.streamId);
    if (guard.version !== undefined) {
      const sk = guard.version + 1;
      const appended = commits.find((c) => c.pk === pk);
      const held = checks.get(pk);
      if ((appended && appended.sk !== sk) || (held && held.sk !== sk)) stale = true;
      else if (!appended) checks.set(pk, { pk, sk });
    }
    if (guard.rev !== undefined || guard.atMost) {
      const op = ops.get(pk) ?? { pk };
      if (guard.rev !== undefined) {
        if (op.rev !== undefined && op.rev !== guard.rev) stale = true;
        op.rev = guard.rev;
      }
      if (guard.atMost) {
        op.atMost = { ...op.atMost };
        for (const [name, max] of Object.entries(guard.atMost)) op.atMost[name] = Math.min(max, op.atMost[name] ?? max);
      }
      ops.set(pk, op);
    }
  }
  return { tallies: [...ops.values()], checks: [...checks.values()], stale };
}

/** Pure: whether a tally (as stored) meets an action's conditions. */
export function meets(tally: Tally, op: Pick<TallyOp, 'rev' | 'atMost'>): boolean {
  if (op.rev !== undefined && tally.rev !== op.rev) return false;
  return Object.entries(op.atMost ?? {}).every(([name, max]) => (tally.counters[name] ?? 0) <= max);
}

type Names = Record<string, string>;
type Values = Record<string, unknown>;

function conditionOf(op: TallyOp, names: Names, values: Values): string | undefined {
  const parts: string[] = [];
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

/** The transaction action of one tally: an Update with ADD and DELETE, or a ConditionCheck when it only guards. */
export function tallyAction(table: string, op: TallyOp): Record<string, unknown> {
  const names: Names = {};
  const values: Values = {};
  const condition = conditionOf(op, names, values);
  const Key = { pk: op.pk, sk: TALLY_SK };
  if (!op.change) {
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
  names['#rev'] = 'rev';
  values[':tally'] = 'tally';
  values[':one'] = 1;
  const adds = ['#rev :one'];
  const deletes: string[] = [];
  Object.entries(op.change.counters).forEach(([name, delta], i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = delta;
    adds.push(`#c${i} :c${i}`);
  });
  Object.entries(op.change.add).forEach(([name, ids], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = new Set(ids);
    adds.push(`#a${i} :a${i}`);
  });
  Object.entries(op.change.remove).forEach(([name, ids], i) => {
    if (op.change!.add[name]) throw new Error(`One transaction adds to and removes from ${op.pk}'s ${name}`);
    names[`#d${i}`] = name;
    values[`:d${i}`] = new Set(ids);
    deletes.push(`#d${i} :d${i}`);
  });
  return {
    Update: {
      TableName: table,
      Key,
      UpdateExpression: `SET #kind = :tally ADD ${adds.join(', ')}${deletes.length ? ` DELETE ${deletes.join(', ')}` : ''}`,
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
    else if (typeof value === 'number') tally.counters[name] = value;
    else if (value instanceof Set || Array.isArray(value)) tally.sets[name] = [...(value as Iterable<string>)].sort();
  }
  return tally;
}
