import ICAL from 'ical.js';
import { as, createEquipment, createLocation, createTask, errorOf, ok, PUMP } from '../support/api';
import { setServerClock } from '../support/clocks';
import { expectErrorShape, newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Calendar feeds (issue 17, decisions 105–109) through the local runtime: an address is made and
 * renewed by its holder, the feed is fetched anonymously by it and read with an iCalendar parser
 * (ical.js), a person's feed holds only their tasks and a company's only that company's, renewal,
 * removal and demotion end an address (404, nothing of the feed), and made-up addresses are 404.
 */
let rt: TestRuntime;
let anne: Person; // founder, SUPER_ADMIN
let bo: Person; // USER
let olga: Person; // another company
let pumpTask: string;
let officeTask: string;
let olgaTask: string;

interface FeedView {
  scope: 'me' | 'company';
  url: string;
  webcalUrl: string;
  createdAt: string;
}

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date('2027-01-15T09:00:00Z'));
  anne = await newPerson(rt, { company: 'Åbergs VVS' });
  olga = await newPerson(rt, { company: 'Naboens VVS' });
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  const pump = await createEquipment(rt, as(anne), { ...PUMP, name: 'Pumpe 1' });
  const office = await createLocation(rt, as(anne), 'Kontoret');
  pumpTask = await createTask(rt, as(anne), {
    title: 'Eftersyn af pumpe',
    description: 'Tjek pakninger og tryk.',
    type: 'CYCLICAL',
    interval: 'MONTHLY',
    notificationPeriod: 7,
    responsibleId: bo.user.id,
    deadline: '2027-02-01T22:00:00.000Z',
    files: [],
    equipmentId: pump,
  });
  officeTask = await createTask(rt, as(anne), {
    title: 'Brandslukker tjekkes',
    description: 'Se plomben.',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 2,
    responsibleId: anne.user.id,
    deadline: '2027-03-10T22:00:00.000Z',
    files: [],
    locationId: office,
  });
  const olgaPlace = await createLocation(rt, as(olga), 'Naboens lager');
  olgaTask = await createTask(rt, as(olga), {
    title: 'Naboens hemmelige opgave',
    description: 'Kun for Naboens VVS.',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 1,
    responsibleId: olga.user.id,
    deadline: '2027-02-20T22:00:00.000Z',
    files: [],
    locationId: olgaPlace,
  });
  await rt.drain();
}, 90_000);

afterAll(() => rt?.stop());

const makeFeed = async (person: Person, scope: 'me' | 'company', companyId = person.ownCompanyId) =>
  (
    await ok(
      rt.call<{ feed: FeedView }>('POST', '/api/calendar/feeds', { ...as(person, companyId), body: { scope } }),
      `feed ${scope}`,
    )
  ).feed;

/** Fetches an address as a calendar app does: no session, no JSON. */
async function fetchFeed(url: string) {
  const path = new URL(url).pathname;
  const response = await fetch(new URL(path, rt.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    text: await response.text(),
  };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const alarm = vevent.getFirstSubcomponent('valarm');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      url: String(vevent.getFirstPropertyValue('url')),
      alarm: alarm
        ? {
            action: String(alarm.getFirstPropertyValue('action')),
            trigger: String(alarm.getFirstPropertyValue('trigger')),
          }
        : null,
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    timezone: String(calendar.getFirstPropertyValue('x-wr-timezone')),
    method: String(calendar.getFirstPropertyValue('method')),
    events,
  };
}

