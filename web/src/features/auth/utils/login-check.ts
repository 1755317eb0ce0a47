import '../../../lib/zod-config';
import { loginSchema } from '#domain/user/schemas';
import { zodCheck } from '../../../lib/use-zod-form';

/**
 * The login form's rules, the shared `loginSchema`: fetched apart from the login page, when the
 * form is first used, so that zod is not part of what /auth loads to show (decisions.md
 * "Route-level code splitting"). zod's jitless configuration comes with it.
 */
export const loginCheck = zodCheck(loginSchema);
