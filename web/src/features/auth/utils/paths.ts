/** Paths of the auth area that carry the typed e-mail in `?email-address=` (spec 000 §2). */
export const EMAIL_PARAM = 'email-address';

const withEmail = (path: string, emailAddress?: string | null) => {
  const email = emailAddress?.trim();
  return email ? `${path}?${EMAIL_PARAM}=${encodeURIComponent(email)}` : path;
};

export const newPasswordRequestPath = (emailAddress?: string | null) =>
  withEmail('/auth/new-password-request', emailAddress);

export const newPasswordRequestReceiptPath = (emailAddress?: string | null) =>
  withEmail('/auth/new-password-request-receipt', emailAddress);

export const NEW_PASSWORD_RECEIPT_PATH = '/auth/new-password-receipt';

export const invitationPath = (token: string) => `/auth/invitation/${encodeURIComponent(token)}`;

/** Log in, then come back to the invitation (a `from` without 'profile' is followed). */
export const loginThenInvitationPath = (token: string) => `/auth?from=${encodeURIComponent(invitationPath(token))}`;
