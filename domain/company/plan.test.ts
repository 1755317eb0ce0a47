import { event, type DomainEvent, type InventoryKind } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { spec } from '../shared/given-when-then';
import { companyDecider } from './decider';
import { FREE_PLAN_LIMIT, inventoryCount, planLimitMessage } from './plan';

/** The FREE plan holds 10 equipment and locations together (decisions.md "Plans and limits"). */
const created = event('CompanyCreated', {
  companyId: 'c1',
  name: 'Åbergs VVS',
  mfa: { active: false, method: 'email' },
  subscription: 'FREE',
  createdBy: 'u1',
});
const upgraded = event('SubscriptionUpgraded', {
  companyId: 'c1',
  subscription: 'UNLIMITED',
  endDate: '2027-11-21T10:00:00.000Z',
});
const ended = event('SubscriptionEnded', { companyId: 'c1' });
const added = (kind: InventoryKind, itemId: string) => event('InventoryItemAdded', { companyId: 'c1', kind, itemId });
const removed = (kind: InventoryKind, itemId: string) =>
  event('InventoryItemRemoved', { companyId: 'c1', kind, itemId });
/** `n` items: equipment and locations alternating. */
const items = (n: number, from = 0): DomainEvent[] =>
  Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? added('EQUIPMENT', `e${from + i}`) : added('LOCATION', `l${from + i}`),
  );
const add = (...list: [InventoryKind, string][]) => ({
  type: 'AddInventory' as const,
  items: list.map(([kind, itemId]) => ({ kind, itemId })),
});

describe('plan limit on FREE', () => {
  it('takes equipment and locations up to ten together', () => {
    spec(companyDecider)
      .given([created, ...items(9)])
      .when(add(['LOCATION', 'l9']))
      .then([added('LOCATION', 'l9')]);
    expect(fold(companyDecider, [created, ...items(10)])!.counts).toEqual({ equipment: 5, locations: 5 });
  });

  it('refuses the 11th item, equipment or location, with PLAN_LIMIT (403) and a Danish message to upgrade', () => {
    spec(companyDecider)
      .given([created, ...items(10)])
      .when(add(['EQUIPMENT', 'e10']))
      .thenThrows('PLAN_LIMIT');
    spec(companyDecider)
      .given([created, ...items(10)])
      .when(add(['LOCATION', 'l10']))
      .thenThrows('PLAN_LIMIT');
    let caught: unknown;
    try {
      companyDecider.decide(add(['EQUIPMENT', 'e10']), fold(companyDecider, [created, ...items(10)]));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect([(caught as DomainError).kind, (caught as DomainError).message]).toEqual(['forbidden', planLimitMessage]);
    expect(planLimitMessage).toMatch(/10 udstyr og lokationer/);
    expect(planLimitMessage).toMatch(/Opgradér til Unlimited/);
  });

  it('refuses two items at nine (equipment with a new location would make eleven), adding neither', () => {
    spec(companyDecider)
      .given([created, ...items(9)])
      .when(add(['EQUIPMENT', 'e9'], ['LOCATION', 'l10']))
      .thenThrows('PLAN_LIMIT');
    spec(companyDecider)
      .given([created, ...items(8)])
      .when(add(['EQUIPMENT', 'e8'], ['LOCATION', 'l9']))
      .then([added('EQUIPMENT', 'e8'), added('LOCATION', 'l9')]);
  });

  it('a removed item frees its room', () => {
    spec(companyDecider)
      .given([created, ...items(10)])
      .when({ type: 'RemoveInventory', kind: 'EQUIPMENT', itemId: 'e0' })
      .then([removed('EQUIPMENT', 'e0')]);
    spec(companyDecider)
      .given([created, ...items(10), removed('EQUIPMENT', 'e0')])
      .when(add(['EQUIPMENT', 'e10']))
      .then([added('EQUIPMENT', 'e10')]);
    spec(companyDecider)
      .given([created, ...items(10), removed('LOCATION', 'l1')])
      .when(add(['EQUIPMENT', 'e10']))
      .then([added('EQUIPMENT', 'e10')]);
  });

  it('removing from an empty count changes nothing, and counts never go below zero', () => {
    spec(companyDecider).given([created]).when({ type: 'RemoveInventory', kind: 'LOCATION', itemId: 'l1' }).then([]);
    expect(fold(companyDecider, [created, removed('LOCATION', 'l1')])!.counts).toEqual({ equipment: 0, locations: 0 });
  });

  it('refuses when the subscription has ended and the company holds more than ten', () => {
    spec(companyDecider)
      .given([created, upgraded, ...items(12), ended])
      .when(add(['EQUIPMENT', 'x']))
      .thenThrows('PLAN_LIMIT');
  });
});

describe('UNLIMITED', () => {
  it('never refuses', () => {
    spec(companyDecider)
      .given([created, upgraded, ...items(10)])
      .when(add(['EQUIPMENT', 'e10']))
      .then([added('EQUIPMENT', 'e10')]);
    spec(companyDecider)
      .given([created, upgraded, ...items(500)])
      .when(add(['EQUIPMENT', 'x'], ['LOCATION', 'y']))
      .then([added('EQUIPMENT', 'x'), added('LOCATION', 'y')]);
  });

  it('keeps counting, so the counts follow along', () => {
    const state = fold(companyDecider, [created, upgraded, ...items(15), removed('EQUIPMENT', 'e0')])!;
    expect(state.counts).toEqual({ equipment: 7, locations: 7 });
    expect(inventoryCount(state.counts)).toBe(14);
    expect(FREE_PLAN_LIMIT).toBe(10);
  });
});
