import { HttpError } from '../http/http-errors';
import { takeFromWindow, type WindowLimit } from '../http/window-counter';

/**
 * Rate limits on the calls that send e-mail (decision 034 "E-mail rate limits"): per company and
 * per recipient address, in fixed windows, counted in the event-store table (one conditional
 * `ADD` per counter, so parallel calls cannot overshoot and no state lives in the function).
 * A limit is far above what a person does by hand (an admin inviting 20 people in a row, a
 * person asking for a new password a few times) and far below what a script does.
 */
export type MailKind =
  | 'invitation'
  | 'passwordReset'
  | 'mfa'
  | 'note'
  | 'welcome'
  | 'upgrade'
  /** A fault report to the company's admins (decision 166). */
  | 'faultReport'
  /** A fault report's receipt and answer to the visitor who left their address: anyone may type anyone's. */
  | 'faultReceipt'
  /**
   * The external inspector's link (decision 174): the link to the address an admin typed, and
   * 'Eftersyn registreret' to the admins. One purpose: the mail alarm takes ten (decision 145).
   */
  | 'inspection';

type Limit = WindowLimit;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Per recipient address (any company): how many e-mails of a kind it may receive. */
export const PER_ADDRESS: Record<MailKind, Limit[]> = {
  invitation: [
    { max: 3, windowMs: HOUR },
    { max: 10, windowMs: DAY },
  ],
  passwordReset: [
    { max: 5, windowMs: HOUR },
    { max: 20, windowMs: DAY },
  ],
  mfa: [
    { max: 10, windowMs: 15 * MINUTE },
    { max: 50, windowMs: DAY },
  ],
  note: [{ max: 100, windowMs: HOUR }],
  welcome: [{ max: 3, windowMs: DAY }],
  upgrade: [{ max: 5, windowMs: DAY }],
  faultReport: [{ max: 100, windowMs: HOUR }],
  faultReceipt: [
    { max: 5, windowMs: HOUR },
    { max: 20, windowMs: DAY },
  ],
  inspection: [
    { max: 20, windowMs: HOUR },
    { max: 100, windowMs: DAY },
  ],
};

/** Per company: how many e-mails of a kind its calls may send. */
export const PER_COMPANY: Partial<Record<MailKind, Limit[]>> = {
  invitation: [
    { max: 30, windowMs: 15 * MINUTE },
    { max: 200, windowMs: DAY },
  ],
  note: [{ max: 300, windowMs: HOUR }],
  faultReport: [{ max: 300, windowMs: HOUR }],
  faultReceipt: [{ max: 300, windowMs: HOUR }],
  inspection: [{ max: 200, windowMs: HOUR }],
  upgrade: [{ max: 5, windowMs: DAY }],
};

export const TOO_MANY_MAILS = 'Der er sendt for mange e-mails. Vent lidt, og prøv igen.';
export const tooManyMails = () => new HttpError(429, 'TOO_MANY_MAILS', TOO_MANY_MAILS);

/** Counts one e-mail against a counter; false when the window's limit is reached. */
const take = (scope: string, kind: MailKind, limit: Limit, now: Date) =>
  takeFromWindow(`MailLimit#${kind}#${limit.windowMs}#${scope}`, { kind: 'mailLimit', counter: 'sent' }, limit, now);

/**
 * Whether one e-mail of `kind` to `to` (for `companyId`, when a company's call sends it) may go
 * out now; it is counted when it may. The address's limits are taken first, then the company's.
 */
export async function mayMail(kind: MailKind, to: string, companyId: string | undefined, now: Date): Promise<boolean> {
  const address = to.trim().toLowerCase();
  for (const limit of PER_ADDRESS[kind]) if (!(await take(`address#${address}`, kind, limit, now))) return false;
  if (companyId)
    for (const limit of PER_COMPANY[kind] ?? [])
      if (!(await take(`company#${companyId}`, kind, limit, now))) return false;
  return true;
}

/** `mayMail`, or a 429 'Der er sendt for mange e-mails…' for the call. */
export async function assertMayMail(
  kind: MailKind,
  to: string,
  companyId: string | undefined,
  now: Date,
): Promise<void> {
  if (!(await mayMail(kind, to, companyId, now))) throw tooManyMails();
}
