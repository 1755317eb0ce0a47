import { decodeJwt } from 'jose';
import type { Session, User } from '../support/contract';
import { as, errorOf, inviteAndAcceptByApi, logInByApi } from '../support/api';
import { resetServerClock, setServerClock } from '../support/clocks';
import { DynamoCounter } from '../support/dynamo-counter';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { linkIn, waitForMail } from '../support/mail';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Staying logged in (issue 32 item 10): a person who uses the app at least once in 30 days stays
 * signed in, as `GET /api/user` (what the app sends when it opens, comes to the front or back
 * online, and at the first tap a day after its last renewal) slides the session's expiry on; one
 * away 31 days is signed out. The slide is a write at most once a day (the functions' DynamoDB
 * calls are counted by a proxy, test/support/dynamo-counter.ts), and logout, a password reset,
 * removal and a role change act at once on a session that has slid, as on any other.
 */
const DAY = 86_400_000;
let rt: TestRuntime;
let counter: DynamoCounter;

beforeAll(async () => {
  counter = await new DynamoCounter().start();
  rt = await startTestRuntime({ functions: counter.functions });
}, 60_000);
afterAll(async () => {
  await rt?.stop();
  await counter?.stop();
});
afterEach(() => resetServerClock(rt));

// Sign-ups and logins hash a password (scrypt); leave room on a slow machine.
jest.setTimeout(30_000);

/** What the app does when the person opens it or it comes back: `GET /api/user`, keeping the token it answers. */
async function comeBack(person: { token: string }) {
  const answer = await rt.call<Session>('GET', '/api/user', { token: person.token });
  if (answer.status === 200) person.token = answer.body.token;
  return answer;
}

/** When a token expires, and when it was signed (epoch ms). */
const timesOf = (token: string) => {
  const { exp, iat } = decodeJwt(token);
  return { exp: exp! * 1000, iat: iat! * 1000 };
};

/** Equal but for the seconds a test's calls take. */
const expectNear = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(60_000);

describe('a person who uses the app at least once in 30 days stays signed in', () => {
  test('coming back every 29 days, 116 days in all: each return renews the session for 31 days from then', async () => {
    const start = Date.now();
    await setServerClock(rt, new Date(start));
    const anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
    expectNear(timesOf(anne.token).exp, start + 31 * DAY);

    for (const days of [29, 58, 87, 116]) {
      await setServerClock(rt, new Date(start + days * DAY));
      const back = await comeBack(anne);
      expect([days, back.status]).toEqual([days, 200]);
      expect(back.body.user.id).toBe(anne.user.id);
      expectNear(timesOf(anne.token).exp, start + (days + 31) * DAY);
      // The renewed token is what every other call of the app now carries.
      expect([days, (await rt.call('GET', '/api/locations', as(anne))).status]).toEqual([days, 200]);
    }
  });

  test('away 30 days: still signed in; away 31 days: signed out, and logging in again works', async () => {
    await setServerClock(rt, new Date());
    const [bo, carl] = [await newPerson(rt), await newPerson(rt)];

    await setServerClock(rt, new Date(timesOf(bo.token).iat + 30 * DAY));
    expect((await comeBack(bo)).status).toBe(200);

    await setServerClock(rt, new Date(timesOf(carl.token).iat + 31 * DAY));
    const gone = await comeBack(carl);
    expect([gone.status, errorOf(gone)?.code]).toEqual([401, 'UNAUTHORIZED']);
    expect((await rt.call('GET', '/api/locations', as(carl))).status).toBe(401);
    carl.token = await logInByApi(rt, carl);
    expect((await comeBack(carl)).status).toBe(200);
  });
});

describe('the session slides with one write a day, not one a request', () => {
  test('returns within a day of the last renewal write nothing and keep its expiry; the first a day on writes the one row', async () => {
    const start = Date.now();
    await setServerClock(rt, new Date(start));
    const dan = await newPerson(rt);
    const signedIn = timesOf(dan.token).exp;
    await rt.drain();

    for (const hours of [1, 12, 23]) {
      await setServerClock(rt, new Date(start + hours * 3_600_000));
      const { result, described } = await counter.during(() => comeBack(dan));
      // One batch (the session, its security row, the person), as any read's; no write.
      expect([hours, result.status, described]).toEqual([hours, 200, 'BatchGetItem 1']);
      expect(timesOf(dan.token).exp).toBe(signedIn);
      // The token says when it was signed: the app learns from it when the session falls due.
      expectNear(timesOf(dan.token).iat, start + hours * 3_600_000);
    }

    await setServerClock(rt, new Date(start + DAY + 60_000));
    const { result, described } = await counter.during(() => comeBack(dan));
    expect([result.status, described]).toEqual([200, 'BatchGetItem 1, UpdateItem 1']);
    expectNear(timesOf(dan.token).exp, start + 32 * DAY);
  });
});

