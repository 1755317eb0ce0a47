export { useSession, fetchSession, UnauthorizedError, type SessionStatus } from './use-session';
export { useSignIn } from './use-sign-in';
export { useRenewalOnUse } from './renewal';
export { useLogout } from './use-logout';
export { homePath, postLoginPath } from './redirect';
export { storeToken, forgetToken } from './token';
export { SESSION_KEY, roleIn, type Session, type User } from './types';
