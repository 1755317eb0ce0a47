import { event, type DomainEvent, type RoleType } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';

export interface UserState {
  id: string;
  name: string;
  emailAddress: string;
  roles: Record<string, { type: RoleType }>;
  deleted?: boolean;
}

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
  /** A SUPER_ADMIN removes another person from the company; with no company left the person is deleted. */
  | { type: 'RemoveFromCompany'; companyId: string; actorId: string };

const notFound = () => new DomainError('notFound', 'USER_NOT_FOUND', 'Brugeren findes ikke.');

function decideExisting(command: Exclude<UserCommand, { type: 'RegisterUser' }>, state: UserState): DomainEvent[] {
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
      if (command.actorId === userId) throw new DomainError('forbidden', 'OWN_ROLE', 'Du kan ikke ændre din egen rolle.');
      if (current === 'SUPER_ADMIN') throw new DomainError('forbidden', 'SUPER_ADMIN_ROLE', 'Superadministratorens rolle kan ikke ændres.');
      const role: RoleType = command.role === 'SUPER_ADMIN' ? 'ADMIN' : command.role;
      return role === current ? [] : [event('UserRoleChanged', { userId, companyId: command.companyId, role })];
    }
    case 'RemoveFromCompany': {
      if (!state.roles[command.companyId]) throw notFound();
      if (command.actorId === userId) throw new DomainError('forbidden', 'DELETE_SELF', 'Du kan ikke slette dig selv.');
      const left = event('UserLeftCompany', { userId, companyId: command.companyId });
      const remaining = Object.keys(state.roles).filter((id) => id !== command.companyId);
      return remaining.length ? [left] : [left, event('UserDeleted', { userId })];
    }
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState | null, UserCommand> = {
  initialState: () => null,

  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (state && !state.deleted) throw new DomainError('conflict', 'USER_EXISTS', 'Brugeren findes allerede.');
      return [
        event('UserRegistered', { userId: command.userId, name: command.name, emailAddress: command.emailAddress }),
        ...(command.joins
          ? [event('UserJoinedCompany', { userId: command.userId, companyId: command.joins.companyId, role: command.joins.role })]
          : []),
      ];
    }
    if (!state || state.deleted) throw notFound();
    return decideExisting(command, state);
  },

  evolve(state, e: DomainEvent) {
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
      case 'UserDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
};
