import type { StreamType } from '../../events/envelope';
import type { CompanyState } from '../company/decider';
import type { EquipmentState } from '../equipment/decider';
import type { LocationState } from '../location/decider';
import type { TaskState } from '../task/decider';
import type { UserState } from '../user/decider';

/**
 * Stored state, versioned (docs/decisions/new-versioned-state.md). Each commit keeps the
 * aggregate's state after it, and heads and read-model stream rows copy it; a state stored before
 * a change of shape is read through the steps below, here and nowhere else, so deciders and
 * readers see one shape and need no `?? []` of their own. A stored item's `stateVersion` says which
 * steps it has had; an item without one was stored before versions (0). A change of a state's
 * shape appends a step to its stream's list.
 */
type Step = (state: never) => unknown;

/** The state as it was before a step: `fields` may be missing. */
type Without<S, K extends keyof S> = Omit<S, K> & Partial<Pick<S, K>>;

const same: Step = (state) => state;

/** A state without fields a later shape dropped. */
function withoutKeys<S extends object>(state: S, keys: string[]): S {
  const rest = { ...state } as Record<string, unknown>;
  for (const key of keys) delete rest[key];
  return rest as S;
}

const steps: Record<StreamType, readonly Step[]> = {
  Company: [
    same,
    // 1 → 2: the holiday setting came after the first companies (decision 100): off.
    (state: Without<CompanyState, 'holidays'>): CompanyState => ({ ...state, holidays: state.holidays ?? false }),
    // 2 → 3: fault reports from the stickers came after the holiday setting (decision 113): off until turned on.
    (state: Without<CompanyState, 'faultReports'>): CompanyState => ({
      ...state,
      faultReports: state.faultReports ?? false,
    }),
    // 3 → 4: the inventory's counts moved to the company's tally (decision 120).
    (state: CompanyState & { counts?: unknown }): CompanyState => withoutKeys(state, ['counts']),
  ],
  // 0 → 1: the open tasks per company came after the first people.
  // 1 → 2: they moved to the person's tally (decision 120).
  User: [same, (state: UserState & { openTasks?: unknown }): UserState => withoutKeys(state, ['openTasks'])],
  Invitation: [same],
  // 0 → 1: tasks placed directly at a location came after the first locations.
  Location: [
    same,
    // 1 → 2: service stickers came after the first locations.
    (state: Without<LocationState, 'stickerCode'>): LocationState => ({
      ...state,
      stickerCode: state.stickerCode ?? null,
    }),
    // 2 → 3: its equipment and tasks moved to its tally (decision 120).
    (state: LocationState & { equipmentIds?: unknown; taskIds?: unknown }): LocationState =>
      withoutKeys(state, ['equipmentIds', 'taskIds']),
  ],
  // 0 → 1: the equipment's tasks came after the first equipment.
  Equipment: [
    same,
    // 1 → 2: service stickers came after the first equipment.
    (state: Without<EquipmentState, 'stickerCode'>): EquipmentState => ({
      ...state,
      stickerCode: state.stickerCode ?? null,
    }),
    // 2 → 3: its tasks moved to its tally (decision 120).
    (state: EquipmentState & { taskIds?: unknown }): EquipmentState => withoutKeys(state, ['taskIds']),
  ],
  Note: [same],
  FaultReport: [same],
  // 0 → 1: the recorded time facts came after the first tasks.
  // 1 → 2: counting from completion came after (decision 102): the fixed plan.
  // 2 → 3: checklists and follow-ups came after (decision 165): none.
  Task: [
    (state: Without<TaskState, 'timeFacts'>): TaskState => ({ ...state, timeFacts: state.timeFacts ?? [] }),
    (state: Without<TaskState, 'countFrom'>): TaskState => ({ ...state, countFrom: state.countFrom ?? 'PLAN' }),
    (state: Without<TaskState, 'checklist' | 'followUpOf'>): TaskState => ({
      ...state,
      checklist: state.checklist ?? [],
      followUpOf: state.followUpOf ?? null,
    }),
  ],
};

/** The version of a stream's state as this code stores it. */
export const stateVersionOf = (type: StreamType): number => steps[type].length;

/**
 * A stored state in the current shape: the steps from `stateVersion` (absent: 0) on. A stream
 * that holds no aggregate yet (`null`) stays null.
 */
export function upcastState<S>(type: StreamType, state: unknown, stateVersion = 0): S {
  if (state === null || state === undefined) return state as S;
  let current: unknown = state;
  for (const step of steps[type].slice(stateVersion)) current = step(current as never);
  return current as S;
}
