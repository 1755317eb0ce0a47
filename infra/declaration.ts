import { activityEventTypes } from '../domain/activity/activity';
import { statisticsEventTypes } from '../domain/task/statistics';
import type { EventType } from '../events/catalogue';
import { EVENT_SOURCE } from '../events/envelope';
import { companyRoutes } from '../functions/api/routes/company.routes';
import { userRoutes } from '../functions/api/routes/user.routes';
import { usersRoutes } from '../functions/api/routes/users.routes';
import { invitationRoutes } from '../functions/api/routes/invitation.routes';
import { locationsRoutes } from '../functions/api/routes/locations.routes';
import { equipmentRoutes } from '../functions/api/routes/equipment.routes';
import { notesRoutes } from '../functions/api/routes/notes.routes';
import { filesRoutes } from '../functions/api/routes/files.routes';
import { tasksRoutes } from '../functions/api/routes/tasks.routes';
import { overviewRoutes } from '../functions/api/routes/overview.routes';
import { activityRoutes } from '../functions/api/routes/activity.routes';
import { backupRoutes } from '../functions/api/routes/backup.routes';
import { calendarRoutes } from '../functions/api/routes/calendar.routes';
import { pushRoutes } from '../functions/api/routes/push.routes';
import { complianceRoutes } from '../functions/api/routes/compliance.routes';
import { serviceBookRoutes } from '../functions/api/routes/service-book.routes';
import { complianceReportRoutes } from '../functions/api/routes/compliance-report.routes';
import { publicRoutes } from '../functions/api/routes/public.routes';
import { inspectionRoutes, inspectorRoutes } from '../functions/api/routes/inspector.routes';
import { stickersRoutes } from '../functions/api/routes/stickers.routes';
import { faultReportsRoutes } from '../functions/api/routes/fault-reports.routes';
import { ENV, WAITING_PREFIXES } from '../functions/platform/config';
import { PACED_PURPOSES } from '../functions/mail/mail-pace';
import { MAIL_RECORDED, OUTBOX_KIND, QueuedMail } from '../functions/mail/outbox';
import type {
  KeyGrants,
  BucketDecl,
  BucketName,
  FunctionDecl,
  PipeDecl,
  QueueDecl,
  QueueName,
  QueueRuleDecl,
  RuleDecl,
  ScheduleDecl,
  TableDecl,
  TableName,
} from './declaration-types';
import { eventKeyAreas } from './event-keys';
import { readModelKeyAreas, type ReadModelKeyArea } from './read-model-keys';

/**
 * The one declaration of Servicebogen's resources. `infra/stack.ts` turns it into AWS resources;
 * `infra/local/` runs the same functions, routes, rules, schedules and queues in one process.
 */

export const tables: Record<TableName, TableDecl> = {
  /** The event store: one item per commit (`pk` = `<Stream>#<id>`, `sk` = first version). */
  events: {
    envVar: ENV.eventsTable,
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'N' },
    stream: true,
    pointInTimeRecovery: true,
    timeToLiveAttribute: 'expiresAt',
    /** No index: nothing queried `byCompany`, and its ALL projection doubled every commit's writes (decision 087). */
    indexes: [],
    keyAreas: eventKeyAreas,
  },
  /** Read models kept by projections, and the small lookup rows they need. */
  readModels: {
    envVar: ENV.readTable,
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    pointInTimeRecovery: true,
    indexes: [],
    /** Each writer writes only the partitions of the projections it runs (decision 148). */
    keyAreas: readModelKeyAreas,
  },
};

export const buckets: Record<BucketName, BucketDecl> = {
  web: {},
  /** `reports/`: inspection-ready PDFs too large for an API answer, fetched by a 5-minute link (decision 175). */
  files: {
    envVar: ENV.filesBucket,
    browserUploads: true,
    expirePrefixes: [
      // Large compliance PDFs behind a 5-minute link (decision 175).
      { prefix: 'reports/', days: 1 },
      // An inspector's uploads wait here until their completion copies them into the company's files
      // (decision 174); one that never led to a completion is gone after a week.
      { prefix: WAITING_PREFIXES.inspection, days: 7 },
      // A sticker card's photo waits here until its report copies it into the company's files; the
      // card uploads it as the report is sent, so one never reported is gone after a day.
      { prefix: WAITING_PREFIXES.sticker, days: 1 },
    ],
  },
  backups: { envVar: ENV.backupsBucket, expireAfterDays: 30, replicated: true },
};

