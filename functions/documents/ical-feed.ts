import ical, { ICalAlarmRelatesTo, ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { FeedEvent } from '../../domain/task/calendar-feed';
import { TIME_ZONE } from '../../domain/shared/time';

/**
 * The hour an alarm rings on the reminder day (issue 32): an all-day event starts at midnight, so an
 * alarm at its start rang at 00:00. The event's date is floating (the calendar's own zone, Danish
 * for a Danish company), so 08:00 is 08:00 where the person is.
 */
export const ALARM_HOUR = 8;

/** How often a calendar app is asked to fetch the feed again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const FEED_TTL_SECONDS = 60 * 60;

/**
 * A feed's iCalendar text (RFC 5545), written by ical-generator from the pure events
 * (`domain/task/calendar-feed.ts`): METHOD:PUBLISH, the calendar's Danish name, X-WR-TIMEZONE
 * Europe/Copenhagen, and per deadline an all-day event on its day with a DISPLAY alarm at 08:00 on
 * the day the task becomes "Udføres" (decision 107 "What a calendar feed shows"; issue 32).
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
    const alarm = created.createAlarm({ type: ICalAlarmType.display, description: event.alarmText });
    // Relative to the day's start (ical-generator would relate a time after it to the event's end).
    alarm.relatesTo(ICalAlarmRelatesTo.start);
    const before = event.alarmDaysBefore * 86_400 - ALARM_HOUR * 3_600;
    if (before > 0) alarm.triggerBefore(before);
    else alarm.triggerAfter(-before);
  }
  return calendar.toString();
}