describe("a person's own feed", () => {
  let feed: FeedView;

  test('a USER makes their address; it is shown again, and the company feed is refused', async () => {
    const before = await ok(
      rt.call<{ feeds: FeedView[]; companyFeedAllowed: boolean }>(
        'GET',
        '/api/calendar/feeds',
        as(bo, anne.ownCompanyId),
      ),
    );
    expect(before).toEqual({ feeds: [], companyFeedAllowed: false });
    feed = await makeFeed(bo, 'me', anne.ownCompanyId);
    expect(feed.url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:\/\//, 'webcal://'));
    const after = await ok(rt.call<{ feeds: FeedView[] }>('GET', '/api/calendar/feeds', as(bo, anne.ownCompanyId)));
    expect(after.feeds).toEqual([feed]);
    const company = await rt.call('POST', '/api/calendar/feeds', {
      ...as(bo, anne.ownCompanyId),
      body: { scope: 'company' },
    });
    expect(company.status).toBe(403);
    expect(errorOf(company)?.message).toBe('Kun administratorer kan abonnere på alle virksomhedens opgaver.');
  });

  test('fetched without a session, it is an iCalendar of only their tasks, with alarms and links', async () => {
    const answer = await fetchFeed(feed.url);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const calendar = parse(answer.text);
    expect(calendar.name).toBe('Servicebogen – mine opgaver (Åbergs VVS)');
    expect(calendar.timezone).toBe('Europe/Copenhagen');
    expect(calendar.method).toBe('PUBLISH');
    // The monthly routine: 1 Feb 2027 and its repeats up to 15 Jan 2028 (12), weekends moved to Monday.
    expect(calendar.events.map((e) => e.start)).toEqual([
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-05-03',
      '2027-06-01',
      '2027-07-01',
      '2027-08-02',
      '2027-09-01',
      '2027-10-01',
      '2027-11-01',
      '2027-12-01',
      '2028-01-03',
    ]);
    const [first] = calendar.events;
    expect(first).toMatchObject({
      uid: `${pumpTask}-2027-02-01@servicebogen.dk`,
      summary: 'Eftersyn af pumpe – Pumpe 1',
      allDay: true,
      url: `${new URL(feed.url).origin}/dashboard/${anne.ownCompanyId}/tasks/${pumpTask}`,
      alarm: { action: 'DISPLAY', trigger: '-P6DT16H' },
    });
    expect(first.description).toContain('Deadline: 1. feb. 2027 kl. 23.00');
    expect(first.description).toContain('Lokation: Kælder');
    expect(first.description).toContain('Tjek pakninger og tryk.');
    expect(answer.text).not.toContain(officeTask);
    expect(answer.text).not.toContain('Brandslukker');
  });

  test('renewing gives a new address; the old one answers 404 with nothing of the feed', async () => {
    const renewed = await makeFeed(bo, 'me', anne.ownCompanyId);
    expect(renewed.url).not.toBe(feed.url);
    const old = await fetchFeed(feed.url);
    expect(old.status).toBe(404);
    expect(old.text).not.toContain('VCALENDAR');
    expect(old.text).not.toContain('pumpe');
    expect(JSON.parse(old.text).error.code).toBe('FEED_NOT_FOUND');
    expect((await fetchFeed(renewed.url)).status).toBe(200);
    const listed = await ok(rt.call<{ feeds: FeedView[] }>('GET', '/api/calendar/feeds', as(bo, anne.ownCompanyId)));
    expect(listed.feeds).toEqual([renewed]);
    feed = renewed;
  });

  test('the timeline tells that the address was made and renewed, by whom, and never the address', async () => {
    await rt.drain();
    const { events } = await ok(
      rt.call<{ events: { action: string; subjectType: string; subject: string; person: { name: string } }[] }>(
        'GET',
        '/api/events',
        { ...as(anne), query: { companyId: anne.ownCompanyId, year: '2027' } },
      ),
    );
    const feeds = events.filter((e) => e.subjectType === 'CALENDAR_FEED');
    expect(feeds.map((e) => [e.action, e.person.name, e.subject]).sort()).toEqual([
      ['CREATED', bo.user.name, 'Mine opgaver'],
      ['RENEWED', bo.user.name, 'Mine opgaver'],
    ]);
    const secret = (url: string) =>
      new URL(url).pathname
        .split('/')
        .pop()!
        .replace(/\.ics$/, '');
    expect(JSON.stringify(events)).not.toContain(secret(feed.url));
  });

  test('two renewals at once: no 500, and exactly the address listed afterwards opens the feed', async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        rt.call<{ feed: FeedView }>('POST', '/api/calendar/feeds', {
          ...as(bo, anne.ownCompanyId),
          body: { scope: 'me' },
        }),
      ),
    );
    // One renewal wins; the other is refused as a lost race (409), or comes after it and wins in turn.
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.status);
    const listed = await ok(rt.call<{ feeds: FeedView[] }>('GET', '/api/calendar/feeds', as(bo, anne.ownCompanyId)));
    expect(listed.feeds).toHaveLength(1);
    const current = listed.feeds[0].url;
    for (const url of [feed.url, ...answers.filter((a) => a.body.feed).map((a) => a.body.feed.url)])
      expect([url === current, (await fetchFeed(url)).status]).toEqual([url === current, url === current ? 200 : 404]);
    feed = listed.feeds[0];
  });

  test('a body naming another company than the query is refused with a Danish 400', async () => {
    const answer = await rt.call('POST', '/api/calendar/feeds', {
      ...as(bo, anne.ownCompanyId),
      body: { companyId: olga.ownCompanyId, scope: 'me' },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)?.fields?.companyId).toBe('Virksomheden i forespørgslen passer ikke.');
    const bad = await rt.call('POST', '/api/calendar/feeds', { ...as(bo, anne.ownCompanyId), body: { scope: 'alle' } });
    expect(errorOf(bad)?.fields?.scope).toBe('Vælg dine egne opgaver eller virksomhedens opgaver');
  });
});