const rw = 'readWrite' as const;
const r = 'read' as const;

/**
 * The 06:00 reminder run's width: companies worked on at once, the reminders queue's
 * maxConcurrency and its worker's reserved concurrency (decision 147 "The morning run at 100,000
 * companies"). docs/scale.md computes it: 100,000 companies at a planned 1 s each (measured per
 * company with `npm run bench -- morning`) take 100,000 / 50 = 2,000 s, 33 minutes, so the run
 * is done within the hour with room for retries, a slow start and slower companies.
 */
export const REMINDERS_CONCURRENCY = 50;

/**
 * The mail sender's instances on the reminders' mail queue (decision 155 "Every e-mail through the
 * outbox"): together they send within `REMINDER_MAIL_SHARE` of the stage's SES rate, each paced
 * (`MAIL_SEND_INTERVAL_MS`). One instance sends about 6-7 e-mails a second (~150 ms each on AWS,
 * docs/scale.md), so 2 reach 80 % of up to about 16 e-mails a second; raise it with
 * `sesMaxSendRate` (`test/infra/scale.cases.ts` refuses a rate it cannot reach).
 */
export const REMINDER_MAIL_CONCURRENCY = 2;
/** The mail sender's instances on the mail queue: what people wait for, a trickle, unpaced. */
const MAIL_CONCURRENCY = 2;

/**
 * A function's read-model grants (decision 148): every area read (the API and the jobs read many
 * lists), and written only the areas of the projections it runs: the inline projections of the
 * streams its commands append (`functions/store/inline-projections.ts`: Task → tasks and counts,
 * Location → locations and counts, Equipment → equipment and counts, Note → notes and counts,
 * FaultReport → faultReports and counts, Invitation → invitations, User and a company's creation →
 * memberships).
 */
const readModels = (...writes: ReadModelKeyArea[]): KeyGrants<ReadModelKeyArea> => ({
  ...Object.fromEntries((Object.keys(readModelKeyAreas) as ReadModelKeyArea[]).map((area) => [area, r])),
  ...Object.fromEntries(writes.map((area) => [area, rw])),
});

