import * as z from 'zod';
import { emailAddress, requiredText } from '../shared/fields';

/** At most this many stickers in one print (a few sheets; the call assigns the codes they lack). */
export const MAX_STICKERS_PER_PRINT = 200;
export const chooseStickersMessage = 'Vælg mindst ét udstyr eller én lokation.';
const ids = z
  .array(z.string().min(1).max(200), { error: chooseStickersMessage })
  .max(MAX_STICKERS_PER_PRINT, { error: `Højst ${MAX_STICKERS_PER_PRINT} klistermærker ad gangen.` })
  .default([]);

/** `POST /api/stickers`: the equipment and locations to print stickers for. */
export const stickerPrintSchema = z
  .object({ equipmentIds: ids, locationIds: ids })
  .refine((value) => value.equipmentIds.length + value.locationIds.length > 0, { error: chooseStickersMessage })
  .refine((value) => value.equipmentIds.length + value.locationIds.length <= MAX_STICKERS_PER_PRINT, {
    error: `Højst ${MAX_STICKERS_PER_PRINT} klistermærker ad gangen.`,
  });

export const FAULT_DESCRIPTION_MAX = 2000;
export const faultDescriptionMessage = 'Beskriv fejlen med mindst 2 tegn.';

/**
 * The fault report of a sticker's public card (decision 113): what is wrong, an optional photo
 * (the opaque reference the card's upload gave, never a file key) and an optional address for a
 * reply. The SPA's form and `POST /api/public/sticker/{code}/fault` both parse with it.
 */
export const faultReportSchema = z.object({
  description: requiredText(faultDescriptionMessage, FAULT_DESCRIPTION_MAX, 'multiline').min(2, {
    error: faultDescriptionMessage,
  }),
  email: z
    .union([z.literal(''), emailAddress('eks.')])
    .optional()
    .transform((value) => value || undefined),
  photo: z.string().min(1).max(400).optional(),
});
export type FaultReportInput = z.input<typeof faultReportSchema>;

/** A fault report's photo: a picture, at most 10 MB. */
export const MAX_FAULT_PHOTO_BYTES = 10 * 1024 * 1024;
export const FAULT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const faultPhotoTypeMessage = 'Vælg et billede (JPEG, PNG, WebP eller HEIC).';
export const faultPhotoSizeMessage = 'Billedet er for stort. Det må højst fylde 10 MB.';

/** `POST /api/public/sticker/{code}/photo`: the picture's name, type and size, all signed into its upload URL. */
export const faultPhotoSchema = z.object({
  fileName: requiredText('Vælg et billede', 200),
  contentType: z.enum(FAULT_PHOTO_TYPES, { error: faultPhotoTypeMessage }),
  size: z
    .number({ error: faultPhotoSizeMessage })
    .int({ error: faultPhotoSizeMessage })
    .min(1, { error: faultPhotoSizeMessage })
    .max(MAX_FAULT_PHOTO_BYTES, { error: faultPhotoSizeMessage }),
});
