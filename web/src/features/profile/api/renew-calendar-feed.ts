import type { CalendarFeedInput, CalendarFeedScope } from '#domain/task/calendar-feed';
import { send } from '../../../lib/api';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { calendarFeedsKey, type CalendarFeed } from './get-calendar-feeds';

/** POST /api/calendar/feeds?companyId= {scope}: a new address (the old one, if any, stops working). */
export const renewCalendarFeed = (companyId: string, scope: CalendarFeedScope) =>
  send<{ feed: CalendarFeed }>('POST', 'calendar/feeds', { scope } satisfies CalendarFeedInput, { companyId });

export function useRenewCalendarFeed(companyId: string) {
  return useMutation({
    name: `calendar-feed-${companyId}`,
    request: ({ scope }: { scope: CalendarFeedScope; renewing: boolean }) => renewCalendarFeed(companyId, scope),
    revalidate: () => [calendarFeedsKey(companyId)],
    success: (_data, { renewing }) =>
      renewing
        ? { heading: 'Adressen er fornyet', text: 'Den gamle adresse virker ikke længere.' }
        : { heading: 'Din kalenderadresse er klar', text: 'Tilføj den i din kalender.' },
    failure: alertFor('Adressen kunne ikke laves'),
  });
}