export const functions = {
  apiUser: {
    entry: 'functions/api/user.ts',
    description: 'Login, current user and logout',
    tables: [
      {
        name: 'events',
        access: rw,
        keys: {
          streams: r,
          credentials: rw,
          sessions: rw,
          links: rw,
          throttle: rw,
          mailLimits: rw,
          mailSuppression: rw,
          outbox: rw,
        },
      },
      { name: 'readModels', access: 'read', keys: readModels() },
    ],
    buckets: [],
    sendsTo: ['passwordReset'],
    routes: [...userRoutes],
  },
  apiCompany: {
    entry: 'functions/api/company.ts',
    description: 'Sign-up and company reads',
    tables: [
      {
        name: 'events',
        access: rw,
        keys: { streams: rw, credentials: rw, sessions: rw, mailLimits: rw, outbox: rw },
        appends: ['Company', 'User'],
      },
      { name: 'readModels', access: rw, keys: readModels('memberships') },
    ],
    buckets: [],
    routes: [...companyRoutes],
  },
  apiUsers: {
    entry: 'functions/api/users.ts',
    description: "A company's people: list, detail, names, roles, deletion and invitations",
    tables: [
      {
        name: 'events',
        access: rw,
        keys: { streams: rw, claims: rw, credentials: rw, sessions: rw, mailLimits: rw, outbox: rw },
        appends: ['Invitation', 'User'],
      },
      { name: 'readModels', access: rw, keys: readModels('invitations', 'memberships') },
    ],
    buckets: [],
    routes: [...usersRoutes],
  },
  apiInvitation: {
    entry: 'functions/api/invitation.ts',
    description: 'Invitations: look up, list, accept and delete',
    tables: [
      {
        name: 'events',
        access: rw,
        keys: { streams: rw, claims: rw, credentials: rw, sessions: rw },
        appends: ['Invitation', 'User'],
      },
      { name: 'readModels', access: rw, keys: readModels('invitations', 'memberships') },
    ],
    buckets: [],
    routes: [...invitationRoutes],
  },
  apiLocations: {
    entry: 'functions/api/locations.ts',
    description: 'Locations: list, detail, create, rename and delete',
    tables: [
      { name: 'events', access: rw, keys: { streams: rw, claims: rw }, appends: ['Location'] },
      { name: 'readModels', access: rw, keys: readModels('locations', 'counts') },
    ],
    buckets: [],
    routes: [...locationsRoutes],
  },
  apiEquipment: {
    entry: 'functions/api/equipment.ts',
    description: 'Equipment: list, detail, create, edit, standby and archive',
    tables: [
      { name: 'events', access: rw, keys: { streams: rw, claims: rw }, appends: ['Equipment', 'Location', 'Task'] },
      { name: 'readModels', access: rw, keys: readModels('tasks', 'locations', 'equipment', 'counts') },
    ],
    buckets: [],
    routes: [...equipmentRoutes],
  },
  apiNotes: {
    entry: 'functions/api/notes.ts',
    description: 'Notes on tasks, equipment and locations, with responses and files',
    tables: [
      {
        name: 'events',
        access: rw,
        keys: { streams: rw, mailLimits: rw, outbox: rw, idempotency: rw },
        appends: ['Note'],
      },
      { name: 'readModels', access: rw, keys: readModels('notes', 'counts') },
    ],
    buckets: [{ name: 'files', access: 'read' }],
    routes: [...notesRoutes],
  },
  apiFiles: {
    entry: 'functions/api/files.ts',
    description: 'Presigned upload and download URLs for files',
    tables: [{ name: 'events', access: 'read', keys: {} }],
    buckets: [{ name: 'files', access: rw }],
    routes: [...filesRoutes],
  },
  apiTasks: {
    entry: 'functions/api/tasks.ts',
    description: 'Tasks: lists, detail, create, edit, standby, completion, deletion, transfer and history',
    tables: [
      {
        name: 'events',
        access: rw,
        // The inspector's link (decision 174): the secret's row, put with the task's commit and the inspector's e-mail.
        keys: { streams: rw, idempotency: rw, inspectorLinks: rw, mailLimits: rw, outbox: rw },
        appends: ['Note', 'Task'],
      },
      { name: 'readModels', access: rw, keys: readModels('tasks', 'notes', 'counts') },
    ],
    buckets: [{ name: 'files', access: 'read' }],
    // A list of 50,000 tasks reads every row and shapes them: seconds, not milliseconds (decision 136).
    timeoutSeconds: 29,
    // Lovpligtige eftersyn here (they are tasks), the inspector's link among them; their routes are
    // one API route: the stack stays at 300 resources (decisions 145, 173, 174).
    proxyRoutes: ['/api/compliance'],
    routes: [...tasksRoutes, ...complianceRoutes, ...inspectorRoutes],
  },
  apiOverview: {
    entry: 'functions/api/overview.ts',
    description: 'The admin overview of a month: figures, timelines, the 12-month chart and onboarding',
    tables: [
      { name: 'events', access: 'read', keys: { streams: r } },
      { name: 'readModels', access: 'read', keys: readModels() },
    ],
    buckets: [],
    // A company of 50,000 tasks: every task's schedule read and its month planned (decision 136).
    timeoutSeconds: 29,
    routes: [...overviewRoutes],
  },
  apiActivity: {
    entry: 'functions/api/activity.ts',
    description: "The activity timeline of a company's year, page by page",
    tables: [
      { name: 'events', access: 'read', keys: { streams: r } },
      { name: 'readModels', access: 'read', keys: readModels() },
    ],
    buckets: [],
    routes: [...activityRoutes],
  },
  apiBackup: {
    entry: 'functions/api/backup.ts',
    description: "The company's newest backup zip as a short-lived link, or its backup queued when it has none",
    tables: [{ name: 'events', access: 'read', keys: {} }],
    buckets: [{ name: 'backups', access: rw }],
    sendsTo: ['backup'],
    routes: [...backupRoutes],
  },
  apiCalendar: {
    entry: 'functions/api/calendar.ts',
    description:
      "A member's own subscriptions: secret calendar feed addresses and the feeds themselves, and the devices that get reminders as push",
    tables: [
      // Reads the holder's stream and the company's; writes its own feed rows (decision 106) and
      // appends to the holder's stream that they made one, for the timeline (decision 167); and the
      // caller's push devices (decision 171).
      { name: 'events', access: rw, keys: { streams: rw, calendarFeeds: rw, push: rw }, appends: ['User'] },
      { name: 'readModels', access: rw, keys: readModels('memberships') },
    ],
    buckets: [],
    // A company feed of 50,000 tasks plans a year of each before it picks 3,000 (decision 136).
    timeoutSeconds: 29,
    // Push devices here, not in a function of their own, their four routes one API route: the stack
    // stays under 300 resources (decisions 145, 171). Only the VAPID public key, never the key pair.
    push: 'devices',
    proxyRoutes: ['/api/push'],
    routes: [...calendarRoutes, ...pushRoutes],
  },
  apiServiceBook: {
    entry: 'functions/api/service-book.ts',
    description:
      "One equipment's service book as a PDF: details, completions, notes, pictures and its on-time rate; the inspection-ready PDF of the lovpligtige eftersyn",
    tables: [
      { name: 'events', access: 'read', keys: { streams: r } },
      { name: 'readModels', access: 'read', keys: readModels() },
    ],
    // The inspection-ready PDF too large for an answer goes under reports/ (decision 175): Put there only.
    buckets: [{ name: 'files', access: 'read', putPrefixes: ['reports/'] }],
    // Drawing a book with pictures takes a moment and some memory (decision 116).
    timeoutSeconds: 29,
    memoryMb: 1024,
    routes: [...serviceBookRoutes, ...complianceReportRoutes],
  },
  apiStickers: {
    entry: 'functions/api/stickers.ts',
    description:
      "Service stickers and their fault reports: the printed sheet's codes, the admins' list of reports, a report made into a task or closed with an answer",
    tables: [
      {
        name: 'events',
        access: rw,
        keys: { streams: rw, stickers: rw, mailLimits: rw, outbox: rw },
        // Fault reports here, not in a function of their own: the stack stays under 300 resources (decisions 145, 166).
        appends: ['Equipment', 'FaultReport', 'Location', 'Task'],
      },
      { name: 'readModels', access: rw, keys: readModels('locations', 'equipment', 'counts', 'faultReports', 'tasks') },
    ],
    buckets: [],
    routes: [...stickersRoutes, ...faultReportsRoutes],
  },
  apiPublic: {
    entry: 'functions/api/public.ts',
    description:
      "Without login: a sticker's service card, fault reports to the company's admins, and the external inspector's page",
    tables: [
      {
        name: 'events',
        access: rw,
        keys: {
          streams: rw,
          stickers: r,
          inspectorLinks: r,
          publicLimits: rw,
          mailLimits: rw,
          outbox: rw,
          // The completion's path records a key when given one (decision 169); the inspector's gives none.
          idempotency: rw,
        },
        // A report's number is its company's tally (decision 166): it updates Tally#Company#…, nothing else of it.
        // The inspector's completion (decision 174): the task's commit and its note with the report.
        appends: ['FaultReport', 'Note', 'Task'],
      },
      { name: 'readModels', access: rw, keys: readModels('faultReports', 'counts', 'tasks', 'notes') },
    ],
    // Anonymous uploads only: objects read and written under the waiting prefixes, and put into a
    // company's files only as a copy of one of them (decision 174; issue 32 item 11).
    buckets: [{ name: 'files', access: rw, waitingPrefixes: Object.values(WAITING_PREFIXES) }],
    // The card's three routes and the inspector's three are one API route (decisions 145, 174).
    proxyRoutes: ['/api/public'],
    routes: [...publicRoutes, ...inspectionRoutes],
  },
  pipeEnrichment: {
    entry: 'functions/pipe/enrich.ts',
    description: 'Splits an event-store commit into its domain events for the bus',
    tables: [],
    buckets: [],
  },
  projectionStatistics: {
    entry: 'functions/projections/statistics.ts',
    description: "Counts each company's deadlines, completions and misses per month",
    tables: [{ name: 'readModels', access: rw, keys: { statistics: rw } }],
    buckets: [],
  },
  projectionActivity: {
    entry: 'functions/projections/activity.ts',
    description: "Keeps each company's activity timeline per year",
    tables: [
      { name: 'events', access: 'read', keys: { streams: r } },
      { name: 'readModels', access: rw, keys: { activity: rw } },
    ],
    buckets: [],
  },
  jobDispatcher: {
    entry: 'functions/jobs/dispatch.ts',
    description: "Scheduled: lists every company and puts one message per company on the job's queue",
    tables: [{ name: 'readModels', access: 'read', keys: { memberships: r } }],
    buckets: [],
    sendsTo: ['reminders', 'subscriptions', 'backup'],
    timeoutSeconds: 300,
    reservedConcurrency: 1,
  },
  jobReminders: {
    entry: 'functions/jobs/reminders.ts',
    description:
      'Per company, from the reminders queue: records the reminder e-mails for tasks that became current or overdue, and pushes them to the devices of those who turned push on',
    tables: [
      // The day's e-mail is recorded in the outbox with its ledger claim (decision 155); mailSender sends it.
      // The same e-mail as a push to the person's devices, the gone ones removed (decision 171).
      { name: 'events', access: rw, keys: { streams: rw, reminders: rw, outbox: rw, push: rw }, appends: ['Task'] },
      { name: 'readModels', access: rw, keys: readModels('tasks', 'counts') },
    ],
    buckets: [],
    // The only function that sends pushes, and so the only one that reads the VAPID key pair.
    push: 'sends',
    timeoutSeconds: 300,
    // Covers the reminders queue's maxConcurrency (decision 083); both are REMINDERS_CONCURRENCY.
    reservedConcurrency: REMINDERS_CONCURRENCY,
  },
  jobSubscriptions: {
    entry: 'functions/jobs/subscriptions.ts',
    description: 'Per company, from the subscriptions queue: ends or renews a subscription past its end date',
    tables: [
      { name: 'events', access: rw, keys: { streams: rw }, appends: ['Company'] },
      { name: 'readModels', access: 'read', keys: readModels() },
    ],
    buckets: [],
    timeoutSeconds: 300,
    reservedConcurrency: 2,
  },
  mailPasswordReset: {
    entry: 'functions/jobs/password-reset.ts',
    description:
      'From the password reset queue: makes the reset link and records its e-mail when the address has an account',
    tables: [{ name: 'events', access: rw, keys: { streams: r, credentials: rw, links: rw, outbox: rw } }],
    buckets: [],
    timeoutSeconds: 30,
    reservedConcurrency: 2,
  },
  mailSender: {
    entry: 'functions/jobs/mail-sender.ts',
    description:
      'From the mail queues: sends every e-mail the outbox recorded, once each, the reminders paced, skipping suppressed addresses',
    tables: [{ name: 'events', access: rw, keys: { mailSent: rw, outboxSent: rw } }],
    buckets: [],
    // The only function that sends e-mail (decision 155); it consumes both mail queues.
    sendsMail: true,
    reservedConcurrency: MAIL_CONCURRENCY + REMINDER_MAIL_CONCURRENCY,
    timeoutSeconds: 30,
  },
  mailFeedback: {
    entry: 'functions/jobs/mail-feedback.ts',
    description: "SES bounces and complaints (EventBridge): suppresses the address's non-essential e-mail",
    tables: [{ name: 'events', access: rw, keys: { mailSuppression: rw } }],
    buckets: [],
  },
  jobBackup: {
    entry: 'functions/jobs/backup.ts',
    description: "Per company, from the backup queue: writes the company's backup zip to S3",
    tables: [
      { name: 'events', access: 'read', keys: { streams: r } },
      { name: 'readModels', access: 'read', keys: readModels() },
    ],
    buckets: [{ name: 'backups', access: rw }],
    timeoutSeconds: 900,
    reservedConcurrency: 2,
    memoryMb: 1024,
  },
  jobRebuild: {
    entry: 'functions/jobs/rebuild.ts',
    description:
      'Invoked by hand: replays the event store into the read models (all or some projections and companies), continuing from a cursor',
    tables: [
      // The reset's recount of the tallies (decision 120) is its only write to the event store.
      { name: 'events', access: rw, keys: { streams: r, tallies: rw }, scans: true },
      // The replay empties the read models and writes every area: the one grant without a key condition (decision 148).
      { name: 'readModels', access: rw, scans: true, wholeTable: true },
    ],
    buckets: [],
    timeoutSeconds: 900,
  },
} satisfies Record<string, FunctionDecl>;

