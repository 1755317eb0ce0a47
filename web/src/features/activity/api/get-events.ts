import useSWRInfinite from 'swr/infinite';
import type { ActivityEvent } from '#domain/activity/activity';
import { apiKey } from '../../../lib/api';

export type { ActivityEvent } from '#domain/activity/activity';

interface EventsPage {
  events: ActivityEvent[];
  next: string | null;
  /** The year answered: the one asked, else the current one by the server's clock. */
  year: number;
  /** The years to offer, newest first: from the company's first year to the server clock's (issue 32 item 7). */
  years: number[];
}

/**
 * GET /api/events?companyId=&year=&completionsOnly=&cursor= (admin): the year's timeline, newest
 * first, page by page, with the year answered and the years to offer. Without `year` the server
 * answers its own current year: the browser's clock may differ.
 */
export function useActivity(companyId: string, year: number | undefined, completionsOnly: boolean) {
  const swr = useSWRInfinite<EventsPage>(
    (index, previous: EventsPage | null) => {
      if (index > 0 && !previous?.next) return null;
      return apiKey('events', { companyId, year, completionsOnly, cursor: index > 0 ? previous!.next : undefined });
    },
    { revalidateFirstPage: false },
  );
  const pages = swr.data ?? [];
  const first = pages[0] as Partial<EventsPage> | undefined;
  return {
    events: pages.flatMap((page) => page.events),
    year: typeof first?.year === 'number' ? first.year : undefined,
    years: Array.isArray(first?.years) && first.years.length > 0 ? first.years : undefined,
    loaded: swr.data !== undefined,
    hasMore: Boolean(pages.at(-1)?.next),
    loadingMore: swr.isValidating && swr.size > pages.length,
    more: () => swr.setSize(swr.size + 1),
    error: swr.error,
  };
}
