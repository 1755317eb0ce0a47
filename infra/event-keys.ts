import { streamTypes, type StreamType } from '../events/envelope';
import { TALLY_PREFIX } from '../functions/store/tally-items';
import { tallyHoldersOf } from '../domain/shared/tallies';

/**
 * The event store table's items by the prefix of their partition key (decision 086 "Least
 * privilege on the event store"). IAM can scope a grant to keys (`dynamodb:LeadingKeys`), never
 * to a sort key or an attribute, so each area is a set of `pk` prefixes and grants are per area:
 * a function gets the areas its code paths reach, each with the actions they use.
 */
export interface KeyArea {
  /** `pk` patterns (IAM StringLike) of the area's items. */
  readonly prefixes: readonly string[];
  /** What writing the area means: the only write actions a function that writes it gets. */
  readonly writes: readonly string[];
}

const put = 'dynamodb:PutItem';
const update = 'dynamodb:UpdateItem';
const del = 'dynamodb:DeleteItem';
/** A transaction's condition on an item it does not change: reads the item, writes nothing. */
const check = 'dynamodb:ConditionCheckItem';

export const eventKeyAreas = {
  /**
   * Streams, read: commits (`<Stream>#<id>`, `sk` ≥ 1), heads (`sk` 0) and tallies
   * (`Tally#<Stream>#<id>`, decision 149). Writing this area is only the transaction's condition on
   * a stream or tally it does not change (a version guard); what a function may put and update is
   * per stream type (`appendScopes`): commits and heads only ever put, commits with
   * `attribute_not_exists`. No function may update or delete a commit (IAM cannot tell a commit
   * from the head at `sk` 0, nor enforce the put's condition: an unconditional put is the one
   * rewrite IAM cannot rule out).
   */
  streams: { prefixes: [...streamTypes.map((type) => `${type}#*`), `${TALLY_PREFIX}*`], writes: [check] },
  /** Every tally, for the replay's recount only (decision 120): emptied by batch and counted again. */
  tallies: { prefixes: [`${TALLY_PREFIX}*`], writes: [update, 'dynamodb:BatchWriteItem'] },
  /** Claims that make a value unique (a location's name, an invitation's address and token), released by deletion. */
  claims: { prefixes: ['LocationName#*', 'Invite#*', 'InvitationToken#*'], writes: [put, del] },
  /** E-mail claims: they hold the password hashes (`functions/use-cases/accounts.ts`). */
  credentials: { prefixes: ['Email#*'], writes: [put, update, del] },
  /** Sessions and each person's revocation row (`functions/use-cases/sessions.ts`). */
  sessions: { prefixes: ['Session#*', 'Security#*'], writes: [put, update, del] },
  /** Two-step login and reset links (`functions/use-cases/links.ts`). */
  links: { prefixes: ['Link#*'], writes: [put, del] },
  /** Login throttling per address (`functions/http/throttle.ts`). */
  throttle: { prefixes: ['Throttle#*'], writes: [update, del] },
  /** E-mail rate limits (`functions/mail/mail-limits.ts`). */
  mailLimits: { prefixes: ['MailLimit#*'], writes: [update] },
  /**
   * The reminders' ledger (`functions/use-cases/reminders/ledger.ts`): put in the transaction that
   * records the day's e-mail in the outbox, the items beyond it batched (decision 155).
   */
  reminders: { prefixes: ['Reminded#*', 'ReminderDay#*'], writes: [put, 'dynamodb:BatchWriteItem'] },
  /** Claims of queued e-mails being or having been sent (`functions/jobs/mail-sender.ts`, decision 090). */
  mailSent: { prefixes: ['MailSent#*'], writes: [put, update, del] },
  /**
   * The outbox: e-mails recorded with what decided them, a commit, a link or a ledger claim
   * (`functions/mail/outbox.ts`, decisions 099 and 155), only ever put; the mail sender deletes
   * them once sent (`outboxSent`), the table's TTL whatever is left.
   */
  outbox: { prefixes: ['Outbox#*'], writes: [put] },
  /**
   * The same items as the sender sees them: deleted once their e-mail is sent, so a secret link
   * lies in the table only until it is mailed (decision 033 "Invitations: the secret only in the mail").
   */
  outboxSent: { prefixes: ['Outbox#*'], writes: [del] },
  /** Addresses that bounced or complained (`functions/mail/mail-suppression.ts`, decision 092): read by every sender. */
  mailSuppression: { prefixes: ['MailSuppression#*'], writes: [put, del] },
  /**
   * Calendar feed addresses (`functions/use-cases/calendar-feeds.ts`, decision 106): each holder's row and
   * the row its secret's hash names, replaced together on renewal.
   */
  calendarFeeds: { prefixes: ['CalendarFeed#*', 'CalendarFeedToken#*'], writes: [put, del] },
  /**
   * Push devices (`functions/use-cases/push-devices.ts`, decision 171): each person's row of devices
   * and each endpoint's claim, replaced together in a transaction; the reminders job removes the
   * devices a push service says are gone.
   */
  push: { prefixes: ['PushDevices#*', 'PushEndpoint#*'], writes: [put, del] },
  /** Service stickers' codes (`functions/use-cases/stickers.ts`, decision 110): claimed once, never released. */
  stickers: { prefixes: ['Sticker#*'], writes: [put] },
  /**
   * Idempotency keys (`functions/store/idempotency.ts`, decision 169): put with the commits of the
   * write they record, holding its answer; the table's TTL removes them after 14 days.
   */
  idempotency: { prefixes: ['Idempotency#*'], writes: [put] },
  /**
   * The external inspector's links (`functions/use-cases/inspector-links.ts`, decision 174): the row
   * `InspectorLink#<SHA-256 of the secret>`, put with the task's commit, left to the table's TTL.
   */
  inspectorLinks: { prefixes: ['InspectorLink#*'], writes: [put] },
  /** Rate limits of the stickers' public cards (`functions/http/public-limits.ts`, decision 114). */
  publicLimits: { prefixes: ['PublicLimit#*'], writes: [update] },
} as const satisfies Record<string, KeyArea>;

export type EventKeyArea = keyof typeof eventKeyAreas;

/** The areas only account functions (sign-up, login, people, invitations, reset mail) may reach. */
export const ACCOUNT_AREAS: readonly EventKeyArea[] = ['credentials', 'links', 'throttle'];

/** Reading, on any table: no Scan (only the replay scans, declared), no stream or describe actions; a transaction's ConditionCheckItem is granted with the streams it guards. */
export const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
/** Writing a table without key areas, or a whole table (the replay on the read models, decision 148). */
export const WRITE_ACTIONS = [put, update, del, 'dynamodb:BatchWriteItem'] as const;

/**
 * What appending to streams of `types` writes (decision 149): their commits and heads, put; and the
 * tallies those commits join (`TALLY_HOLDERS`), updated. Nothing else: a function that appends
 * notes can forge no person's commit and change no person's count.
 */
export function appendScopes(types: readonly StreamType[]): { area: string; prefixes: string[]; writes: string[] }[] {
  if (types.length === 0) return [];
  const holders = tallyHoldersOf(types);
  return [
    { area: 'appends', prefixes: [...types].sort().map((type) => `${type}#*`), writes: [put] },
    ...(holders.length
      ? [{ area: 'tallyChanges', prefixes: holders.map((type) => `${TALLY_PREFIX}${type}#*`), writes: [update] }]
      : []),
  ];
}