export type FunctionName = keyof typeof functions;

/**
 * Stream records that are commits (not sessions or claims) go through the pipe, and so do the
 * outbox's e-mails recorded with them (decision 099 "E-mail is recorded with its commit").
 */
export const pipe: PipeDecl = {
  filterPattern: { dynamodb: { NewImage: { kind: { S: ['commit', OUTBOX_KIND] } } } },
  enrichment: 'pipeEnrichment',
  source: EVENT_SOURCE,
  batchSize: 1,
  maximumRetryAttempts: 10,
};

/** An event pattern of the domain bus for `types` (the detail-type is the event's type). */
const domainEvents = (types: readonly EventType[]) => ({ source: [EVENT_SOURCE], 'detail-type': [...types] });

/**
 * The bus projections' subscriptions, built from the lists the projections themselves switch on.
 * A new event type is routed by adding it to its list; test/infra/rules.test.ts checks each rule
 * against its projection. Only the read models that combine streams are here: the rows that
 * mirror one stream are written with their commit (`functions/store/inline-projections.ts`), and the
 * bus does not deliver to them (decision 121 "The bus delivers only to projections that combine streams").
 */
export const rules: RuleDecl[] = [
  {
    name: 'Statistics',
    description: 'Completions and missed deadlines to the monthly statistics projection',
    eventPattern: domainEvents(statisticsEventTypes),
    target: 'projectionStatistics',
  },
  {
    name: 'Activity',
    description: 'The events the activity timeline shows, to the activity projection',
    eventPattern: domainEvents(activityEventTypes),
    target: 'projectionActivity',
  },
];

