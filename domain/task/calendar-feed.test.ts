import {
  calendarFeedInputSchema,
  checkMayHoldFeed,
  feedDescription,
  feedEvents,
  feedName,
  mayHoldFeed,
  taskEvents,
  tasksOfFeed,
  upcomingDeadlines,
  type FeedNames,
  type FeedTask,
} from './calendar-feed';
import { copenhagenDate, deadlineForDate } from './recurrence';

/*
 * Dates worked out by hand: 2027-01-04 is a Monday; a MONTHLY routine anchored on Monday
 * 2027-02-01 falls on 1 Mar (Mon), 1 Apr (Thu), 3 May (1 May is a Saturday → Monday), …
 */
const now = new Date('2027-01-15T09:00:00Z');

const task = (over: Partial<FeedTask> = {}): FeedTask => ({
  id: 'task-1',
  companyId: 'co-1',
  title: 'Eftersyn af kompressor',
  description: 'Tjek olie og filter.',
  type: 'CYCLICAL',
  interval: 'MONTHLY',
  anchor: deadlineForDate('2027-02-01').toISOString(),
  deadline: deadlineForDate('2027-02-01').toISOString(),
  countFrom: 'PLAN',
  notificationPeriod: 7,
  responsibleId: 'anne',
  responsibleName: 'Anne Hansen',
  target: { kind: 'EQUIPMENT', id: 'eq-1' },
  standby: false,
  equipmentStandby: false,
  completed: false,
  ...over,
});

const names: FeedNames = {
  equipment: (id) => (id === 'eq-1' ? 'Kompressor 2' : null),
  location: (target) => (target.kind === 'EQUIPMENT' ? 'Værksted' : target.id === 'loc-1' ? 'Kontoret' : null),
  person: (id, fallback) => (id === 'anne' ? 'Anne Jensen' : fallback),
};
const BASE = 'https://app.example.dk';
const days = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('upcoming deadlines', () => {
  test('a monthly routine: the live deadline and its repeats for 12 months, weekends moved to Monday', () => {
    const found = upcomingDeadlines(task(), now);
    expect(days(found.slice(0, 4))).toEqual(
      days([
        deadlineForDate('2027-02-01'),
        deadlineForDate('2027-03-01'),
        deadlineForDate('2027-04-01'),
        deadlineForDate('2027-05-03'),
      ]),
    );
    // Up to 15 Jan 2028: Feb 2027 … Jan 2028 (1 Jan 2028 is a Saturday → Monday 3 Jan).
    expect(found).toHaveLength(12);
    expect(found.at(-1)!.toISOString()).toBe(deadlineForDate('2028-01-03').toISOString());
    for (const d of found) expect(d.getTime()).toBeLessThan(new Date('2028-01-15T09:00:00Z').getTime());
  });

  test('an overdue routine shows its live deadline, and repeats only after now', () => {
    const overdue = task({
      anchor: deadlineForDate('2026-12-01').toISOString(),
      deadline: deadlineForDate('2026-12-01').toISOString(),
    });
    const found = upcomingDeadlines(overdue, now);
    expect(found[0].toISOString()).toBe(deadlineForDate('2026-12-01').toISOString());
    // 1 Jan 2027 (Friday) lies before now: the next deadline after a completion today is 1 Feb.
    expect(found[1].toISOString()).toBe(deadlineForDate('2027-02-01').toISOString());
  });

  test('a single task has its one deadline; standby, equipment standby and completed tasks none', () => {
    const single = task({ type: 'AD_HOC', interval: null, deadline: deadlineForDate('2027-03-10').toISOString() });
    expect(days(upcomingDeadlines(single, now))).toEqual(days([deadlineForDate('2027-03-10')]));
    expect(upcomingDeadlines(task({ standby: true }), now)).toEqual([]);
    expect(upcomingDeadlines(task({ equipmentStandby: true }), now)).toEqual([]);
    expect(upcomingDeadlines({ ...single, completed: true }, now)).toEqual([]);
  });

  test('a deadline beyond the 12 months is still shown, without repeats', () => {
    const far = task({ interval: 'EVERY_3_YEARS', deadline: deadlineForDate('2029-06-01').toISOString() });
    expect(days(upcomingDeadlines(far, now))).toEqual(days([deadlineForDate('2029-06-01')]));
  });

  test('a daily routine gives one deadline a day for a year', () => {
    const daily = task({
      interval: 'DAILY_WEEKDAYS',
      notificationPeriod: 0,
      anchor: deadlineForDate('2027-01-15').toISOString(),
      deadline: deadlineForDate('2027-01-15').toISOString(),
    });
    const found = upcomingDeadlines(daily, now);
    expect(found.length).toBeGreaterThan(255);
    expect(found.length).toBeLessThan(265);
    expect(new Set(found.map((d) => d.getTime())).size).toBe(found.length);
  });
});

