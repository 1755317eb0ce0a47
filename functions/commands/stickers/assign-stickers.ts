import { equipmentDecider, type EquipmentState } from '../../../domain/equipment/decider';
import { locationDecider, type LocationState } from '../../../domain/location/decider';
import type { StickerCode } from '../../../domain/sticker/code';
import type { stickerPrintSchema } from '../../../domain/sticker/schemas';
import type { z } from 'zod';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadOwned } from '../../queries/inventory';
import { newStickerCode, stickerClaim } from '../../use-cases/stickers';
import type { ItemPlace } from '../../../domain/sticker/card';
import { placeOf } from './sticker-item';

export interface Sticker {
  kind: 'EQUIPMENT' | 'LOCATION';
  id: string;
  name: string;
  code: StickerCode;
  /** Equipment's own number and location, printed on its sticker so identical items read apart (issue 29). */
  place: ItemPlace;
}

/**
 * The stickers of the chosen equipment and locations, for a printed sheet (decision 110): an item
 * without a code gets one now, its event and the code's claim in one transaction; a code that is
 * taken meanwhile is drawn again. An item that has one keeps it, so a sticker can be printed anew.
 */
export async function assignStickers(
  input: z.output<typeof stickerPrintSchema>,
  ctx: CompanyContext,
  store: EventStore,
): Promise<Sticker[]> {
  const wanted = [
    ...[...new Set(input.equipmentIds)].map((id) => ({ kind: 'EQUIPMENT' as const, id })),
    ...[...new Set(input.locationIds)].map((id) => ({ kind: 'LOCATION' as const, id })),
  ];
  const stickers: Sticker[] = [];
  for (const item of wanted) stickers.push(await assignOne(item, ctx, store));
  return stickers;
}

async function assignOne(
  item: { kind: 'EQUIPMENT' | 'LOCATION'; id: string },
  ctx: CompanyContext,
  store: EventStore,
): Promise<Sticker> {
  let sticker: Sticker | undefined;
  await executeAll(
    store,
    async () => {
      const code = newStickerCode();
      const claim = stickerClaim(code, { companyId: ctx.companyId, kind: item.kind, itemId: item.id });
      const command = { type: 'AssignSticker' as const, code };
      if (item.kind === 'EQUIPMENT') {
        const { state } = await loadOwned<EquipmentState>(
          store,
          'Equipment',
          item.id,
          ctx.companyId,
          (e) => e.archived,
        );
        const place = await placeOf(store, { kind: 'EQUIPMENT', state });
        sticker = { ...item, name: state.name, code: state.stickerCode ?? code, place };
        if (state.stickerCode) return [];
        return {
          commits: [await prepare(store, equipmentDecider, { type: 'Equipment', id: item.id }, command, ctx)],
          claims: [claim],
        };
      }
      const { state } = await loadOwned<LocationState>(store, 'Location', item.id, ctx.companyId, (l) => l.deleted);
      sticker = {
        ...item,
        name: state.name,
        code: state.stickerCode ?? code,
        place: { equipmentId: null, location: null },
      };
      if (state.stickerCode) return [];
      return {
        commits: [await prepare(store, locationDecider, { type: 'Location', id: item.id }, command, ctx)],
        claims: [claim],
      };
    },
    { retryTakenClaims: true },
  );
  return sticker!;
}
