import type { Decider } from '../../domain/shared/decider';
import type { StreamType } from '../../events/envelope';
import { ClaimTakenError, ConcurrencyError, type Claim, type NewCommit } from './commits';
import type { EventStore } from './event-store';
import { eventStore, loadStream, withinAttempt } from './store';
import { newId } from './ids';
import type { QueuedMail } from '../mail/outbox';
import { admissionGuards } from './tallies';
import type { Guard } from './tally-items';

/** When a command runs, who runs it, and for which company (stored with each commit). */
export interface CommandContext {
  now: Date;
  actor: string | null;
  companyId?: string;
}

/**
 * A company-scoped command's context, as the API middleware builds it for a company-scoped route
 * (`req.ctx`): the caller, their name, the company and whether they administer it.
 */
export interface CompanyContext extends CommandContext {
  actor: string;
  companyId: string;
  /** The caller's name (an author's, a completer's). */
  actorName: string;
  /** ADMIN or SUPER_ADMIN in the company: sees and acts on every task, not only their own. */
  isAdmin: boolean;
}

/**
 * Loads a stream from `store`, decides, and returns the commit to append (without appending), so
 * that a command spanning two streams can append both in one transaction.
 */
export async function prepare<S, C>(
  store: EventStore,
  decider: Decider<S, C>,
  stream: {
    type: StreamType;
    id: string;
    /** A stream whose id this command made (`newId`): nothing to read, its commit's condition guards it. */
    fresh?: boolean;
  },
  command: C | C[],
  ctx: CommandContext,
): Promise<NewCommit<S>> {
  const loaded = stream.fresh ? null : await loadStream<S>(stream.type, stream.id, store);
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
    before: loaded?.state ?? decider.initialState(),
  };
}

/** Attempts of one command before a lost race is reported (409 CONFLICT). */
export const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 20;
const MAX_DELAY_MS = 1_000;
/** No new attempt starts this long after the first: an API function has 10 s in all. */
const RETRY_BUDGET_MS = 7_000;

/**
 * Full jitter (https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/): a wait
 * of 0 to min(cap, base × 2^attempt), so writers that collided spread out instead of colliding
 * again. The base is at least as long as the attempt that lost took: a slow store (DynamoDB Local
 * on a busy machine) has a longer window for collisions, and waits in proportion.
 */
const backoff = (attempt: number, took: number) =>
  Math.random() * Math.min(MAX_DELAY_MS, Math.max(BASE_DELAY_MS, took) * 2 ** (attempt - 1));

/**
 * Runs `attempt` until it does not lose a race: a ConcurrencyError (a version taken, a conflicting
 * transaction), or with `retry` another error, is waited out and the command read and decided
 * again. A decider's refusal is thrown at once; a race lost MAX_ATTEMPTS times (or still lost
 * after RETRY_BUDGET_MS) is thrown as it is.
 */