describe('the events of a task', () => {
  test('summary, description, link and alarm, in Danish', () => {
    const [first, second] = taskEvents(task(), names, BASE, now);
    expect(first).toEqual({
      uid: 'task-1-2027-02-01@servicebogen.dk',
      date: '2027-02-01',
      deadline: deadlineForDate('2027-02-01').toISOString(),
      summary: 'Eftersyn af kompressor – Kompressor 2',
      description: expect.any(String),
      url: 'https://app.example.dk/dashboard/co-1/tasks/task-1',
      alarmDaysBefore: 7,
      alarmText: 'Servicebogen: Eftersyn af kompressor (Kompressor 2) skal udføres senest 1. feb. 2027.',
    });
    expect(first.description.split('\n')).toEqual([
      'Deadline: 1. feb. 2027 kl. 23.00',
      'Udstyr: Kompressor 2',
      'Lokation: Værksted',
      'Ansvarlig: Anne Jensen',
      'Rutine: hver måned',
      'Påmindelse: 7 dage før',
      '',
      'Tjek olie og filter.',
      '',
      'Se opgaven i Servicebogen: https://app.example.dk/dashboard/co-1/tasks/task-1',
    ]);
    expect(second.uid).toBe('task-1-2027-03-01@servicebogen.dk');
    expect(second.description).toContain('Planlagt gentagelse');
    expect(first.description).not.toContain('Planlagt gentagelse');
  });

  test('a single task on a location, reminder on the day, a responsible no longer named', () => {
    const [only, ...rest] = taskEvents(
      task({
        type: 'AD_HOC',
        interval: null,
        notificationPeriod: 0,
        target: { kind: 'LOCATION', id: 'loc-1' },
        responsibleId: 'gone',
        responsibleName: 'Bo Ex',
        deadline: deadlineForDate('2027-03-10').toISOString(),
      }),
      names,
      BASE,
      now,
    );
    expect(rest).toEqual([]);
    expect(only.summary).toBe('Eftersyn af kompressor – Kontoret');
    expect(only.alarmDaysBefore).toBe(0);
    expect(only.description).toContain('Enkeltopgave');
    expect(only.description).toContain('Påmindelse: på dagen');
    expect(only.description).toContain('Ansvarlig: Bo Ex');
    expect(only.description).not.toContain('Udstyr:');
  });

  test('ids in the link are encoded; a deleted place reads "(nu slettet)"', () => {
    const [event] = taskEvents(task({ id: 'a/b', target: { kind: 'EQUIPMENT', id: 'gone' } }), names, BASE, now);
    expect(event.url).toBe('https://app.example.dk/dashboard/co-1/tasks/a%2Fb');
    expect(event.summary).toBe('Eftersyn af kompressor – (nu slettet)');
  });

  test('the UID stays the same for the same task and day, so a calendar updates instead of duplicating', () => {
    const later = new Date('2027-01-20T09:00:00Z');
    const a = taskEvents(task(), names, BASE, now).map((e) => e.uid);
    const b = taskEvents(task(), names, BASE, later).map((e) => e.uid);
    expect(b.slice(0, 11)).toEqual(a.slice(0, 11));
  });
});

