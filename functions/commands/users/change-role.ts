import type { RoleType } from '../../../events/catalogue';
import { userDecider, type UserState } from '../../../domain/user/decider';
import { execute, type CompanyContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';

/** A person's role in the company changed by its SUPER_ADMIN (the decider keeps the last SUPER_ADMIN). */
export async function changeRole(
  input: { id: string; type: RoleType },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ user: UserState }> {
  const commit = await execute(
    userDecider,
    { type: 'User', id: input.id },
    { type: 'ChangeRole', companyId: ctx.companyId, role: input.type, actorId: ctx.actor },
    ctx,
    { store },
  );
  return { user: commit.state! };
}
