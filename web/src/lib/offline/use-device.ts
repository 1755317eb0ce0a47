import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { deviceDb, outboxOf, readKept, type KeptSet, type OutboxItem } from './device-store';

/** A query of the device store, read again whenever what it reads changes (here or in the worker). */
function useLive<T>(
  query: (() => Promise<T>) | null,
  deps: readonly unknown[],
): { data: T | undefined; failed: boolean } {
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>({ data: undefined, failed: false });
  useEffect(() => {
    if (!query) return;
    const subscription = liveQuery(query).subscribe({
      next: (data) => setState({ data, failed: false }),
      error: () => setState({ data: undefined, failed: true }),
    });
    return () => subscription.unsubscribe();
    // The query is rebuilt from `deps` on every render; only they say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

/** The company's kept tasks (decision 170), or null when the device keeps none for this person. */
export function useKept(companyId: string, userId: string | undefined) {
  const { data, failed } = useLive<KeptSet | null>(userId ? () => readKept(companyId, userId) : null, [
    companyId,
    userId,
  ]);
  return { kept: data, failed };
}

/** The person's outbox, oldest first. */
export function useOutbox(userId: string | undefined) {
  const { data, failed } = useLive<OutboxItem[]>(userId ? () => outboxOf(userId) : null, [userId]);
  return { items: data, failed };
}

/** The completions of `taskId` still in the outbox (waiting or refused), for its page and the list. */
export function useQueuedFor(userId: string | undefined) {
  const { items } = useOutbox(userId);
  return (taskId: string) =>
    (items ?? []).filter((item) => item.taskId === taskId && item.kind === 'COMPLETION' && item.state.kind !== 'SENT');
}

export { deviceDb };
