import { companyDecider } from '../../../domain/company/decider';
import type { InventoryKind } from '../../../events/catalogue';
import { prepare, type CompanyContext } from '../../lib/command';
import type { EventStore, NewCommit } from '../../lib/event-store';

/** The company's side of new equipment or locations: room in the plan (refused beyond the FREE plan's). */
export const addToPlan = (
  store: EventStore,
  ctx: CompanyContext,
  items: { kind: InventoryKind; itemId: string }[],
): Promise<NewCommit<unknown>> =>
  prepare(store, companyDecider, { type: 'Company', id: ctx.companyId }, { type: 'AddInventory', items }, ctx);

/** The company's side of archived equipment or a deleted location: its room in the plan freed. */
export const removeFromPlan = (
  store: EventStore,
  ctx: CompanyContext,
  kind: InventoryKind,
  itemId: string,
): Promise<NewCommit<unknown>> =>
  prepare(
    store,
    companyDecider,
    { type: 'Company', id: ctx.companyId },
    { type: 'RemoveInventory', kind, itemId },
    ctx,
  );
