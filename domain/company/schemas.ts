import { z } from 'zod';
import { MAX_TEXT, acceptableText } from '../shared/fields';

/** Company info (spec 000 §5): all four fields non-empty, VAT number exactly 8 characters. */
export const VAT_NUMBER_LENGTH = 8;
const ALL_FIELDS = 'Alle felter skal udfyldes.';
const filled = z.string({ error: ALL_FIELDS }).trim().min(1, { error: ALL_FIELDS }).max(MAX_TEXT, { error: `Må højst være ${MAX_TEXT} tegn` }).check(acceptableText());

export const companyInfoSchema = z.object({
  name: filled,
  vatNumber: filled.refine((v) => v.length === VAT_NUMBER_LENGTH, { error: ALL_FIELDS }),
  address: filled,
  city: filled,
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

const id = z.string({ error: 'Virksomheden mangler' }).min(1).max(MAX_TEXT);

/** The five shapes of `PATCH /api/company` (spec 000 §7). */
export const companyPatchSchema = z.union([
  companyInfoSchema.extend({ id }).strict(),
  z.object({ id, mfa: z.object({ active: z.boolean(), method: z.literal('email') }) }).strict(),
  z.object({ id, onboarding: z.boolean() }).strict(),
  z.object({ id, subscription: z.literal('UNLIMITED', { error: 'Kun opgradering til Unlimited er mulig' }) }).strict(),
  z.object({ id, subscriptionCancelled: z.boolean() }).strict(),
]);
export type CompanyPatch = z.infer<typeof companyPatchSchema>;

/** Whether the company info is complete enough to upgrade (decisions.md "Plans and limits"). */
export const infoComplete = (info: { name: string; vatNumber: string; address: string; city: string }) =>
  companyInfoSchema.safeParse(info).success;
