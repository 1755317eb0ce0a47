/**
 * The API's answers as a client reads them (shared/design/api.md, docs/api-additions.md), for
 * `rt.call<T>`. Written from the contract, not imported from the code that makes the answers, so
 * a test states what a client may rely on; the tests' assertions check it.
 */

export interface User {
  id: string;
  /** The person's stream version on reads that know it (decision 130). */
  version?: number;
  name: string;
  emailAddress: string;
  roles: Record<string, { type: string }>;
}

/** A row of `GET /api/user/index`, and `GET /api/user/{id}`'s `user`: a member of the company asked about. */
export interface Member extends User {
  role: { type: string };
  taskCount: number;
}

/** `{user, token}`: sign-up, login, two-step login, accepting an invitation. */
export interface Session {
  user: User;
  token: string;
}

/** `POST /api/user`: a session, or `{mfa: true}` when an e-mailed link must finish the login. */
export interface Login extends Partial<Session> {
  mfa: boolean;
}

export interface MonthStats {
  tasksCompleted: number;
  tasksDue: number;
  percentCompletedInTime?: number;
  changeOnMonth?: number;
  missed: number;
}

export interface Company {
  id: string;
  version: number;
  name: string;
  vatNumber: string;
  address: string;
  city: string;
  mfa: { active: boolean; method: string };
  subscription: string;
  subscriptionEndDate: string | null;
  subscriptionCancelled: boolean;
  onboarding: boolean;
  holidays: boolean;
  faultReports: boolean;
  stats: { month: MonthStats };
  counts: { equipment: number; locations: number };
}

export interface Invitation {
  id: string;
  token: string;
  name: string;
  emailAddress: string;
  type: string;
  date: string;
  expiresAt: string;
  companyId: string;
  companyName: string;
  hasAccount?: boolean;
}

export interface Location {
  id: string;
  version: number;
  name: string;
  createdAt: string;
  noteCount: number;
  taskCount: number;
  equipmentCount: number;
}

export interface Equipment {
  id: string;
  version: number;
  name: string;
  make: string;
  model: string;
  /** The identification number (spec 001 §3); `id` is the equipment's own id. */
  equipmentId: string;
  externalId: string;
  category: string;
  locationId: string;
  locationName: string;
  standby: boolean;
  archived: boolean;
  status: 'ACTIVE' | 'STANDBY' | 'ARCHIVED';
  createdAt: string;
  tasks: number;
  notes: number;
}

export interface Attachment {
  key: string;
  name: string;
  url: string;
  inline: boolean;
}

export interface NoteResponse {
  id: string;
  content: string;
  datetime: string;
  author: string;
  authorId: string;
  files: string[];
  attachments: Attachment[];
  recipientIds: string[];
}

export interface Note extends NoteResponse {
  version: number;
  core: boolean;
  archived: boolean;
  responses: NoteResponse[];
  /** `title` in `GET /api/note` answers. */
  task: { id: string; title?: string } | null;
  equipmentId: string | null;
  locationId: string | null;
  /** With `contents=true`: what the note is on, from its own subject out to the place asked for (not included): its task, and the equipment a location's task is on. */
  about?: { kind: 'TASK' | 'EQUIPMENT'; id: string; name: string }[];
}

/** A row of the task lists (`GET /api/task`, `GET /api/task-query`). */
export interface TaskRow {
  id: string;
  /** The task's stream version (decision 130): sent back with an edit, the edit is merged. */
  version: number;
  title: string;
  type: string;
  interval: string | null;
  status: string;
  standby: boolean;
  deadline: string;
  lastCompleted: string | null;
  notificationPeriod: number;
  responsibleId: string;
  responsibleName: string;
  responsibleDeleted: boolean;
  equipmentId: string | null;
  equipmentName: string | null;
  equipmentExternalId: string | null;
  locationId: string | null;
  locationName: string | null;
}

/** The whole task: the single read and the writes' `{task}` answers. */
export interface Task extends TaskRow {
  description: string;
  files: string[];
  countFrom: 'PLAN' | 'COMPLETION';
  /** Decision 165. */
  checklist: ChecklistItem[];
  followUpOf: { taskId: string; title: string; completionId: string } | null;
  token: string;
  attachments: Attachment[];
}

/** A checklist item as the API answers it (decision 165). */
export interface ChecklistItem {
  id: string;
  kind: 'CHECK' | 'READING' | 'TEXT' | 'PHOTO';
  label: string;
  required: boolean;
  unit?: string;
  lower?: number;
  upper?: number;
}

/** A kept answer: what the item asked then, and the answer. */
export interface Answer {
  item: Omit<ChecklistItem, 'required'>;
  check?: 'OK' | 'FAIL' | 'NA';
  reading?: number;
  text?: string;
  photos?: string[];
}

/** `POST /api/task/complete`. */
export interface Completed {
  task: Task;
  completion: {
    id: string;
    finishedOn: string;
    deadline: string;
    late: boolean;
    lateness: string;
    nextDeadline: string | null;
    noteId: string | null;
    answers: Answer[];
    followUps: { taskId: string; itemId: string; title: string; deadline: string }[];
  };
}

/** A row of the completion histories. */
export interface Completion {
  id: string;
  task: { id: string; title: string; type: string };
  equipment: { id: string; name: string | null; equipmentId: string | null; archived: boolean } | null;
  locationId: string | null;
  locationName: string | null;
  finishedOn: string;
  deadline: string;
  late: boolean;
  lateness: string;
  responsible: { id: string; name: string; deleted: boolean };
  completedBy: { id: string; name: string; deleted: boolean };
  answers: Answer[];
  followUps: { taskId: string; itemId: string; title: string }[];
}

/** An entry of the activity timeline (`GET /api/events`). */
export interface ActivityEvent {
  id: string;
  datetime: string;
  action: string;
  subjectType: string;
  subjectId: string;
  subject: string;
  subjectDeleted: boolean;
  person: { id: string | null; name: string; deleted: boolean };
}

export interface OverviewItem {
  taskId: string;
  title: string;
  deadline: string;
  status: string;
  finishedOn: string | null;
  subject: { kind: string; id: string; name: string | null };
  responsible: { id: string; name: string; deleted: boolean };
  taskDeleted: boolean;
}

export interface Overview {
  month: string;
  current: boolean;
  stats: MonthStats;
  chart: { month: string; tasksCompleted: number; percentCompletedInTime?: number }[];
  overdue: (OverviewItem & { daysOverdue: number })[];
  due: OverviewItem[];
  dueTotal: number;
  onboarding: { members: number; invitations: number; equipment: number; tasks: number };
}

/** `POST /dev/schedule/{job}`, once the job's queue is empty. */
export interface JobRun {
  result: { job: string; companies: number; processed: number; failures: number; failedCompanies: string[] };
}

/** `POST /api/note`. */
export interface NewNote {
  noteId: string;
  content: string;
  files: string[];
  recipientIds: string[];
}

/** `GET /api/backup`: the newest zip, or `{status: 'building'}` while the first is made. */
export interface Backup {
  status: 'ready' | 'building';
  url?: string;
  fileName?: string;
  createdAt?: string;
}

/** `POST /dev/rebuild`. */
export interface Rebuild {
  deleted: number;
  commits: number;
  deliveries: number;
}

/**
 * 409 STALE_VERSION (decision 130): the fields both sides changed, each with its current value;
 * the thing's version now; the names of ids among them.
 */
export interface StaleVersion {
  code: 'STALE_VERSION';
  message: string;
  fields: Record<string, unknown>;
  version: number;
  names?: Record<string, string>;
}
