import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { emptyTally, tallyNames, type Tally } from '../shared/tallies';
import { companyDecider } from './decider';
import { assertRoomFor, FREE_PLAN_LIMIT, inventoryCeiling, inventoryCounts, planLimitMessage } from './plan';

/**
 * The FREE plan holds 10 equipment and locations together (decisions.md "Plans and limits"),
 * counted in the company's tally (decision 120): the rule decides on the count the command read,
 * and the ceiling is what the adding transaction requires of the tally.
 */
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
const free = fold(companyDecider, [created])!;
const unlimited = fold(companyDecider, [created, upgraded])!;
/** A tally of `equipment` and `locations`. */
const holding = (equipment: number, locations: number): Tally => ({
  ...emptyTally(),
  rev: equipment + locations,
  counters: {
    [tallyNames.equipment]: equipment,
    [tallyNames.locations]: locations,
    [tallyNames.inventory]: equipment + locations,
  },
});
const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error as DomainError;
  }
};

describe('plan limit on FREE', () => {
  it('takes equipment and locations up to ten together', () => {
    expect(refusal(() => assertRoomFor(free, holding(5, 4), 1))).toBeNull();
    expect(inventoryCeiling(free, 1)).toBe(9);
    expect(inventoryCounts(holding(5, 5))).toEqual({ equipment: 5, locations: 5 });
  });

  it('refuses the 11th item with PLAN_LIMIT (403) and a Danish message to upgrade', () => {
    const error = refusal(() => assertRoomFor(free, holding(5, 5), 1));
    expect(error).toBeInstanceOf(DomainError);
    expect([error!.kind, error!.code, error!.message]).toEqual(['forbidden', 'PLAN_LIMIT', planLimitMessage]);
    expect(planLimitMessage).toMatch(/10 udstyr og lokationer/);
    expect(planLimitMessage).toMatch(/Opgradér til Unlimited/);
  });

  it('refuses two items at nine (equipment with a new location would make eleven)', () => {
    expect(refusal(() => assertRoomFor(free, holding(5, 4), 2))?.code).toBe('PLAN_LIMIT');
    expect(refusal(() => assertRoomFor(free, holding(4, 4), 2))).toBeNull();
    expect(inventoryCeiling(free, 2)).toBe(8);
  });

  it('counts an empty tally (a new company) as nothing', () => {
    expect(inventoryCounts(emptyTally())).toEqual({ equipment: 0, locations: 0 });
    expect(refusal(() => assertRoomFor(free, emptyTally(), 1))).toBeNull();
  });

  it('refuses when the subscription has ended and the company holds more than ten', () => {
    const ending = fold(companyDecider, [created, upgraded, ended])!;
    expect(refusal(() => assertRoomFor(ending, holding(6, 6), 1))?.code).toBe('PLAN_LIMIT');
  });
});

describe('UNLIMITED', () => {
  it('never refuses, and requires no ceiling of the tally', () => {
    expect(refusal(() => assertRoomFor(unlimited, holding(250, 250), 2))).toBeNull();
    expect(inventoryCeiling(unlimited, 2)).toBeNull();
    expect(FREE_PLAN_LIMIT).toBe(10);
  });
});

describe('the counts appended before the tally', () => {
  it('leave the state alone (InventoryItemAdded and InventoryItemRemoved are read as nothing)', () => {
    const legacy = fold(companyDecider, [
      created,
      event('InventoryItemAdded', { companyId: 'c1', kind: 'EQUIPMENT', itemId: 'e1' }),
      event('InventoryItemRemoved', { companyId: 'c1', kind: 'EQUIPMENT', itemId: 'e1' }),
    ]);
    expect(legacy).toEqual(free);
  });
});
