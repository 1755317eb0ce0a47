import { DomainError } from '../../../domain/shared/errors';
import { counterOf, tallyNames } from '../../../domain/shared/tallies';
import { userDecider, type UserState } from '../../../domain/user/decider';
import { emailClaimKey } from '../../use-cases/accounts';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadTally } from '../../store/store';

/**
 * A person removed from the company. Their open tasks there (their tally, decision 120) refuse it,
 * and the removal's transaction requires them still none, so a task given to the person meanwhile
 * makes it decide again; a task given to them after it is refused (the person's stream changed).
 * A removal from their last company, known only once decided on fresh state, deletes the account
 * and releases its address. Answers whether it did.
 */
export async function removeUser(
  input: { id: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ accountDeleted: boolean }> {
  const { id } = input;
  if (id === ctx.actor) throw new DomainError('forbidden', 'DELETE_SELF', 'Du kan ikke slette dig selv.');
  const counter = tallyNames.openTasks(ctx.companyId);
  const [commit] = await executeAll(store, async () => {
    const openTasks = counterOf(await loadTally('User', id, store), counter);
    const removed = await prepare(
      store,
      userDecider,
      { type: 'User', id },
      { type: 'RemoveFromCompany', companyId: ctx.companyId, actorId: ctx.actor, openTasks },
      ctx,
    );
    const user = removed.state as UserState;
    return {
      commits: [removed],
      releases: user.deleted ? [emailClaimKey(user.emailAddress)] : [],
      guards: [{ streamType: 'User', streamId: id, atMost: { [counter]: 0 } }],
    };
  });
  return { accountDeleted: !!(commit?.state as UserState | undefined)?.deleted };
}
