import useSWR from 'swr';
import type { CalendarFeedScope } from '#domain/task/calendar-feed';
import { apiKey } from '../../../lib/api';

/** One feed address as the API shows it to its holder. */
export interface CalendarFeed {
  scope: CalendarFeedScope;
  /** The https address, to copy into a calendar app. */
  url: string;
  /** The same address as webcal://, which opens the device's calendar app. */
  webcalUrl: string;
  createdAt: string;
}

export const calendarFeedsKey = (companyId: string) => apiKey('calendar/feeds', { companyId });

/** GET /api/calendar/feeds?companyId=: the caller's addresses there, and whether they may hold the company's. */
export function useCalendarFeeds(companyId: string) {
  const swr = useSWR<{ feeds: CalendarFeed[]; companyFeedAllowed: boolean }>(calendarFeedsKey(companyId));
  return { ...swr, feeds: swr.data?.feeds, companyFeedAllowed: swr.data?.companyFeedAllowed ?? false };
}
