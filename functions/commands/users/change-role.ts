import type { RoleType } from '../../../events/catalogue';
import { mergeOne, nouns } from '../../../domain/shared/versions';
import { userDecider, type UserState } from '../../../domain/user/decider';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { stateAt, versionAfter } from '../../store/versioned';

/** The role a person holds in a company as a change names it: SUPER_ADMIN is given as ADMIN (only one). */
const given = (role: RoleType): RoleType => (role === 'SUPER_ADMIN' ? 'ADMIN' : role);

/**
 * A person's role in the company changed by its SUPER_ADMIN (the decider keeps the last
 * SUPER_ADMIN). With `version` (of the person), merged three-way first (decision 130): changed by
 * someone else since, to another role, it is a conflict (409 STALE_VERSION, `type`).
 */
export async function changeRole(
  input: { id: string; type: RoleType; version?: number },
  ctx: CompanyContext,
  store: EventStore,
): Promise<{ user: UserState; version: number }> {
  let user!: UserState;
  let version!: number;
  await executeAll(store, async () => {
    const current = await loadStream<UserState>('User', input.id, store);
    if (current) [user, version] = [current.state, current.version];
    if (input.version !== undefined && current?.state.roles[ctx.companyId]) {
      const base = await stateAt<UserState>(store, 'User', input.id, input.version, nouns.person);
      const roleIn = (state: UserState) => state.roles[ctx.companyId]?.type ?? null;
      const sides = {
        base: roleIn(base),
        mine: given(input.type),
        theirs: roleIn(current.state),
        version: current.version,
      };
      if (!mergeOne('type', sides, nouns.person)) return [];
    }
    const command = { type: 'ChangeRole' as const, companyId: ctx.companyId, role: input.type, actorId: ctx.actor };
    const commit = await prepare(store, userDecider, { type: 'User', id: input.id }, command, ctx);
    if (commit.events.length > 0) [user, version] = [commit.state as UserState, versionAfter(commit)];
    return [commit];
  });
  return { user, version };
}
