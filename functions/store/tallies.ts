import { assertRoomFor, inventoryCeiling } from '../../domain/company/plan';
import type { CompanyState } from '../../domain/company/decider';
import { assertTakesTasks as equipmentTakesTasks, type EquipmentState } from '../../domain/equipment/decider';
import { assertTakesItems, type LocationState } from '../../domain/location/decider';
import { counterOf, tallyChanges, tallyJoins, tallyNames, type TallyJoin } from '../../domain/shared/tallies';
import { assertTakesTasks as personTakesTasks, type UserState } from '../../domain/user/decider';
import type { NewCommit } from './commits';
import type { EventStore } from './event-store';
import { loadStream, loadTally } from './store';
import type { Guard } from './tally-items';

/**
 * The consent a transaction needs from the streams its commits join (decision 120): a person given
 * an open task must be a member of the company, equipment or a location given a task or equipment
 * must be there and not deleted, a company given inventory must have room in its plan. Each holder
 * is read in the command's attempt (`loadStream`, once per attempt) and checked by its own
 * aggregate's rule; the transaction then requires it unchanged (`version`), or for the plan's room
 * requires the tally's `inventory` still low enough (`atMost`), so two writers that each add one
 * never collide, while a person removed or equipment deleted meanwhile makes the command decide
 * again. A holder the transaction itself appends to is checked on its new state, and its commit
 * guards it. Every command path (`execute`, `executeAll`) runs its commits through this.
 */
export async function admissionGuards(store: EventStore, commits: NewCommit<unknown>[]): Promise<Guard[]> {
  const changes = tallyChanges(
    commits.map((c) => ({ streamType: c.streamType, before: c.before ?? null, after: c.state })),
  );
  return (await Promise.all(tallyJoins(changes).map((join) => admit(store, commits, join)))).flat();
}

async function admit(store: EventStore, commits: NewCommit<unknown>[], join: TallyJoin): Promise<Guard[]> {
  const { streamType, streamId, companyId } = join;
  const appended = commits.find((c) => c.streamType === streamType && c.streamId === streamId);
  const loaded = appended ? null : await loadStream<unknown>(streamType, streamId, store);
  const state = appended ? appended.state : (loaded?.state ?? null);
  const unchanged: Guard[] = appended ? [] : [{ streamType, streamId, version: loaded?.version ?? 0 }];
  switch (streamType) {
    case 'User':
      personTakesTasks(state as UserState | null, companyId);
      return unchanged;
    case 'Equipment':
      equipmentTakesTasks(state as EquipmentState | null, companyId);
      return unchanged;
    case 'Location':
      assertTakesItems(state as LocationState | null, companyId);
      return unchanged;
    case 'Company': {
      const guards: Guard[] = [];
      // Room in the plan commutes: no version guard, only the ceiling (none on UNLIMITED).
      const adding = join.counters[tallyNames.inventory] ?? 0;
      const ceiling = state && adding > 0 ? inventoryCeiling(state as CompanyState, adding) : null;
      if (ceiling !== null) {
        assertRoomFor(state as CompanyState, await loadTally('Company', streamId, store), adding);
        guards.push({ streamType, streamId, atMost: { [tallyNames.inventory]: ceiling } });
      }
      // A fault report's number is the count it read plus one (decision 166): two reports that read
      // the same count cannot both be stored, so the second is decided again with the next number.
      if (join.counters[tallyNames.faultReports]) {
        const given = counterOf(await loadTally('Company', streamId, store), tallyNames.faultReports);
        guards.push({ streamType, streamId, atMost: { [tallyNames.faultReports]: given } });
      }
      return guards;
    }
    case 'Task':
      // A note joins its task's `noteIds` (issue 32 item 3): the note's command has read the task
      // (visible to the writer, not deleted), and a note commutes with any change of the task.
      return [];
    default:
      throw new Error(`${streamType} holds no tally`);
  }
}
