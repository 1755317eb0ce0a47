import '../../../lib/zod-config';
import { fieldErrors } from '#domain/shared/fields';
import { loginSchema, type LoginInput } from '#domain/user/schemas';
import type { FormCheck } from '../hooks/use-login-form';

/**
 * The login form's rules, the shared `loginSchema`: fetched apart from the login page, when the
 * form is first used, so that zod is not part of what /auth loads to show (decision 067
 * "Route-level code splitting"). zod's jitless configuration comes with it.
 */
export const loginCheck: FormCheck<{ emailAddress: string; password: string }, LoginInput> = (values) => {
  const result = loginSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: [] };
  return { errors: Object.entries(fieldErrors(result.error)).map(([field, message]) => ({ field, message })) };
};