describe('a feed', () => {
  test("events of all tasks by day; a person's feed only their own tasks", () => {
    const mine = task();
    const theirs = task({
      id: 'task-2',
      title: 'Rengøring',
      type: 'AD_HOC',
      interval: null,
      responsibleId: 'bo',
      deadline: deadlineForDate('2027-01-20').toISOString(),
    });
    const { events: all, omitted } = feedEvents(tasksOfFeed([mine, theirs], 'company', 'anne'), names, BASE, now);
    expect(omitted).toBe(0);
    expect(all[0].summary).toBe('Rengøring – Kompressor 2');
    expect(all).toHaveLength(13);
    const { events: own } = feedEvents(tasksOfFeed([mine, theirs], 'me', 'anne'), names, BASE, now);
    expect(own.every((e) => e.uid.startsWith('task-1-'))).toBe(true);
    expect(own).toHaveLength(12);
  });

  test('a feed holds at most its budget: every live deadline, then the nearest repeats', () => {
    const weekly = (id: string) =>
      task({
        id,
        interval: 'WEEKLY',
        notificationPeriod: 1,
        anchor: deadlineForDate('2027-01-18').toISOString(),
        deadline: deadlineForDate('2027-01-18').toISOString(),
      });
    const single = task({
      id: 'far',
      type: 'AD_HOC',
      interval: null,
      deadline: deadlineForDate('2027-12-01').toISOString(),
    });
    // 3 weekly routines: 3 × 52 deadlines in 12 months; a budget of 10 keeps the far single task's own.
    const { events, omitted } = feedEvents([weekly('a'), weekly('b'), weekly('c'), single], names, BASE, now, 10);
    expect(events).toHaveLength(10);
    expect(omitted).toBe(3 * 52 + 1 - 10);
    expect(events.map((e) => e.date)).toEqual([
      ...Array(3).fill('2027-01-18'),
      ...Array(3).fill('2027-01-25'),
      '2027-02-01',
      '2027-02-01',
      '2027-02-01',
      '2027-12-01',
    ]);
    expect(feedDescription('company', 'Acme ApS', 'Anne', 147)).toBe(
      'Deadlines for alle opgaver i Acme ApS, de næste 12 måneder. Kalenderen viser de første 3.000 deadlines; 147 senere deadlines er udeladt.',
    );
  });

  test('a company with more tasks than a feed holds shows their nearest deadlines', () => {
    const single = (id: string, date: string) =>
      task({ id, type: 'AD_HOC', interval: null, deadline: deadlineForDate(date).toISOString() });
    const tasks = [single('late', '2027-06-01'), single('soon', '2027-01-20'), single('mid', '2027-03-01')];
    const { events, omitted } = feedEvents(tasks, names, BASE, now, 2);
    expect(events.map((e) => e.date)).toEqual(['2027-01-20', '2027-03-01']);
    expect(omitted).toBe(1);
  });

  test('names and description', () => {
    expect(feedName('company', 'Acme ApS')).toBe('Servicebogen – Acme ApS');
    expect(feedName('me', 'Acme ApS')).toBe('Servicebogen – mine opgaver (Acme ApS)');
    expect(feedDescription('me', 'Acme ApS', 'Anne')).toBe(
      'Deadlines for Annes opgaver i Acme ApS, de næste 12 måneder.',
    );
    expect(feedDescription('me', 'Acme ApS', 'Jens')).toContain("Jens' opgaver");
  });
});

describe('who may hold a feed', () => {
  test('any member their own tasks, only admins the company', () => {
    expect(mayHoldFeed('USER', 'me')).toBe(true);
    expect(mayHoldFeed('USER', 'company')).toBe(false);
    expect(mayHoldFeed('ADMIN', 'company')).toBe(true);
    expect(mayHoldFeed('SUPER_ADMIN', 'company')).toBe(true);
    expect(mayHoldFeed(undefined, 'me')).toBe(false);
    expect(mayHoldFeed(undefined, 'company')).toBe(false);
    expect(() => checkMayHoldFeed('USER', 'company')).toThrow('Kun administratorer');
  });

  test('the input schema gives Danish messages', () => {
    const bad = calendarFeedInputSchema.safeParse({ companyId: '', scope: 'all' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Vælg en virksomhed', 'Vælg dine egne opgaver eller virksomhedens opgaver']),
    );
    expect(calendarFeedInputSchema.parse({ companyId: 'c', scope: 'me' })).toEqual({ companyId: 'c', scope: 'me' });
  });
});

describe('the feed follows the company calendar and the count (decisions 100, 102)', () => {
  const days = (dates: Date[]) => dates.map((d) => copenhagenDate(d));

  it("moves a repeat off Easter when the company moves deadlines off holidays, and leaves it when it doesn't", () => {
    // 25 March 2027 is skærtorsdag; then langfredag, the weekend and 2. påskedag: Tuesday 30 March.
    const routine = task({
      anchor: deadlineForDate('2027-02-25').toISOString(),
      deadline: deadlineForDate('2027-02-25').toISOString(),
    });
    expect(days(upcomingDeadlines(routine, now)).slice(0, 2)).toEqual(['2027-02-25', '2027-03-25']);
    expect(days(upcomingDeadlines(routine, now, { holidays: true })).slice(0, 2)).toEqual(['2027-02-25', '2027-03-30']);
  });

  it('projects a routine counting from completion one interval after another, as if each is done on its deadline', () => {
    // 1 May 2027 is a Saturday → Monday 3 May; the plan returns to the 1st (1 June), the count goes on from the 3rd.
    expect(days(upcomingDeadlines(task(), now)).slice(3, 5)).toEqual(['2027-05-03', '2027-06-01']);
    expect(days(upcomingDeadlines(task({ countFrom: 'COMPLETION' }), now)).slice(3, 5)).toEqual([
      '2027-05-03',
      '2027-06-03',
    ]);
  });
});
