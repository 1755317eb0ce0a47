import { event, userEventTypes, type EventOf, type RoleType } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';
import type { CalendarFeedScope } from '../task/calendar-feed';

export interface UserState {
  id: string;
  name: string;
  emailAddress: string;
  roles: Record<string, { type: RoleType }>;
  deleted?: boolean;
}

export type UserEvent = EventOf<(typeof userEventTypes)[number]>;

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      name: string;
      emailAddress: string;
      /** The company the person joins at once (sign-up founds one as SUPER_ADMIN). */
      joins?: { companyId: string; role: RoleType };
    }
  | { type: 'JoinCompany'; companyId: string; role: RoleType }
  | { type: 'Rename'; name: string }
  /** A SUPER_ADMIN changes another person's role; SUPER_ADMIN is given as ADMIN (only one). */
  | { type: 'ChangeRole'; companyId: string; role: RoleType; actorId: string }
  /**
   * A SUPER_ADMIN removes another person from the company; with no company left the person is
   * deleted. `openTasks`: the person's open tasks there, from their tally (decision 120), which
   * the removal's transaction requires unchanged.
   */
  | { type: 'RemoveFromCompany'; companyId: string; actorId: string; openTasks: number }
  /** A calendar feed address made or renewed (decision 167): recorded for the timeline, by a member only. */
  | { type: 'RecordCalendarFeed'; companyId: string; scope: CalendarFeedScope; renewed: boolean };

const notFound = () => new DomainError('notFound', 'USER_NOT_FOUND', 'Brugeren findes ikke.');
export const responsibleNotMember = () =>
  new DomainError('invalid', 'RESPONSIBLE_NOT_MEMBER', 'Den ansvarlige skal være bruger i virksomheden.', {
    responsibleId: 'Vælg en ansvarlig blandt virksomhedens brugere.',
  });
export const responsibleForTasks = () =>
  new DomainError(
    'conflict',
    'RESPONSIBLE_FOR_TASKS',
    'Brugeren er ansvarlig for opgaver. Overfør ansvaret, før brugeren slettes.',
  );

/**
 * Only a member of the company (not deleted) is given open tasks there (decision 120: checked for
 * every person a transaction gives an open task, on the version the transaction requires).
 */
export function assertTakesTasks(state: UserState | null, companyId: string): void {
  if (!state || state.deleted || !state.roles[companyId]) throw responsibleNotMember();
}

function decideExisting(command: Exclude<UserCommand, { type: 'RegisterUser' }>, state: UserState): UserEvent[] {
  const userId = state.id;
  switch (command.type) {
    case 'JoinCompany':
      if (state.roles[command.companyId]) {
        throw new DomainError('conflict', 'ALREADY_MEMBER', 'Brugeren er allerede medlem af virksomheden.');
      }
      return [event('UserJoinedCompany', { userId, companyId: command.companyId, role: command.role })];
    case 'Rename':
      return state.name === command.name ? [] : [event('UserRenamed', { userId, name: command.name })];
    case 'ChangeRole': {
      const current = state.roles[command.companyId]?.type;
      if (!current) throw notFound();
      if (command.actorId === userId)
        throw new DomainError('forbidden', 'OWN_ROLE', 'Du kan ikke ændre din egen rolle.');
      if (current === 'SUPER_ADMIN')
        throw new DomainError('forbidden', 'SUPER_ADMIN_ROLE', 'Superadministratorens rolle kan ikke ændres.');
      const role: RoleType = command.role === 'SUPER_ADMIN' ? 'ADMIN' : command.role;
      return role === current ? [] : [event('UserRoleChanged', { userId, companyId: command.companyId, role })];
    }
    case 'RemoveFromCompany': {
      if (!state.roles[command.companyId]) throw notFound();
      if (command.actorId === userId) throw new DomainError('forbidden', 'DELETE_SELF', 'Du kan ikke slette dig selv.');
      if (command.openTasks > 0) throw responsibleForTasks();
      const left = event('UserLeftCompany', { userId, companyId: command.companyId });
      const remaining = Object.keys(state.roles).filter((id) => id !== command.companyId);
      return remaining.length ? [left] : [left, event('UserDeleted', { userId })];
    }
    case 'RecordCalendarFeed':
      if (!state.roles[command.companyId]) throw notFound();
      return [
        event('UserCalendarFeedIssued', {
          userId,
          companyId: command.companyId,
          scope: command.scope,
          renewed: command.renewed,
        }),
      ];
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState | null, UserCommand, UserEvent> = {
  eventTypes: userEventTypes,
  initialState: () => null,

  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (state && !state.deleted) throw new DomainError('conflict', 'USER_EXISTS', 'Brugeren findes allerede.');
      return [
        event('UserRegistered', { userId: command.userId, name: command.name, emailAddress: command.emailAddress }),
        ...(command.joins
          ? [
              event('UserJoinedCompany', {
                userId: command.userId,
                companyId: command.joins.companyId,
                role: command.joins.role,
              }),
            ]
          : []),
      ];
    }
    if (!state || state.deleted) throw notFound();
    return decideExisting(command, state);
  },

  evolve(state, e) {
    if (e.type === 'UserRegistered') {
      return { id: e.data.userId, name: e.data.name, emailAddress: e.data.emailAddress, roles: {} };
    }
    if (!state) return state;
    switch (e.type) {
      case 'UserJoinedCompany':
      case 'UserRoleChanged':
        return { ...state, roles: { ...state.roles, [e.data.companyId]: { type: e.data.role } } };
      case 'UserRenamed':
        return { ...state, name: e.data.name };
      case 'UserLeftCompany': {
        const { [e.data.companyId]: _left, ...roles } = state.roles;
        return { ...state, roles };
      }
      case 'UserOpenTasksChanged':
        // Appended before open tasks became a tally (decision 120): the tally holds them now.
        return state;
      case 'UserCalendarFeedIssued':
        // For the timeline; the address lives in its own rows (decision 106).
        return state;
      case 'UserDeleted':
        return { ...state, deleted: true };
      default:
        return assertNever(e);
    }
  },
};
