import { z } from 'zod';
import { emailAddress, newPassword, personName, requiredText, MAX_TEXT } from '../shared/fields';

/** Login (spec 000 §5): `POST /api/user` and the `/auth` form. */
export const loginSchema = z.object({
  emailAddress: emailAddress('ex.'),
  password: z
    .string({ error: 'Indtast et password' })
    .min(1, { error: 'Indtast et password' })
    .max(MAX_TEXT, { error: 'Indtast et password' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const mfaSettingSchema = z.object({ active: z.boolean(), method: z.literal('email') });

/** Sign-up payload (spec 000 §3): `POST /api/company`. */
export const signUpSchema = z.object({
  user: z.object({
    name: personName('Indtast et navn', 'Dit navn må kun indeholde bogstaver'),
    emailAddress: emailAddress('eks.'),
    password: newPassword,
  }),
  company: z.object({
    name: requiredText('Indtast virksomhedens navn'),
    mfa: mfaSettingSchema.default({ active: false, method: 'email' }),
  }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The sign-up form: the payload plus the terms box, which must stay ticked. */
export const signUpFormSchema = signUpSchema.extend({
  terms: z.literal(true, { error: 'Accepter betingelserne' }),
});
