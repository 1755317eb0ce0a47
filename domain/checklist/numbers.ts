/**
 * Numbers as a Dane writes them (issue 29: "Danish decimal comma in and out: '1,8 bar'"): a
 * decimal comma, no thousands separator. A reading is typed on a phone by the boiler, so what is
 * refused says how to write it; a period is never guessed at, as '1.800' means one thousand eight
 * hundred to a Dane and 1.8 to a phone with an English keyboard (decision 163).
 */
export const numberMessages = {
  notANumber: 'Skriv et tal, fx 1,8',
  decimalPoint: 'Brug komma som decimaltegn, fx 1,8',
  thousands: 'Skriv tallet uden tusindtalspunktum, fx 1000,5',
  tooLong: 'Tallet må højst have 12 cifre før og 6 efter kommaet',
} as const;

/** Optional minus (hyphen or the typographic minus), 1–12 digits, optionally a comma and 1–6 digits. */
const DANISH_NUMBER = /^[-\u2212]?(\d+)(?:,(\d+))?$/;

export type ParsedNumber = { ok: true; value: number } | { ok: false; error: string };

/** A number typed the Danish way ('1,8', '-0,5', '12'), or the Danish reason it is not one. */
export function parseDanishNumber(text: string): ParsedNumber {
  const trimmed = text.trim().replace(/\s+/g, '');
  const match = DANISH_NUMBER.exec(trimmed);
  if (!match) {
    if (/^[-\u2212]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(trimmed)) return { ok: false, error: numberMessages.thousands };
    if (/^[-\u2212]?\d+\.\d+$/.test(trimmed)) return { ok: false, error: numberMessages.decimalPoint };
    return { ok: false, error: numberMessages.notANumber };
  }
  if (match[1].length > 12 || (match[2]?.length ?? 0) > 6) return { ok: false, error: numberMessages.tooLong };
  const value = Number(trimmed.replace('\u2212', '-').replace(',', '.'));
  return Number.isFinite(value)
    ? { ok: true, value: value === 0 ? 0 : value }
    : { ok: false, error: numberMessages.notANumber };
}

/** A finite number from JSON, or a Danish number's text: what an API client or the form sends. */
export function numberFrom(input: unknown): ParsedNumber {
  if (typeof input === 'number')
    return Number.isFinite(input) ? { ok: true, value: input } : { ok: false, error: numberMessages.notANumber };
  if (typeof input === 'string') return parseDanishNumber(input);
  return { ok: false, error: numberMessages.notANumber };
}

const danish = new Intl.NumberFormat('da-DK', { useGrouping: false, maximumFractionDigits: 6 });

/** A number the Danish way, with its unit when it has one: '1,8 bar', '-4', '21,5 °C'. */
export const formatDanishNumber = (value: number, unit?: string): string =>
  unit ? `${danish.format(value)} ${unit}` : danish.format(value);
