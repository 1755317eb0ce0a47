/** Environment variables that name the resources; the stack and the local runtime set them. */
export const ENV = {
  eventsTable: 'EVENTS_TABLE',
  readTable: 'READ_TABLE',
  filesBucket: 'FILES_BUCKET',
  backupsBucket: 'BACKUPS_BUCKET',
  remindersQueue: 'REMINDERS_QUEUE_URL',
  subscriptionsQueue: 'SUBSCRIPTIONS_QUEUE_URL',
  backupQueue: 'BACKUP_QUEUE_URL',
  passwordResetQueue: 'PASSWORD_RESET_QUEUE_URL',
  mailQueue: 'MAIL_QUEUE_URL',
  reminderMailQueue: 'REMINDER_MAIL_QUEUE_URL',
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /** Least ms between two reminder e-mails of one mail sender container (`mail-pace.ts`); unset: no pacing. */
  mailSendIntervalMs: 'MAIL_SEND_INTERVAL_MS',
  /** The stage's VAPID public key, base64url (decision 171 "Reminders as push"); empty: push is not set up. */
  pushPublicKey: 'PUSH_VAPID_PUBLIC_KEY',
  /** The Secrets Manager ARN of the VAPID key pair: only the functions that send pushes have it. */
  pushSecret: 'PUSH_VAPID_SECRET_ARN',
} as const;

/**
 * Where anonymous uploads wait until they are used, under neutral prefixes that name nothing of the
 * company (no company id in the answer nor in the upload URL): the inspector's under their link
 * (decision 174), the sticker card's photo under the sticker's code. When used, an upload is
 * copied into the company's files (`copyIntoCompany`, `files.ts`); one never used expires (the files
 * bucket's `expirePrefixes`, `infra/declaration.ts`), and the public function reads and writes
 * objects only under these prefixes (its `waitingPrefixes`).
 */
export const WAITING_PREFIXES = { inspection: 'inspection/', sticker: 'sticker/' } as const;

/** The scheduled jobs; each has a queue with one message per company (`<job>Queue` in ENV). */
export const jobNames = ['reminders', 'subscriptions', 'backup'] as const;
export type JobName = (typeof jobNames)[number];

/** Reads a required environment variable. */
export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const tableName = (name: 'events' | 'readModels') => env(name === 'events' ? ENV.eventsTable : ENV.readTable);
export const bucketName = (name: 'files' | 'backups') => env(name === 'files' ? ENV.filesBucket : ENV.backupsBucket);
export const queueUrl = (job: JobName) => env(ENV[`${job}Queue`]);
/** The queue of password reset requests (decision 030 "Reset requests are deferred"). */
export const passwordResetQueueUrl = () => env(ENV.passwordResetQueue);

/** The queue of e-mails to send (decision 090 "E-mail leaves through a queue"). */
export const mailQueueUrl = () => env(ENV.mailQueue);
/** The SES configuration set every send names (decision 091 "SES that arrives"). */
export const mailConfigurationSet = () => env(ENV.mailConfigurationSet);

/** The public address of the app, used in e-mailed links. */
export const appBaseUrl = () => (process.env.APP_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
export const mailFrom = () => process.env.MAIL_FROM ?? 'Servicebogen <noreply@servicebogen.dk>';

/** The stage's VAPID public key (base64url), or null when push is not set up (decision 171). */
export const vapidPublicKey = (): string | null => process.env[ENV.pushPublicKey] || null;
