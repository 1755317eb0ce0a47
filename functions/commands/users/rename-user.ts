import { mergeOne, nouns } from '../../../domain/shared/versions';
import { userDecider, type UserState } from '../../../domain/user/decider';
import { executeAll, prepare, type CommandContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { stateAt, versionAfter } from '../../store/versioned';

/**
 * The caller's own name changed (everywhere: a person's name is theirs, not a company's). With
 * `version` (of the person), merged three-way first (decision 130): renamed elsewhere since (another
 * tab) to another name, it is a conflict.
 */
export async function renameUser(
  input: { name: string; version?: number },
  ctx: CommandContext & { actor: string },
  store: EventStore,
): Promise<{ user: UserState; version: number }> {
  let user!: UserState;
  let version!: number;
  await executeAll(store, async () => {
    const current = await loadStream<UserState>('User', ctx.actor, store);
    if (current) [user, version] = [current.state, current.version];
    if (input.version !== undefined && current) {
      const base = await stateAt<UserState>(store, 'User', ctx.actor, input.version, nouns.ownName);
      const sides = { base: base.name, mine: input.name, theirs: current.state.name, version: current.version };
      if (!mergeOne('name', sides, nouns.ownName)) return [];
    }
    const commit = await prepare(
      store,
      userDecider,
      { type: 'User', id: ctx.actor },
      { type: 'Rename', name: input.name },
      { now: ctx.now, actor: ctx.actor },
    );
    if (commit.events.length > 0) [user, version] = [commit.state as UserState, versionAfter(commit)];
    return [commit];
  });
  return { user, version };
}
