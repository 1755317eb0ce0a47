import type { Decider } from '../../domain/shared/decider';
import type { StreamType } from '../../events/envelope';
import { append, ClaimTakenError, ConcurrencyError, loadStream, type Claim, type NewCommit } from './event-store';
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
  command: C | C[],
  ctx: CommandContext,
): Promise<NewCommit<S>> {
  const loaded = await loadStream<S>(stream.type, stream.id);
  let state = loaded?.state ?? decider.initialState();
  // Several commands on one stream (create a location and place equipment there) make one commit.
  const events = [];
  for (const step of Array.isArray(command) ? command : [command]) {
    const decided = decider.decide(step, state);
    events.push(...decided);
    state = decided.reduce(decider.evolve, state);
  }
  return {
    streamType: stream.type,
    streamId: stream.id,
    expectedVersion: loaded?.version ?? 0,
    events,
    commitId: newId(),
    at: ctx.now.toISOString(),
    actor: ctx.actor,
    companyId: ctx.companyId,
    state,
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

/**
 * A command that spans several streams (equipment, its location and the company's plan): `build`
 * prepares every commit (and the claims it takes or releases) from fresh reads; all are appended
 * in one transaction, and a lost race builds them again. With `retryTakenClaims`, a claim taken
 * meanwhile also builds again (the next build reads the claim and uses what it names).
 */
export async function executeAll(
  build: () => Promise<NewCommit<unknown>[] | { commits: NewCommit<unknown>[]; claims?: Claim[]; releases?: string[] }>,
  options: { retryTakenClaims?: boolean } = {},
): Promise<NewCommit<unknown>[]> {
  for (let attempt = 0; ; attempt++) {
    const built = await build();
    const { commits: all, claims = [], releases = [] } = Array.isArray(built) ? { commits: built } : built;
    const commits = all.filter((commit) => commit.events.length > 0);
    if (commits.length === 0) return commits;
    try {
      await append(commits, claims, releases);
      return commits;
    } catch (error) {
      const retry = error instanceof ConcurrencyError || (options.retryTakenClaims && error instanceof ClaimTakenError);
      if (!retry || attempt >= 3) throw error;
    }
  }
}

/**
 * Commits too many for one transaction (TransactWriteItems takes 100 items), appended in order in
 * transactions of `size`: a bulk change of many tasks. Each commit still guards its own version.
 */
export async function appendInBatches(commits: NewCommit<unknown>[], size = 90): Promise<void> {
  const real = commits.filter((c) => c.events.length > 0);
  for (let i = 0; i < real.length; i += size) await append(real.slice(i, i + size));
}
