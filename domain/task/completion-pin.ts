import { DomainError } from '../shared/errors';
import { formatDate } from '../shared/time';

/**
 * The deadline a completion completes (decision 131 "A completion names its deadline"): the one
 * the client saw (`deadline`, or the task at the `version` it read), else the one its first
 * attempt read; and when the task was last done as that was read (`lastCompleted`, undefined when
 * not known). A retry after a lost race then completes that deadline or none, never the next one.
 */
export interface CompletionPin {
  deadline: string;
  lastCompleted?: string | null;
}

/** 'Opgaven er allerede udført for fristen 1. dec. 2026.' */
export const alreadyCompleted = (deadline: string) =>
  new DomainError('conflict', 'ALREADY_COMPLETED', `Opgaven er allerede udført for fristen ${formatDate(deadline)}.`);

export const deadlineChanged = (deadline: string) =>
  new DomainError(
    'conflict',
    'DEADLINE_CHANGED',
    `Opgavens frist er ændret til ${formatDate(deadline)}, mens du så på den. Se opgaven igen, før du udfører den.`,
  );

const instant = (iso: string) => new Date(iso).getTime();

/**
 * Pure: refuses completing a pinned deadline that is no longer the task's. Done since the pin (its
 * `lastCompleted` moved), it was already completed; moved otherwise, its deadline changed. Pinned
 * by a deadline alone, a task done since then whose deadline has moved on counts as completed.
 */
export function checkPin(
  // A task's own `deadline` and `lastCompleted` (`TaskState`, which the decider that calls this defines).
  state: { deadline: string; lastCompleted: string | null },
  pin: CompletionPin | undefined,
): void {
  if (!pin) return;
  if (pin.lastCompleted !== undefined && state.lastCompleted !== pin.lastCompleted)
    throw alreadyCompleted(pin.deadline);
  if (instant(state.deadline) === instant(pin.deadline)) return;
  const doneSince =
    pin.lastCompleted === undefined && state.lastCompleted !== null && instant(pin.deadline) < instant(state.deadline);
  throw doneSince ? alreadyCompleted(pin.deadline) : deadlineChanged(state.deadline);
}
