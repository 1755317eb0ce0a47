import type { InventoryKind } from '../../events/catalogue';
import { DomainError } from '../shared/errors';
import type { CompanyState } from './decider';

/** FREE holds at most this many equipment and locations together (spec 001 §1, §9). */
export const FREE_PLAN_LIMIT = 10;

export const planLimitMessage = `Gratisplanen giver plads til ${FREE_PLAN_LIMIT} udstyr og lokationer i alt. Opgradér til Unlimited under Indstillinger › Abonnement for at tilføje flere.`;

export const inventoryCount = (counts: CompanyState['counts']) => counts.equipment + counts.locations;

/** Whether the plan has room for `adding` more items (archived equipment and deleted locations do not count). */
export function assertRoomFor(state: CompanyState, adding: number): void {
  if (state.subscription !== 'FREE') return;
  if (inventoryCount(state.counts) + adding > FREE_PLAN_LIMIT) {
    throw new DomainError('forbidden', 'PLAN_LIMIT', planLimitMessage);
  }
}

export const countKey = (kind: InventoryKind) => (kind === 'EQUIPMENT' ? 'equipment' : 'locations');
