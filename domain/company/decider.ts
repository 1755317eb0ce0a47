import { addMonths } from 'date-fns';
import { companyEventTypes, event, type EventOf } from '../../events/catalogue';
import type { Decider } from '../shared/decider';
import { DomainError, assertNever } from '../shared/errors';
import { infoComplete, type CompanyInfo } from './schemas';

export type Subscription = 'FREE' | 'UNLIMITED';
/** Months an UNLIMITED subscription runs before it renews (spec 000 §9). */
export const SUBSCRIPTION_MONTHS = 12;

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
  createdBy: string;
  /** Deadlines on Danish public holidays move to the next working day (decision 100); off by default. */
  holidays: boolean;
  /** Fault reports from a sticker's public card, without login (decision 113; off by default). */
  faultReports: boolean;
}

export type CompanyEvent = EventOf<(typeof companyEventTypes)[number]>;

export type CompanyCommand =
  | {
      type: 'CreateCompany';
      companyId: string;
      name: string;
      mfa: { active: boolean; method: 'email' };
      createdBy: string;
    }
  | { type: 'UpdateCompanyInfo'; info: CompanyInfo }
  | { type: 'SetMfa'; active: boolean }
  | { type: 'SetOnboarding'; onboarding: boolean }
  | { type: 'UpgradeSubscription'; now: Date }
  | { type: 'SetSubscriptionCancelled'; cancelled: boolean }
  /** Deadlines on Danish public holidays move to the next working day, or no longer do (decision 100). */
  | { type: 'SetHolidays'; holidays: boolean }
  /** The daily job: a cancelled subscription past its end ends, an uncancelled one renews. */
  | { type: 'SettleSubscription'; now: Date }
  /** Allows or stops fault reports from the stickers' public cards. */
  | { type: 'SetFaultReports'; allowed: boolean };

const notFound = () => new DomainError('notFound', 'COMPANY_NOT_FOUND', 'Virksomheden findes ikke.');

function decideExisting(
  command: Exclude<CompanyCommand, { type: 'CreateCompany' }>,
  state: CompanyState,
): CompanyEvent[] {
  const companyId = state.id;
  switch (command.type) {
    case 'UpdateCompanyInfo':
      return [event('CompanyInfoUpdated', { companyId, ...command.info })];
    case 'SetMfa':
      return state.mfa.active === command.active
        ? []
        : [event('CompanyMfaChanged', { companyId, active: command.active })];
    case 'SetOnboarding':
      return state.onboarding === command.onboarding
        ? []
        : [event('CompanyOnboardingChanged', { companyId, onboarding: command.onboarding })];
    case 'SetHolidays':
      return state.holidays === command.holidays
        ? []
        : [event('CompanyHolidaysSet', { companyId, holidays: command.holidays })];
    case 'UpgradeSubscription':
      if (state.subscription === 'UNLIMITED')
        throw new DomainError('conflict', 'ALREADY_UNLIMITED', 'Virksomheden har allerede Unlimited.');
      if (!infoComplete(state)) {
        throw new DomainError(
          'conflict',
          'INFO_INCOMPLETE',
          'Udfyld navn, CVR-nummer, adresse og by, før I opgraderer.',
        );
      }
      return [
        event('SubscriptionUpgraded', {
          companyId,
          subscription: 'UNLIMITED',
          endDate: addMonths(command.now, SUBSCRIPTION_MONTHS).toISOString(),
        }),
      ];
    case 'SetSubscriptionCancelled':
      if (state.subscription !== 'UNLIMITED')
        throw new DomainError('conflict', 'NOT_UNLIMITED', 'Kun et Unlimited-abonnement kan opsiges.');
      return state.subscriptionCancelled === command.cancelled
        ? []
        : [event('SubscriptionCancellationChanged', { companyId, cancelled: command.cancelled })];
    case 'SettleSubscription': {
      if (state.subscription !== 'UNLIMITED' || !state.subscriptionEndDate) return [];
      if (new Date(state.subscriptionEndDate) > command.now) return [];
      if (state.subscriptionCancelled) return [event('SubscriptionEnded', { companyId })];
      let end = new Date(state.subscriptionEndDate);
      while (end <= command.now) end = addMonths(end, SUBSCRIPTION_MONTHS);
      return [event('SubscriptionRenewed', { companyId, endDate: end.toISOString() })];
    }
    case 'SetFaultReports':
      return state.faultReports === command.allowed
        ? []
        : [event('CompanyFaultReportsChanged', { companyId, allowed: command.allowed })];
    default:
      return assertNever(command);
  }
}

export const companyDecider: Decider<CompanyState | null, CompanyCommand, CompanyEvent> = {
  eventTypes: companyEventTypes,
  initialState: () => null,

  decide(command, state) {
    if (command.type === 'CreateCompany') {
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
    }
    if (!state) throw notFound();
    return decideExisting(command, state);
  },

  evolve(state, e) {
    if (e.type === 'CompanyCreated') {
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
        createdBy: e.data.createdBy,
        holidays: false,
        faultReports: false,
      };
    }
    if (!state) return state;
    switch (e.type) {
      case 'CompanyInfoUpdated':
        return { ...state, name: e.data.name, vatNumber: e.data.vatNumber, address: e.data.address, city: e.data.city };
      case 'CompanyMfaChanged':
        return { ...state, mfa: { active: e.data.active, method: 'email' } };
      case 'CompanyOnboardingChanged':
        return { ...state, onboarding: e.data.onboarding };
      case 'SubscriptionUpgraded':
        return {
          ...state,
          subscription: 'UNLIMITED',
          subscriptionEndDate: e.data.endDate,
          subscriptionCancelled: false,
        };
      case 'SubscriptionCancellationChanged':
        return { ...state, subscriptionCancelled: e.data.cancelled };
      case 'SubscriptionRenewed':
        return { ...state, subscriptionEndDate: e.data.endDate };
      case 'SubscriptionEnded':
        return { ...state, subscription: 'FREE', subscriptionEndDate: null, subscriptionCancelled: false };
      case 'CompanyHolidaysSet':
        return { ...state, holidays: e.data.holidays };
      case 'CompanyFaultReportsChanged':
        return { ...state, faultReports: e.data.allowed };
      case 'InventoryItemAdded':
      case 'InventoryItemRemoved':
        // Appended before the inventory became a tally (decision 120): the tally counts it now.
        return state;
      default:
        return assertNever(e);
    }
  },
};
