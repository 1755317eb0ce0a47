import { userDecider, type UserState } from '../../../domain/user/decider';
import { execute, type CommandContext } from '../../lib/command';
import type { EventStore } from '../../lib/event-store';

/** The caller's own name changed (everywhere: a person's name is theirs, not a company's). */
export async function renameUser(
  input: { name: string },
  ctx: CommandContext & { actor: string },
  store: EventStore,
): Promise<{ user: UserState }> {
  const commit = await execute(
    userDecider,
    { type: 'User', id: ctx.actor },
    { type: 'Rename', name: input.name },
    { now: ctx.now, actor: ctx.actor },
    { store },
  );
  return { user: commit.state! };
}
