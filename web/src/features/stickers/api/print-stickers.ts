import { send } from '../../../lib/api';

/** A sticker of the printed sheet (`POST /api/stickers`). */
export interface Sticker {
  kind: 'equipment' | 'location';
  id: string;
  name: string;
  /** The equipment's own number, or null (a location, or none given): printed so identical items read apart. */
  equipmentId: string | null;
  /** The equipment's location, or null. */
  location: string | null;
  /** "K7QM-4XDR". */
  code: string;
  /** The short public address its QR code holds. */
  url: string;
}

/** POST /api/stickers?companyId= {equipmentIds, locationIds}: the stickers, codes assigned where missing (admin). */
export const printStickers = (companyId: string, chosen: { equipmentIds: string[]; locationIds: string[] }) =>
  send<{ stickers: Sticker[] }>('POST', 'stickers', chosen, { companyId });