describe('a session that has slid still ends at once', () => {
  /** Signs up at `start`, comes back 29 days later: the original token and the renewed one. */
  async function slid<P extends { token: string }>(person: P, start: number) {
    const original = person.token;
    await setServerClock(rt, new Date(start + 29 * DAY));
    expect((await comeBack(person)).status).toBe(200);
    expect(person.token).not.toBe(original);
    return original;
  }

  test('logout ends the renewed token and the one it replaced', async () => {
    const start = Date.now();
    await setServerClock(rt, new Date(start));
    const eva = await newPerson(rt);
    const original = await slid(eva, start);
    expect((await rt.call('POST', '/api/user/logout', { token: eva.token })).status).toBe(200);
    expect((await rt.call('GET', '/api/user', { token: eva.token })).status).toBe(401);
    expect((await rt.call('GET', '/api/user', { token: original })).status).toBe(401);
  });

  test('a password reset ends it', async () => {
    const start = Date.now();
    await setServerClock(rt, new Date(start));
    const finn = await newPerson(rt);
    await slid(finn, start);
    await rt.call('POST', '/api/user/new-password-request', { body: { emailAddress: finn.emailAddress } });
    await rt.drain();
    const link = linkIn(await waitForMail(rt, { to: finn.emailAddress }), '/auth/new-password/');
    const [, secret] = link.match(/\/auth\/new-password\/([^/]+)\//)!;
    expect(
      (
        await rt.call('POST', '/api/user/new-password', {
          body: { token: secret, newPassword: 'et-helt-nyt-password' },
        })
      ).status,
    ).toBe(200);
    expect((await rt.call('GET', '/api/user', { token: finn.token })).status).toBe(401);
  });

  test('a role change applies to it at once, removal from a company shuts that company, and removal from the last ends it', async () => {
    const start = Date.now();
    await setServerClock(rt, new Date(start));
    const owner = await newPerson(rt, { name: 'Gitte Gram', company: 'Grams Køleteknik' });
    const admin: Person = await personWithRole(rt, owner.ownCompanyId, 'ADMIN');
    const member = await inviteAndAcceptByApi(rt, owner.token, owner.ownCompanyId, {
      name: 'Hans Holm',
      emailAddress: `hans.holm.${start}@eksempel.dk`,
      password: 'hans-hemmelige-password',
    });
    await rt.drain();
    await slid(admin, start);
    await slid(member, start);
    owner.token = await logInByApi(rt, owner);
    const people = () => rt.call('GET', '/api/user/index', as(admin, owner.ownCompanyId));
    expect((await people()).status).toBe(200);

    // Made a USER: the admin's page is refused at once, with the token just renewed.
    const changed = await rt.call<User>('PATCH', '/api/user', {
      ...as(owner),
      body: { id: admin.user.id, type: 'USER' },
    });
    expect(changed.status).toBe(200);
    expect((await people()).status).toBe(403);
    expect((await comeBack(admin)).body.user.roles[owner.ownCompanyId]).toEqual({ type: 'USER' });

    // Removed from the company: it is shut at once; their own company and session go on.
    expect((await rt.call('DELETE', '/api/user', { ...as(owner), body: { id: admin.user.id } })).status).toBe(200);
    expect((await rt.call('GET', '/api/locations', as(admin, owner.ownCompanyId))).status).toBe(403);
    expect((await rt.call('GET', '/api/locations', as(admin))).status).toBe(200);

    // Removed from their only company: the account and every session end at once.
    expect((await rt.call('DELETE', '/api/user', { ...as(owner), body: { id: member.id } })).status).toBe(200);
    expect((await rt.call('GET', '/api/user', { token: member.token })).status).toBe(401);
  });
});
