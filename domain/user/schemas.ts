import * as z from 'zod';
import { emailAddress, newPassword, personName, requiredText, MAX_TEXT } from '../shared/fields';
import { versionField } from '../shared/versions';
import { safeReturnPath } from './return-path';

/** Login (spec 000 §5): `POST /api/user` and the `/auth` form. */
export const loginSchema = z.object({
  emailAddress: emailAddress('ex.'),
  password: z
    .string({ error: 'Indtast et password' })
    .min(1, { error: 'Indtast et password' })
    .max(MAX_TEXT, { error: 'Indtast et password' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * `POST /api/user`: the form's fields plus the page asked for (`/auth?from=`), which two-step
 * login keeps with the e-mailed link; an unsafe one is dropped, not refused (return-path.ts).
 */
export const loginRequestSchema = loginSchema.extend({ from: z.unknown().transform(safeReturnPath).optional() });
export type LoginRequest = LoginInput & { from?: string };

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

/** `POST /api/user/new-password-request` and its form. */
export const newPasswordRequestSchema = z.object({ emailAddress: emailAddress('ex.') });

const token = z
  .string({ error: 'Anmodning fandtes ikke' })
  .min(1, { error: 'Anmodning fandtes ikke' })
  .max(MAX_TEXT, { error: 'Anmodning fandtes ikke' });

/** `POST /api/user/new-password`. */
export const newPasswordSchema = z.object({ token, newPassword });

/** `POST /api/user/mfa`. */
export const mfaCompletionSchema = z.object({ authCode: token });

/** Own name (`PATCH /api/user/name`, profile settings): letters only. */
/** `version`: of the person, as the client read it; with it the rename is merged three-way (decision 130). */
export const renameSchema = z.object({
  name: personName('Indtast et navn', 'Navn må kun indeholde bogstaver'),
  version: versionField,
});

/** Invite user (spec 001 §5): name letters only, e-mail lowercased, role USER or ADMIN. */
export const inviteUserSchema = z.object({
  name: personName('Indtast et navn', 'Navn må kun indeholde bogstaver'),
  emailAddress: emailAddress('eks.'),
  type: z.enum(['USER', 'ADMIN'], { error: 'Vælg en rolle' }),
});
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/** Role edit (`PATCH /api/user` with `{id, type}`). */
export const roleChangeSchema = z.object({
  id: z.string({ error: 'Vælg en bruger' }).min(1, { error: 'Vælg en bruger' }).max(MAX_TEXT),
  type: z.enum(['USER', 'ADMIN', 'SUPER_ADMIN'], { error: 'Vælg en rolle' }),
  version: versionField,
});

const invitationHandle = z
  .string({ error: 'Invitationen fandtes ikke' })
  .min(1, { error: 'Invitationen fandtes ikke' })
  .max(MAX_TEXT, { error: 'Invitationen fandtes ikke' });
const oneHandle = { error: 'Invitationen fandtes ikke', path: ['token'] };

/**
 * Accepting an invitation: a new person sends the mailed link's `token` with name and password; a
 * signed-in invitee sends that `token`, or the invitation's `id` from their own list.
 */
export const acceptInvitationSchema = z
  .object({
    token: invitationHandle.optional(),
    id: invitationHandle.optional(),
    name: personName('Indtast et navn', 'Dit navn må kun indeholde bogstaver').optional(),
    password: newPassword.optional(),
  })
  .refine((input) => input.token !== undefined || input.id !== undefined, oneHandle);

/** Deleting an invitation: its `id` (as lists show it, also under `token`), or the invitee's mailed token. */
export const invitationRefSchema = z
  .object({ id: invitationHandle.optional(), token: invitationHandle.optional() })
  .refine((input) => input.token !== undefined || input.id !== undefined, oneHandle);

/** The new-person variant of the accept form. */
export const acceptInvitationFormSchema = z.object({
  name: personName('Indtast et navn', 'Dit navn må kun indeholde bogstaver'),
  password: newPassword,
});