/**
 * One queue per job, one message per company. Batches stay small enough for the consumer's
 * timeout (backup: one company per invocation), and two invocations at a time per nightly job keep
 * DynamoDB well inside its limits while a slow company does not hold up the rest.
 * The reminders run is the one that must be done by morning: REMINDERS_CONCURRENCY companies at a
 * time, one per invocation (decision 147, docs/scale.md). Its e-mails leave through the outbox and
 * the `reminderMail` queue, paced there to SES's rate (decision 155).
 */
export const queues: Record<QueueName, QueueDecl> = {
  reminders: {
    envVar: ENV.remindersQueue,
    consumer: 'jobReminders',
    batchSize: 1,
    maxConcurrency: REMINDERS_CONCURRENCY,
    maxReceiveCount: 3,
  },
  subscriptions: {
    envVar: ENV.subscriptionsQueue,
    consumer: 'jobSubscriptions',
    batchSize: 10,
    maxConcurrency: 2,
    maxReceiveCount: 3,
  },
  backup: { envVar: ENV.backupQueue, consumer: 'jobBackup', batchSize: 1, maxConcurrency: 2, maxReceiveCount: 3 },
  /** One message per reset request: the request answers at once, alike for every address. */
  passwordReset: {
    envVar: ENV.passwordResetQueue,
    consumer: 'mailPasswordReset',
    batchSize: 10,
    maxConcurrency: 2,
    maxReceiveCount: 3,
  },
  /**
   * The e-mails people wait for (decision 090 "E-mail leaves through a queue"): sign-in links,
   * password resets, invitations, notes, welcome and upgrade. Retried for about half an hour (10
   * receives, the visibility timeout six times the sender's 30 s) before the dead-letter queue, so
   * an SES hiccup delays an e-mail instead of failing a request. Unpaced, and never behind the
   * morning's reminders, which have a queue of their own.
   */
  mail: {
    envVar: ENV.mailQueue,
    consumer: 'mailSender',
    batchSize: 10,
    maxConcurrency: MAIL_CONCURRENCY,
    maxReceiveCount: 10,
  },
  /**
   * The morning's reminder e-mails (decision 155 "Every e-mail through the outbox"): sent by the
   * same sender, paced to `REMINDER_MAIL_SHARE` of SES's rate over `REMINDER_MAIL_CONCURRENCY`
   * instances (decision 147). Batches of 5: at the sandbox's 1 e-mail a second a batch waits 12.5 s
   * of the sender's 30 s. Retried like the mail queue's.
   */
  reminderMail: {
    envVar: ENV.reminderMailQueue,
    consumer: 'mailSender',
    batchSize: 5,
    maxConcurrency: REMINDER_MAIL_CONCURRENCY,
    maxReceiveCount: 10,
  },
};

