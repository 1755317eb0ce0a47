import * as z from 'zod';
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
export const INVALID_CHARACTERS = 'Teksten indeholder ugyldige tegn';

/**
 * The one definition of acceptable text (decision 040 "Acceptable text"). A name or title is one
 * line; a description or a note may hold line breaks and tabs. Neither may hold:
 * - a lone UTF-16 surrogate (it cannot be stored, e-mailed or written to a file as UTF-8);
 * - NUL and the other C0 controls, DEL and the C1 controls (invisible, and they break e-mails,
 *   CSV exports and terminals);
 * - the bidi embedding, override and isolate characters U+202A–U+202E and U+2066–U+2069, which
 *   make a name read differently from what it is ("Trojan Source").
 */
export type TextKind = 'line' | 'multiline';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const CONTROL: Record<TextKind, RegExp> = {
  line: /[\u0000-\u001F\u007F-\u009F]/,
  multiline: /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/,
};

/** Whether `text` is acceptable as a `kind` of text (tab, CR and LF only in multi-line text). */
export const isAcceptableText = (text: string, kind: TextKind = 'line') =>
  !LONE_SURROGATE.test(text) && !CONTROL[kind].test(text) && !BIDI_CONTROL.test(text);

/** The shared check, for a string schema of any shape: `z.string().check(acceptableText())`. */
export const acceptableText = (kind: TextKind = 'line') =>
  z.refine<string>((text) => isAcceptableText(text, kind), { error: INVALID_CHARACTERS });

/** A required string: missing, null, a non-string or blank all give `required`. */
export const requiredText = (required: string, max = MAX_TEXT, kind: TextKind = 'line') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) })
    .check(acceptableText(kind));

/** An optional one-line string: blank or missing is `undefined`. */
export const optionalText = (max = MAX_TEXT) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .check(acceptableText('line'))
    .optional()
    .transform((value) => (value ? value : undefined));

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
    if (!Object.hasOwn(fields, key))
      Object.defineProperty(fields, key, {
        value: issue.message,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return fields;
}
