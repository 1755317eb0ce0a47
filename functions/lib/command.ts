import type { Decider } from '../../domain/shared/decider';
import type { StreamType } from '../../events/envelope';
import { append, ConcurrencyError, loadStream, type Claim, type NewCommit } from './event-store';
import { newId } from './ids';

export interface CommandContext {
  now: Date;
  actor: string | null;
  companyId?: string;
}

/**
 * Loads a stream, decides, and returns the commit to append (without appending), so that a
 * command spanning two streams can append both in one transaction.
 */
export async function prepare<S, C>(
  decider: Decider<S, C>,
  stream: { type: StreamType; id: string },
  command: C,
  ctx: CommandContext,
): Promise<NewCommit<S>> {
  const loaded = await loadStream<S>(stream.type, stream.id);
  const state = loaded?.state ?? decider.initialState();
  const events = decider.decide(command, state);
  return {
    streamType: stream.type,
    streamId: stream.id,
    expectedVersion: loaded?.version ?? 0,
    events,
    commitId: newId(),
    at: ctx.now.toISOString(),
    actor: ctx.actor,
    companyId: ctx.companyId,
    state: events.reduce(decider.evolve, state),
  };
}

/**
 * The generic command path (EventSourcing.NodeJS's command handler): load, decide, append.
 * A lost race re-reads and decides again, a few times, before it gives up with ConcurrencyError.
 */
export async function execute<S, C>(
  decider: Decider<S, C>,
  stream: { type: StreamType; id: string },
  command: C,
  ctx: CommandContext,
  claims: Claim[] = [],
  releases: string[] = [],
): Promise<NewCommit<S>> {
  for (let attempt = 0; ; attempt++) {
    const commit = await prepare(decider, stream, command, ctx);
    if (commit.events.length === 0) return commit;
    try {
      await append([commit], claims, releases);
      return commit;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
    }
  }
}
