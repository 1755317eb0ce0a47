import { event } from '../../events/catalogue';
import { spec } from '../shared/given-when-then';
import { companyDecider } from './decider';

const created = event('CompanyCreated', {
  companyId: 'c1',
  name: 'Åbergs VVS',
  mfa: { active: false, method: 'email' },
  subscription: 'FREE',
  createdBy: 'u1',
});
const info = { name: 'Åbergs VVS ApS', vatNumber: '12345678', address: 'Havnegade 1', city: 'Aarhus' };
const infoUpdated = event('CompanyInfoUpdated', { companyId: 'c1', ...info });
const now = new Date('2026-11-21T10:00:00.000Z');
const upgraded = event('SubscriptionUpgraded', {
  companyId: 'c1',
  subscription: 'UNLIMITED',
  endDate: '2027-11-21T10:00:00.000Z',
});
const cancelled = event('SubscriptionCancellationChanged', { companyId: 'c1', cancelled: true });

describe('company settings', () => {
  it('updates the company info', () => {
    spec(companyDecider).given([created]).when({ type: 'UpdateCompanyInfo', info }).then([infoUpdated]);
  });

  it('turns two-step login on, and does nothing when it already is', () => {
    spec(companyDecider)
      .given([created])
      .when({ type: 'SetMfa', active: true })
      .then([event('CompanyMfaChanged', { companyId: 'c1', active: true })]);
    spec(companyDecider).given([created]).when({ type: 'SetMfa', active: false }).then([]);
  });

  it('ends onboarding', () => {
    spec(companyDecider)
      .given([created])
      .when({ type: 'SetOnboarding', onboarding: false })
      .then([event('CompanyOnboardingChanged', { companyId: 'c1', onboarding: false })]);
  });

  it('refuses commands for a company that does not exist', () => {
    spec(companyDecider).given([]).when({ type: 'SetMfa', active: true }).thenThrows('COMPANY_NOT_FOUND');
  });
});

describe('subscription', () => {
  it('upgrades to UNLIMITED for 12 months when the company info is complete', () => {
    spec(companyDecider).given([created, infoUpdated]).when({ type: 'UpgradeSubscription', now }).then([upgraded]);
  });

  it('refuses to upgrade with incomplete company info', () => {
    spec(companyDecider).given([created]).when({ type: 'UpgradeSubscription', now }).thenThrows('INFO_INCOMPLETE');
  });

  it('refuses to upgrade twice', () => {
    spec(companyDecider)
      .given([created, infoUpdated, upgraded])
      .when({ type: 'UpgradeSubscription', now })
      .thenThrows('ALREADY_UNLIMITED');
  });

  it('cancels and undoes the cancellation of a paid subscription', () => {
    spec(companyDecider)
      .given([created, infoUpdated, upgraded])
      .when({ type: 'SetSubscriptionCancelled', cancelled: true })
      .then([cancelled]);
    spec(companyDecider)
      .given([created, infoUpdated, upgraded, cancelled])
      .when({ type: 'SetSubscriptionCancelled', cancelled: false })
      .then([event('SubscriptionCancellationChanged', { companyId: 'c1', cancelled: false })]);
  });

  it('refuses to cancel a free plan', () => {
    spec(companyDecider)
      .given([created])
      .when({ type: 'SetSubscriptionCancelled', cancelled: true })
      .thenThrows('NOT_UNLIMITED');
  });

  it('ends a cancelled subscription past its end date', () => {
    spec(companyDecider)
      .given([created, infoUpdated, upgraded, cancelled])
      .when({ type: 'SettleSubscription', now: new Date('2027-11-22T02:00:00.000Z') })
      .then([event('SubscriptionEnded', { companyId: 'c1' })]);
  });

  it('renews an uncancelled subscription past its end date for another 12 months', () => {
    spec(companyDecider)
      .given([created, infoUpdated, upgraded])
      .when({ type: 'SettleSubscription', now: new Date('2027-11-22T02:00:00.000Z') })
      .then([event('SubscriptionRenewed', { companyId: 'c1', endDate: '2028-11-21T10:00:00.000Z' })]);
  });

  it('leaves a subscription alone before its end date, and a free plan always', () => {
    spec(companyDecider)
      .given([created, infoUpdated, upgraded, cancelled])
      .when({ type: 'SettleSubscription', now: new Date('2027-11-20T02:00:00.000Z') })
      .then([]);
    spec(companyDecider).given([created]).when({ type: 'SettleSubscription', now }).then([]);
  });
});