/** Every purpose an e-mail of the outbox may have. */
export const mailPurposes = QueuedMail.shape.purpose.options;

/**
 * The outbox's e-mails, as the pipe puts them on the bus, onto the mail queues (decision 099
 * "E-mail is recorded with its commit", decision 155 "Every e-mail through the outbox"): the
 * reminders onto their own paced queue, the rest onto `mail`. The queue's body is the e-mail
 * itself, so the sender reads it alike from here and from a redrive.
 */
const recordedMail = (purposes: readonly string[]) => ({
  source: [EVENT_SOURCE],
  'detail-type': [MAIL_RECORDED],
  detail: { mail: { purpose: [...purposes] } },
});
export const mailRules: QueueRuleDecl[] = [
  {
    name: 'Mail',
    description: 'E-mails recorded in the outbox that people wait for, to the mail queue',
    eventPattern: recordedMail(mailPurposes.filter((purpose) => !PACED_PURPOSES.includes(purpose))),
    queue: 'mail',
    inputPath: '$.detail.mail',
  },
  {
    name: 'ReminderMail',
    description: "The morning's reminder e-mails recorded in the outbox, to the paced reminder mail queue",
    eventPattern: recordedMail(PACED_PURPOSES),
    queue: 'reminderMail',
    inputPath: '$.detail.mail',
  },
];

/** The function SES's bounce and complaint events go to (default bus; decision 092 "Bounced addresses"). */
export const mailFeedback = { consumer: 'mailFeedback' } as const satisfies { consumer: FunctionName };

export const schedules: ScheduleDecl[] = [
  {
    name: 'backup',
    description: 'Nightly backup zip per company',
    cron: { minute: 0, hour: 2 },
    timeZone: 'Europe/Copenhagen',
    target: 'jobDispatcher',
    job: 'backup',
  },
  {
    name: 'subscriptions',
    description: 'Ends cancelled subscriptions past their end date',
    cron: { minute: 0, hour: 3 },
    timeZone: 'Europe/Copenhagen',
    target: 'jobDispatcher',
    job: 'subscriptions',
  },
  {
    name: 'reminders',
    description: 'Reminder e-mails for current and overdue tasks',
    cron: { minute: 0, hour: 6 },
    timeZone: 'Europe/Copenhagen',
    target: 'jobDispatcher',
    job: 'reminders',
  },
];

/** Every route of the HTTP API with the function that serves it. */
export const allRoutes = Object.entries(functions as Record<string, FunctionDecl>).flatMap(([fn, decl]) =>
  (decl.routes ?? []).map((route) => ({ ...route, fn })),
);
