import * as z from 'zod';

/**
 * A service sticker's code (decision 110): 8 characters from an alphabet without look-alikes (no
 * 0/O, 1/I/L, 2/Z, 5/S, 8/B), shown as two groups of four ("K7QM-4XDR"). 25⁸ ≈ 1.5 × 10¹¹ codes,
 * so a random one is practically never taken (a taken one is claimed again with another).
 */
export const STICKER_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const STICKER_CODE_LENGTH = 8;

/** The stored form: 8 characters, no dash. */
export type StickerCode = string;

/** "K7QM4XDR" → "K7QM-4XDR". */
export const formatStickerCode = (code: StickerCode) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * A code as a person or a link gives it: any case, with or without the dash or spaces. Null when
 * it cannot be a sticker's code.
 */
export function parseStickerCode(input: string): StickerCode | null {
  if (input.length > 40) return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== STICKER_CODE_LENGTH) return null;
  return [...code].every((c) => STICKER_ALPHABET.includes(c)) ? code : null;
}

/** A code from `STICKER_CODE_LENGTH` random numbers in [0, 1) (the caller's randomness). */
export const stickerCodeFrom = (random: readonly number[]): StickerCode =>
  random
    .slice(0, STICKER_CODE_LENGTH)
    .map((n) => STICKER_ALPHABET[Math.min(STICKER_ALPHABET.length - 1, Math.floor(n * STICKER_ALPHABET.length))])
    .join('');

/** The short public address a sticker's QR code holds (decision 111): `{base}/s/K7QM-4XDR`. */
export const stickerPath = (code: StickerCode) => `/s/${formatStickerCode(code)}`;

export const stickerCodeSchema = z
  .string({ error: 'Klistermærket findes ikke.' })
  .transform(
    (value, ctx) =>
      parseStickerCode(value) ?? (ctx.addIssue({ code: 'custom', message: 'Klistermærket findes ikke.' }), z.NEVER),
  );
