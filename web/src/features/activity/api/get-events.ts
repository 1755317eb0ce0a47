import useSWRInfinite from 'swr/infinite';
import type { ActivityEvent } from '#domain/activity/activity';
import { apiKey } from '../../../lib/api';

export type { ActivityEvent } from '#domain/activity/activity';

interface EventsPage {
  events: ActivityEvent[];
  next: string | null;
}

/** GET /api/events?companyId=&year=&completionsOnly=&cursor= (admin): the year's timeline, newest first, page by page. */
export function useActivity(companyId: string, year: number, completionsOnly: boolean) {
  const swr = useSWRInfinite<EventsPage>(
    (index, previous: EventsPage | null) => {
      if (index > 0 && !previous?.next) return null;
      return apiKey('events', { companyId, year, completionsOnly, cursor: index > 0 ? previous!.next : undefined });
    },
    { revalidateFirstPage: false },
  );
  const pages = swr.data ?? [];
  return {
    events: pages.flatMap((page) => page.events),
    loaded: swr.data !== undefined,
    hasMore: Boolean(pages.at(-1)?.next),
    loadingMore: swr.isValidating && swr.size > pages.length,
    more: () => swr.setSize(swr.size + 1),
    error: swr.error,
  };
}
