import { formatStickerCode, stickerPath } from '../../domain/sticker/code';
import { stickerPrintSchema } from '../../domain/sticker/schemas';
import { assignStickers } from '../commands/stickers/assign-stickers';
import { apiHandler } from '../http/api';
import { appBaseUrl } from '../platform/config';
import { eventStore } from '../store/store';
import { parseInput } from '../http/http-errors';
import { stickersRoutes } from './routes/stickers.routes';
import { faultReportsRoutes } from './routes/fault-reports.routes';
import { faultReportImpls } from './fault-reports';

/**
 * An admin's sheet of stickers: each chosen item with its code and the address its QR code holds;
 * and the fault reports that come from the stickers' cards (`fault-reports.ts`, decision 166).
 */
export const handler = apiHandler([...stickersRoutes, ...faultReportsRoutes], {
  ...faultReportImpls,
  'POST /api/stickers': async (req) => {
    const input = parseInput(stickerPrintSchema, req.body);
    const stickers = await assignStickers(input, req.ctx!, eventStore());
    return {
      body: {
        stickers: stickers.map((sticker) => ({
          kind: sticker.kind === 'EQUIPMENT' ? 'equipment' : 'location',
          id: sticker.id,
          name: sticker.name,
          equipmentId: sticker.place.equipmentId,
          location: sticker.place.location,
          code: formatStickerCode(sticker.code),
          url: `${appBaseUrl()}${stickerPath(sticker.code)}`,
        })),
      },
    };
  },
});
