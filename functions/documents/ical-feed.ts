import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { FeedEvent } from '../../domain/task/calendar-feed';
import { TIME_ZONE } from '../../domain/shared/time';

/** How often a calendar app is asked to fetch the feed again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const FEED_TTL_SECONDS = 60 * 60;

/**
 * A feed's iCalendar text (RFC 5545), written by ical-generator from the pure events
 * (`domain/task/calendar-feed.ts`): METHOD:PUBLISH, the calendar's Danish name, X-WR-TIMEZONE
 * Europe/Copenhagen, and per deadline an all-day event on its day with a DISPLAY alarm at the start
 * of the day the task becomes "Udføres" (decision 107 "What a calendar feed shows").
 */
export function renderFeed(feed: {
  name: string;
  description: string;
  events: readonly FeedEvent[];
  now: Date;
}): string {
  const calendar = ical({
    name: feed.name,
    description: feed.description,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Servicebogen', product: 'Servicebogen', language: 'DA' },
    ttl: FEED_TTL_SECONDS,
  });
  calendar.x([['X-WR-TIMEZONE', TIME_ZONE]]);
  for (const event of feed.events) {
    const created = calendar.createEvent({
      id: event.uid,
      start: event.date,
      allDay: true,
      stamp: feed.now,
      summary: event.summary,
      description: event.description,
      url: event.url,
    });
    created.createAlarm({
      type: ICalAlarmType.display,
      trigger: event.alarmDaysBefore * 86_400,
      description: event.alarmText,
    });
  }
  return calendar.toString();
}
