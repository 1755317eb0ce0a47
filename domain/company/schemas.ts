import * as z from 'zod';
import { MAX_TEXT, acceptableText } from '../shared/fields';
import { versionField } from '../shared/versions';

/**
 * Company info (spec 000 §5): all four fields non-empty, VAT number exactly 8 characters; a Danish
 * CVR number is 8 digits, so a filled one that is not says so (decision 051 "The CVR number is 8 digits").
 */
export const VAT_NUMBER_LENGTH = 8;
const ALL_FIELDS = 'Alle felter skal udfyldes.';
export const VAT_NUMBER_DIGITS = `CVR-nummeret skal være ${VAT_NUMBER_LENGTH} cifre, for eksempel 12345678.`;
const VAT_NUMBER_PATTERN = new RegExp(`^[0-9]{${VAT_NUMBER_LENGTH}}$`);
const filled = z
  .string({ error: ALL_FIELDS })
  .trim()
  .min(1, { error: ALL_FIELDS })
  .max(MAX_TEXT, { error: `Må højst være ${MAX_TEXT} tegn` })
  .check(acceptableText());

export const companyInfoSchema = z.object({
  name: filled,
  // An empty one already reads 'Alle felter skal udfyldes.' (zod runs this check after that one fails too).
  // Written in groups ('1234 5678', '12 34 56 78'), as CVR numbers often are: kept as its 8 digits (issue 32).
  vatNumber: filled
    .transform((v) => (/^[0-9\s]+$/.test(v) ? v.replace(/\s/g, '') : v))
    .refine((v) => v === '' || VAT_NUMBER_PATTERN.test(v), { error: VAT_NUMBER_DIGITS }),
  address: filled,
  city: filled,
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

const id = z.string({ error: 'Virksomheden mangler' }).min(1).max(MAX_TEXT);

/**
 * The five shapes of spec 000 §7, and the settings added since of `PATCH /api/company`; each may
 * carry the `version` the client read, and is then merged three-way (decision 130).
 */
export const companyPatchSchema = z.union([
  companyInfoSchema.extend({ id, version: versionField }).strict(),
  z.object({ id, version: versionField, mfa: z.object({ active: z.boolean(), method: z.literal('email') }) }).strict(),
  z.object({ id, version: versionField, onboarding: z.boolean() }).strict(),
  z
    .object({
      id,
      version: versionField,
      subscription: z.literal('UNLIMITED', { error: 'Kun opgradering til Unlimited er mulig' }),
    })
    .strict(),
  z.object({ id, version: versionField, subscriptionCancelled: z.boolean() }).strict(),
  /** Deadlines on Danish public holidays move to the next working day (decision 100). */
  z
    .object({
      id,
      version: versionField,
      holidays: z.boolean({ error: 'Vælg, om frister på helligdage skal flyttes' }),
    })
    .strict(),
  /** Fault reports from the stickers' public cards (issue 17, decision 113): an admin's choice. */
  z.object({ id, version: versionField, faultReports: z.boolean({ error: 'Vælg ja eller nej' }) }).strict(),
]);
export type CompanyPatch = z.infer<typeof companyPatchSchema>;

/** Whether the company info is complete enough to upgrade (decisions.md "Plans and limits"). */
export const infoComplete = (info: { name: string; vatNumber: string; address: string; city: string }) =>
  companyInfoSchema.safeParse(info).success;
