import { DomainError } from '../shared/errors';
import { counterOf, tallyNames, type Tally } from '../shared/tallies';
import type { CompanyState } from './decider';

/** FREE holds at most this many equipment and locations together (spec 001 §1, §9). */
export const FREE_PLAN_LIMIT = 10;

export const planLimitMessage = `Gratisplanen giver plads til ${FREE_PLAN_LIMIT} udstyr og lokationer i alt. Opgradér til Unlimited under Indstillinger › Abonnement for at tilføje flere.`;

/** A company's equipment and locations, from its tally (decision 120); archived equipment and deleted locations do not count. */
export const inventoryCounts = (tally: Tally) => ({
  equipment: counterOf(tally, tallyNames.equipment),
  locations: counterOf(tally, tallyNames.locations),
});

/**
 * The most the tally's `inventory` may hold before `adding` more, or null when the plan has no
 * limit: the transaction that adds requires it (decision 120), so two admins adding the 10th and
 * the 11th at once cannot both succeed.
 */
export const inventoryCeiling = (state: CompanyState, adding: number): number | null =>
  state.subscription === 'FREE' ? FREE_PLAN_LIMIT - adding : null;

/** Whether the plan has room for `adding` more items (archived equipment and deleted locations do not count). */
export function assertRoomFor(state: CompanyState, tally: Tally, adding: number): void {
  const ceiling = inventoryCeiling(state, adding);
  if (ceiling !== null && counterOf(tally, tallyNames.inventory) > ceiling) {
    throw new DomainError('forbidden', 'PLAN_LIMIT', planLimitMessage);
  }
}