describe("a company's feed", () => {
  test("an admin's company feed holds every task of the company and none of another's", async () => {
    const feed = await makeFeed(anne, 'company');
    const listed = await ok(
      rt.call<{ feeds: FeedView[]; companyFeedAllowed: boolean }>('GET', '/api/calendar/feeds', as(anne)),
    );
    expect(listed.companyFeedAllowed).toBe(true);
    expect(listed.feeds.map((f) => f.scope)).toEqual(['company']);
    const answer = await fetchFeed(feed.url);
    expect(answer.status).toBe(200);
    const calendar = parse(answer.text);
    expect(calendar.name).toBe('Servicebogen – Åbergs VVS');
    expect(calendar.events).toHaveLength(13);
    const single = calendar.events.find((e) => e.uid === `${officeTask}-2027-03-10@servicebogen.dk`);
    expect(single).toMatchObject({ summary: 'Brandslukker tjekkes – Kontoret', alarm: { trigger: '-P1DT16H' } });
    expect(answer.text).not.toContain(olgaTask);
    expect(answer.text).not.toContain('Naboens');

    const theirs = await fetchFeed((await makeFeed(olga, 'company')).url);
    expect(parse(theirs.text).events.map((e) => e.summary)).toEqual(['Naboens hemmelige opgave – Naboens lager']);
    expect(theirs.text).not.toContain(pumpTask);
  });

  test('an admin who is demoted loses the company feed at once, and it stays dead', async () => {
    const carl = await personWithRole(rt, anne.ownCompanyId, 'ADMIN');
    const company = await makeFeed(carl, 'company', anne.ownCompanyId);
    const own = await makeFeed(carl, 'me', anne.ownCompanyId);
    expect((await fetchFeed(company.url)).status).toBe(200);
    await ok(rt.call('PATCH', '/api/user', { ...as(anne), body: { id: carl.user.id, type: 'USER' } }));
    const refused = await fetchFeed(company.url);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('Eftersyn');
    expect((await fetchFeed(own.url)).status).toBe(200);
    await ok(rt.call('PATCH', '/api/user', { ...as(anne), body: { id: carl.user.id, type: 'ADMIN' } }));
    expect((await fetchFeed(company.url)).status).toBe(404);
  });

  test('a person removed from the company: their address stops working', async () => {
    const dora = await personWithRole(rt, anne.ownCompanyId, 'USER');
    const feed = await makeFeed(dora, 'me', anne.ownCompanyId);
    expect((await fetchFeed(feed.url)).status).toBe(200);
    await ok(rt.call('DELETE', '/api/user', { ...as(anne), body: { id: dora.user.id } }));
    expect((await fetchFeed(feed.url)).status).toBe(404);
  });
});

describe('made-up addresses', () => {
  const hostile = [
    ['a random secret', `${'A'.repeat(43)}.ics`],
    ['no .ics', 'A'.repeat(43)],
    ['too long', `${'a'.repeat(5000)}.ics`],
    ['an encoded slash', '..%2F..%2Fetc%2Fpasswd.ics'],
    ['a broken escape', '%E0%A4%A.ics'],
    ['a NUL', '%00.ics'],
    ['unicode', `${encodeURIComponent('æøå'.repeat(15))}.ics`],
    ['only .ics', '.ics'],
  ];
  test.each(hostile)('%s → 404 with the error shape, never 5xx', async (_label, file) => {
    const answer = await rt.call('GET', `/api/calendar/feed/${file}`);
    expect(answer.status).toBe(404);
    expectErrorShape(answer);
  });
});
