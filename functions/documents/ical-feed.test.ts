import ICAL from 'ical.js';
import type { FeedEvent } from '../../domain/task/calendar-feed';
import { renderFeed } from './ical-feed';

/** A feed's alarms ring at 08:00 on the reminder day, not at midnight (issue 32 "Calendar alarms at a sensible hour"). */
const event = (alarmDaysBefore: number): FeedEvent => ({
  uid: `t1-${alarmDaysBefore}@servicebogen.dk`,
  date: '2026-12-10',
  deadline: '2026-12-10T22:00:00.000Z',
  summary: 'Brandslukker tjekkes – Kontoret',
  description: 'Deadline: 10. dec. 2026',
  url: 'https://servicebogen.dk/dashboard/c1/tasks/t1',
  alarmDaysBefore,
  alarmText: 'Servicebogen: Brandslukker tjekkes',
});

function alarmsOf(events: FeedEvent[]) {
  const text = renderFeed({
    name: 'Mine opgaver',
    description: 'Servicebogen',
    events,
    now: new Date('2026-11-28T09:00:00Z'),
  });
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => {
    const trigger = vevent.getFirstSubcomponent('valarm')!.getFirstProperty('trigger')!;
    return { trigger: String(trigger.getFirstValue()), related: trigger.getParameter('related') };
  });
}

test('an alarm N days before rings at 08:00 that day; the same day, at 08:00 on the deadline day', () => {
  expect(alarmsOf([event(7), event(2), event(1), event(0)])).toEqual([
    { trigger: '-P6DT16H', related: 'START' },
    { trigger: '-P1DT16H', related: 'START' },
    { trigger: '-PT16H', related: 'START' },
    { trigger: 'PT8H', related: 'START' },
  ]);
});
