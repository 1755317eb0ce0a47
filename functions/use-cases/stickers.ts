import { randomInt } from 'node:crypto';
import { STICKER_ALPHABET, STICKER_CODE_LENGTH, stickerCodeFrom, type StickerCode } from '../../domain/sticker/code';
import type { StickerClaim } from '../../domain/sticker/card';
import type { Claim } from '../store/commits';
import type { EventStore } from '../store/event-store';

/**
 * A sticker's code names its item through a claim (decision 110): `Sticker#<code>` holds the
 * company and the item, written in the same transaction as the item's `…StickerAssigned`, so a
 * code is unique and the public card finds its item with one GetItem.
 */
export const stickerClaimKey = (code: StickerCode) => `Sticker#${code}`;

export const stickerClaim = (code: StickerCode, claim: StickerClaim): Claim => ({
  pk: stickerClaimKey(code),
  // `kind` is the table's own attribute (`claim`): the item's kind is stored as `itemKind`.
  attributes: { companyId: claim.companyId, itemKind: claim.kind, itemId: claim.itemId, code },
});

/** A new random code (crypto's randomness; a taken one is claimed again with another). */
export const newStickerCode = (): StickerCode =>
  stickerCodeFrom(
    Array.from({ length: STICKER_CODE_LENGTH }, () => randomInt(STICKER_ALPHABET.length) / STICKER_ALPHABET.length),
  );

/** The item a code names, or null. */
export async function findSticker(store: EventStore, code: StickerCode): Promise<StickerClaim | null> {
  const claim = await store.getClaim<{ companyId: string; itemKind: StickerClaim['kind']; itemId: string }>(
    stickerClaimKey(code),
  );
  return claim ? { companyId: claim.companyId, kind: claim.itemKind, itemId: claim.itemId } : null;
}
