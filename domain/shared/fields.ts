import { z } from 'zod';
import { da } from 'zod/v4/locales';

// Zod's own messages (for shapes no field message covers) in Danish too.
z.config(da());

/**
 * Field schemas with the spec's Danish messages (spec 000 §5). Shared by the SPA's forms and the
 * handlers, so a rule and its text live in one place.
 */

/** Example address shown in the e-mail format messages (the spec's `{email}`). */
export const EXAMPLE_EMAIL = 'navn@virksomhed.dk';
export const PASSWORD_MIN_LENGTH = 10;
export const MAX_TEXT = 200;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (accented too), space, apostrophe and hyphen. */
const NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u;

const tooLong = (max: number) => `Må højst være ${max} tegn`;
const INVALID_CHARACTERS = 'Teksten indeholder ugyldige tegn';
/** No lone UTF-16 surrogates (they cannot be stored or e-mailed as text). */
const isWellFormed = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/** A required string: missing, null, a non-string or blank all give `required`. */
export const requiredText = (required: string, max = MAX_TEXT) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) })
    .refine(isWellFormed, { error: INVALID_CHARACTERS });

/**
 * E-mail address, trimmed and lowercased. Login and reset say "ex.", sign-up and invitations
 * "eks." (both literal in the spec).
 */
export const emailAddress = (abbreviation: 'ex.' | 'eks.') =>
  requiredText('Indtast en emailadresse', 254)
    .regex(EMAIL_PATTERN, {
      error: `Indtast en emailadresse i det korrekte format, ${abbreviation} ${EXAMPLE_EMAIL}`,
    })
    .toLowerCase();

export const personName = (required: string, lettersOnly: string) =>
  requiredText(required, 100).regex(NAME_PATTERN, { error: lettersOnly });

export const newPassword = z
  .string({ error: `Indtast et password på mindst ${PASSWORD_MIN_LENGTH} tegn` })
  .min(PASSWORD_MIN_LENGTH, { error: `Indtast et password på mindst ${PASSWORD_MIN_LENGTH} tegn` })
  .max(MAX_TEXT, { error: tooLong(MAX_TEXT) });

/** Maps a zod error to `{"a.b": "first message"}`, the shape of api.md's `fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    // defineProperty, so that a key such as `__proto__` (from a record's keys) is a field, not a prototype.
    if (!Object.hasOwn(fields, key)) Object.defineProperty(fields, key, { value: issue.message, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}
