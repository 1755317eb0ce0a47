import type { KeyArea } from './event-keys';

const put = 'dynamodb:PutItem';
const update = 'dynamodb:UpdateItem';

/**
 * The read-model table's items by the prefix of their partition key, one area per projection
 * (decision 148 "Each read-model writer only to its own partitions"), as the event table's are
 * (`infra/event-keys.ts`, decision 086). A function writes the areas of the projections it runs:
 * the inline projections of the streams its commands append (`functions/store/inline-projections.ts`,
 * written in the commit's own transaction), or, for a bus projection, its own. Only the replay
 * (`jobRebuild`) writes the whole table, unscoped (`wholeTable`): it empties it and writes every area.
 *
 * IAM's StringLike patterns are anchored, so `Stats#*` does not reach `StatsFacts#…`, `Completions#*`
 * not `TaskCompletions#…`, `Members#*` not `Memberships#…`, `Invitations#*` not `InvitationsFor#…`.
 */
export const readModelKeyAreas = {
  /**
   * The task list (`Tasks#<company>`, `functions/projections/tasks.ts` `taskRows`) and the
   * completion history's three copies (`completionRows`: `Completions#`, `TaskCompletions#`,
   * `TargetCompletions#`, decision 044), written with each Task commit.
   */
  tasks: {
    prefixes: ['Tasks#*', 'Completions#*', 'TaskCompletions#*', 'TargetCompletions#*'],
    writes: [put],
  },
  /** Each company's locations (`Locations#<company>`), written with each Location commit. */
  locations: { prefixes: ['Locations#*'], writes: [put] },
  /** Each company's equipment (`Equipment#<company>`), written with each Equipment commit. */
  equipment: { prefixes: ['Equipment#*'], writes: [put] },
  /** Notes per company (`Notes#<company>`), written with each Note commit. */
  notes: { prefixes: ['Notes#*'], writes: [put] },
  /** Fault reports per company (`FaultReports#<company>`, decision 166), written with each FaultReport commit. */
  faultReports: { prefixes: ['FaultReports#*'], writes: [put] },
  /**
   * The counters (`Counts#<company>`, `functions/queries/target-counts.ts`, decision 059): open tasks
   * (Task commits), live notes (Note commits) and open fault reports (FaultReport commits) per
   * equipment and location and the company's open fault reports, and the names' version
   * (Equipment and Location commits, `functions/queries/inventory-names.ts`), only ever changed with ADD.
   */
  counts: { prefixes: ['Counts#*'], writes: [update] },
  /** Pending invitations per company and per address (`functions/projections/invitations.ts`), with each Invitation commit. */
  invitations: { prefixes: ['Invitations#*', 'InvitationsFor#*'], writes: [put] },
  /**
   * The directory (`functions/projections/memberships.ts`): each person's companies, each
   * company's members (User commits) and the list of every company (`Companies`, CompanyCreated).
   */
  memberships: { prefixes: ['Memberships#*', 'Members#*', 'Companies'], writes: [put] },
  /** The activity timeline (`functions/projections/activity.ts`, a bus projection, decision 043). */
  activity: { prefixes: ['Activity#*', 'ActivityCompletions#*', 'ActivityGone#*'], writes: [put] },
  /**
   * The monthly statistics (`functions/projections/statistics.ts`, a bus projection, decisions 024
   * and 143): facts put once (and a due fact's outcome set on it), each month's counters added.
   */
  statistics: { prefixes: ['Stats#*', 'StatsFacts#*'], writes: [put, update] },
} as const satisfies Record<string, KeyArea>;

export type ReadModelKeyArea = keyof typeof readModelKeyAreas;
