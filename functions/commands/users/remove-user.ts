import { DomainError } from '../../../domain/shared/errors';
import { userDecider, type UserState } from '../../../domain/user/decider';
import { emailClaimKey } from '../../lib/accounts';
import { executeAll, prepare, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';

/**
 * A person removed from the company. The person's stream decides: open tasks (kept there with
 * every task's commit) refuse it, and a removal from their last company, known only once decided
 * on fresh state, deletes the account and releases its address. Answers whether it did.
 */
export async function removeUser(
  input: { id: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ accountDeleted: boolean }> {
  const { id } = input;
  if (id === ctx.actor) throw new DomainError('forbidden', 'DELETE_SELF', 'Du kan ikke slette dig selv.');
  const [commit] = await executeAll(store, async () => {
    const removed = await prepare(
      store,
      userDecider,
      { type: 'User', id },
      { type: 'RemoveFromCompany', companyId: ctx.companyId, actorId: ctx.actor },
      ctx,
    );
    const user = removed.state as UserState;
    return { commits: [removed], releases: user.deleted ? [emailClaimKey(user.emailAddress)] : [] };
  });
  return { accountDeleted: !!(commit?.state as UserState | undefined)?.deleted };
}
