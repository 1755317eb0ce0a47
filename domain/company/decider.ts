import { event, type DomainEvent } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';

export type Subscription = 'FREE' | 'UNLIMITED';

export interface CompanyState {
  id: string;
  name: string;
  vatNumber: string;
  address: string;
  city: string;
  mfa: { active: boolean; method: 'email' };
  subscription: Subscription;
  subscriptionEndDate: string | null;
  subscriptionCancelled: boolean;
  onboarding: boolean;
  counts: { equipment: number; locations: number };
  createdBy: string;
}

export type CompanyCommand = {
  type: 'CreateCompany';
  companyId: string;
  name: string;
  mfa: { active: boolean; method: 'email' };
  createdBy: string;
};

export const companyDecider: Decider<CompanyState | null, CompanyCommand> = {
  initialState: () => null,

  decide(command, state) {
    switch (command.type) {
      case 'CreateCompany':
        if (state) throw new DomainError('conflict', 'COMPANY_EXISTS', 'Virksomheden findes allerede.');
        return [
          event('CompanyCreated', {
            companyId: command.companyId,
            name: command.name,
            mfa: command.mfa,
            subscription: 'FREE',
            createdBy: command.createdBy,
          }),
        ];
      default:
        return assertNever(command.type);
    }
  },

  evolve(state, e: DomainEvent) {
    switch (e.type) {
      case 'CompanyCreated':
        return {
          id: e.data.companyId,
          name: e.data.name,
          vatNumber: '',
          address: '',
          city: '',
          mfa: e.data.mfa,
          subscription: e.data.subscription,
          subscriptionEndDate: null,
          subscriptionCancelled: false,
          onboarding: true,
          counts: { equipment: 0, locations: 0 },
          createdBy: e.data.createdBy,
        };
      default:
        return state;
    }
  },
};