async function retrying<T>(attempt: () => Promise<T>, retry: (error: unknown) => boolean = () => false): Promise<T> {
  const start = Date.now();
  for (let n = 1; ; n++) {
    const began = Date.now();
    try {
      // Each attempt reads every stream once, afresh (`withinAttempt`).
      return await withinAttempt(attempt);
    } catch (error) {
      const wait = backoff(n, Date.now() - began);
      const lost = error instanceof ConcurrencyError || retry(error);
      if (!lost || n >= MAX_ATTEMPTS || Date.now() + wait - start > RETRY_BUDGET_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * The generic command path (EventSourcing.NodeJS's command handler): load, decide, append, on
 * `store` (DynamoDB unless given: jobs and test set-ups call it plainly). A lost race re-reads and
 * decides again (`retrying`) before it gives up with ConcurrencyError.
 */
export async function execute<S, C>(
  decider: Decider<S, C>,
  stream: { type: StreamType; id: string; fresh?: boolean },
  command: C,
  ctx: CommandContext,
  {
    store = eventStore(),
    claims = [],
    releases = [],
    mails,
  }: {
    store?: EventStore;
    /** Claims taken with the commit; a function of it for a claim that records what was decided (decision 169). */
    claims?: Claim[] | ((commit: NewCommit<S>) => Claim[]);
    releases?: string[];
    /** The e-mails the decided commit sends, recorded with it (decision 099 "E-mail is recorded with its commit"). */
    mails?: (commit: NewCommit<S>) => QueuedMail[] | Promise<QueuedMail[]>;
  } = {},
): Promise<NewCommit<S>> {
  return retrying(async () => {
    const commit = await prepare(store, decider, stream, command, ctx);
    if (commit.events.length > 0)
      await store.append(
        [commit],
        typeof claims === 'function' ? claims(commit) : claims,
        releases,
        mails ? await mails(commit) : [],
        await admissionGuards(store, [commit]),
      );
    return commit;
  });
}

/**
 * What a multi-stream command appends in one transaction: its commits, the claims it takes or
 * releases, the e-mails it records, and what it requires of streams and tallies it decided on
 * without appending to them (a tally's `rev`, decision 120; the consent of the streams its
 * commits join is added by `executeAll` itself).
 */
export type Built =
  | NewCommit<unknown>[]
  | {
      commits: NewCommit<unknown>[];
      claims?: Claim[];
      releases?: string[];
      mails?: QueuedMail[];
      guards?: Guard[];
    };

/**
 * A command that spans several streams (equipment, its location and the company's plan): `build`
 * prepares every commit (and the claims it takes or releases) from fresh reads; all are appended
 * in one transaction, and a lost race builds them again. With `retryTakenClaims`, a claim taken
 * meanwhile also builds again (the next build reads the claim and uses what it names).
 */
export async function executeAll(
  store: EventStore,
  build: () => Promise<Built>,
  options: { retryTakenClaims?: boolean } = {},
): Promise<NewCommit<unknown>[]> {
  return retrying(
    async () => {
      const built = await build();
      const {
        commits: all,
        claims = [],
        releases = [],
        mails = [],
        guards = [],
      } = Array.isArray(built) ? { commits: built } : built;
      const commits = all.filter((commit) => commit.events.length > 0);
      if (commits.length > 0)
        await store.append(commits, claims, releases, mails, [...guards, ...(await admissionGuards(store, commits))]);
      return commits;
    },
    (error) => !!options.retryTakenClaims && error instanceof ClaimTakenError,
  );
}

/**
 * Tasks in one transaction of a bulk change. TransactWriteItems takes 100 items; in a bulk change
 * (a transfer, a standby, a deletion of equipment) a task's commit brings its row, its target's
 * open-task counter (written inline, docs/decision 058 "Inline projections (read your writes)")
 * and at most its old and new responsible's tallies and the new one's version check (decision
 * 120; shared by the tasks of one person), and the command a few of its own (the equipment, its
 * location's and its company's tallies): 15 tasks make at most 15 × 5 + 10. `append` counts every
 * item and throws CommitTooLargeError beyond 100.
 */
export const TASKS_PER_TRANSACTION = 15;

/**
 * A change of more streams than one transaction holds (a transfer or standby of many tasks):
 * `ids` in chunks of `size`, each chunk built afresh and appended in its own transaction, retried
 * like any command. Each chunk is all or nothing and decided on fresh state; the whole is not
 * atomic, so `build` must skip what an earlier chunk or another writer has already done.
 */
export async function executeInChunks(
  store: EventStore,
  ids: string[],
  size: number,
  build: (ids: string[]) => Promise<NewCommit<unknown>[]>,
): Promise<NewCommit<unknown>[]> {
  const appended: NewCommit<unknown>[] = [];
  for (let i = 0; i < ids.length; i += size)
    appended.push(...(await executeAll(store, () => build(ids.slice(i, i + size)))));
  return appended;
}
