import { event, type DomainEvent, type RoleType } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';

export interface UserState {
  id: string;
  name: string;
  emailAddress: string;
  roles: Record<string, { type: RoleType }>;
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
  | { type: 'JoinCompany'; companyId: string; role: RoleType };

export const userDecider: Decider<UserState | null, UserCommand> = {
  initialState: () => null,

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state) throw new DomainError('conflict', 'USER_EXISTS', 'Brugeren findes allerede.');
        return [
          event('UserRegistered', {
            userId: command.userId,
            name: command.name,
            emailAddress: command.emailAddress,
          }),
          ...(command.joins
            ? [event('UserJoinedCompany', { userId: command.userId, companyId: command.joins.companyId, role: command.joins.role })]
            : []),
        ];
      case 'JoinCompany':
        if (!state) throw new DomainError('notFound', 'USER_NOT_FOUND', 'Brugeren findes ikke.');
        if (state.roles[command.companyId]) {
          throw new DomainError('conflict', 'ALREADY_MEMBER', 'Brugeren er allerede medlem af virksomheden.');
        }
        return [event('UserJoinedCompany', { userId: state.id, companyId: command.companyId, role: command.role })];
      default:
        return assertNever(command);
    }
  },

  evolve(state, e: DomainEvent) {
    switch (e.type) {
      case 'UserRegistered':
        return { id: e.data.userId, name: e.data.name, emailAddress: e.data.emailAddress, roles: {} };
      case 'UserJoinedCompany':
        if (!state) return state;
        return { ...state, roles: { ...state.roles, [e.data.companyId]: { type: e.data.role } } };
      default:
        return state;
    }
  },
};
