import type { Company, Login, Session } from '../support/contract';
import { errorOf, logInByApi } from '../support/api';
import { expectErrorShape, freshToken, looksDanish, newPerson, type Person } from '../support/factories';
import { mailsTo } from '../support/mail';
import { signUpPayload, startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Accounts through the real local runtime (spec 000 §3, §5, §7, §8; api.md "Accounts"): sign-up,
 * login, the current user, logout, the caller's companies, the welcome e-mail, and the local
 * runtime's `/dev` helpers.
 */

const LOGIN_FAILED = 'Emailaddresse eller password er forkert';

// Sign-ups hash a password (scrypt); leave room on a slow machine.
jest.setTimeout(20_000);

let rt: TestRuntime;

beforeAll(async () => {
  rt = await startTestRuntime();
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

const expectUser = (user: unknown, expected: { name: string; emailAddress: string; companyId: string; role: string }) =>
  expect(user).toEqual({
    id: expect.any(String),
    // The person's version (decision 130): registered and joined in one commit.
    version: 2,
    name: expected.name,
    emailAddress: expected.emailAddress,
    roles: { [expected.companyId]: { type: expected.role } },
  });

describe('sign-up (POST /api/company)', () => {
  test('201 with {user, token}: the person is SUPER_ADMIN of the new company, the e-mail lowercased', async () => {
    const payload = signUpPayload({ name: 'Åse Ærbø-Lindqvist', company: 'Ærø Køleteknik' });
    const mixedCase = payload.user.emailAddress.replace('anne', 'Anne.Ærø').toUpperCase();
    const answer = await rt.call<Session>('POST', '/api/company', {
      body: { ...payload, user: { ...payload.user, emailAddress: `  ${mixedCase} ` } },
    });

    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['token', 'user']);
    expect(answer.body.token).toEqual(expect.any(String));
    const [companyId] = Object.keys(answer.body.user.roles);
    expectUser(answer.body.user, {
      name: 'Åse Ærbø-Lindqvist',
      emailAddress: mixedCase.trim().toLowerCase(),
      companyId,
      role: 'SUPER_ADMIN',
    });

    // The token works at once.
    const me = await rt.call<Session>('GET', '/api/user', { token: answer.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(answer.body.user);
  });

  test('the company is created as the spec describes it: FREE, onboarding, no two-step login unless asked', async () => {
    const person = await newPerson(rt, { company: 'Nyt Firma', mfa: true });
    const answer = await rt.call('GET', `/api/company/${person.ownCompanyId}`, { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: person.ownCompanyId,
      name: 'Nyt Firma',
      mfa: { active: true, method: 'email' },
      subscription: 'FREE',
      subscriptionCancelled: false,
      onboarding: true,
      // Deadlines on holidays are not moved unless the company says so (decision 100).
      holidays: false,
      stats: { month: { tasksCompleted: 0, tasksDue: 0 } },
      counts: { equipment: 0, locations: 0 },
    });
  });

  test('an e-mail address already in use (in another case) → 409 EMAIL_IN_USE in Danish', async () => {
    const first = signUpPayload();
    expect((await rt.call('POST', '/api/company', { body: first })).status).toBe(201);
    const again = signUpPayload({ name: 'Bo Berg' });
    again.user.emailAddress = first.user.emailAddress.toUpperCase();

    const answer = await rt.call('POST', '/api/company', { body: again });
    expect(answer.status).toBe(409);
    expectErrorShape(answer);
    expect(errorOf(answer)?.code).toBe('EMAIL_IN_USE');
    expect(looksDanish(errorOf(answer)?.message)).toBe(true);

    // The refused sign-up left nothing behind: the original password still logs in, the new one does not.
    expect(
      (
        await rt.call('POST', '/api/user', {
          body: { emailAddress: first.user.emailAddress, password: first.user.password },
        })
      ).status,
    ).toBe(200);
    const other = await rt.call('POST', '/api/user', {
      body: { emailAddress: first.user.emailAddress, password: 'et-helt-andet-password' },
    });
    expect(other.status).toBe(401);
  });

  test.each([
    ['a short password', 'user.password', { user: { password: 'kort' } }, 'Indtast et password på mindst 10 tegn'],
    ['a missing password', 'user.password', { user: { password: undefined } }, 'Indtast et password på mindst 10 tegn'],
    ['a name with a digit', 'user.name', { user: { name: 'Anne 2' } }, 'Dit navn må kun indeholde bogstaver'],
    ['a blank name', 'user.name', { user: { name: '   ' } }, 'Indtast et navn'],
    ['a missing e-mail address', 'user.emailAddress', { user: { emailAddress: '' } }, 'Indtast en emailadresse'],
    [
      'a malformed e-mail address',
      'user.emailAddress',
      { user: { emailAddress: 'anne.eksempel.dk' } },
      'Indtast en emailadresse i det korrekte format, eks. navn@virksomhed.dk',
    ],
    ['an empty company name', 'company.name', { company: { name: '' } }, 'Indtast virksomhedens navn'],
    ['a blank company name', 'company.name', { company: { name: '   ' } }, 'Indtast virksomhedens navn'],
    ['a missing company name', 'company.name', { company: { name: undefined } }, 'Indtast virksomhedens navn'],
  ])('%s → 400 with the spec’s message on %s', async (_what, field, change, message) => {
    const payload = signUpPayload() as { user: Record<string, unknown>; company: Record<string, unknown> };
    const body = {
      user: { ...payload.user, ...(change as { user?: object }).user },
      company: { ...payload.company, ...(change as { company?: object }).company },
    };
    const answer = await rt.call('POST', '/api/company', { body });
    expect(answer.status).toBe(400);
    expectErrorShape(answer);
    expect(errorOf(answer)?.fields?.[field as string]).toBe(message);
  });

  test('every invalid field is reported at once', async () => {
    const answer = await rt.call('POST', '/api/company', {
      body: { user: { name: 'Anne 2', emailAddress: 'nej', password: 'kort' }, company: { name: '' } },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)?.fields).toEqual({
      'user.name': 'Dit navn må kun indeholde bogstaver',
      'user.emailAddress': 'Indtast en emailadresse i det korrekte format, eks. navn@virksomhed.dk',
      'user.password': 'Indtast et password på mindst 10 tegn',
      'company.name': 'Indtast virksomhedens navn',
    });
  });

  test('five parallel sign-ups with one e-mail address: exactly one 201, the rest 409 EMAIL_IN_USE', async () => {
    const base = signUpPayload();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        rt.call<Session>('POST', '/api/company', {
          body: {
            ...base,
            user: { ...base.user, emailAddress: i % 2 ? base.user.emailAddress.toUpperCase() : base.user.emailAddress },
            company: { ...base.company, name: `Kapløb ${i}` },
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expectErrorShape(answer);
      expect(errorOf(answer)?.code).toBe('EMAIL_IN_USE');
    }

    // Only the winner's company exists for the winner; the losers left no account behind.
    const winner = answers.find((a) => a.status === 201)!.body;
    await rt.drain();
    const companies = await rt.call<Company[]>('GET', '/api/company', {
      token: winner.token,
      query: { userId: winner.user.id },
    });
    expect(companies.body.map((c: { id: string }) => c.id)).toEqual(Object.keys(winner.user.roles));
    const login = await rt.call<Login>('POST', '/api/user', {
      body: { emailAddress: base.user.emailAddress, password: base.user.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user?.id).toBe(winner.user.id);
  });
});

describe('the welcome e-mail', () => {
  test('goes to the new person, in Danish, with a link to /dashboard/<companyId>', async () => {
    const person = await newPerson(rt, { name: 'Mette Møller', company: 'Møllers Ventilation' });
    const mails = await mailsTo(rt, person.emailAddress);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Velkommen til Servicebogen');
    expect(mail.text).toContain('Mette Møller');
    expect(mail.text).toContain('Møllers Ventilation');
    expect(mail.links).toContain(`${rt.url}/dashboard/${person.ownCompanyId}`);
    expect(mail.html).toContain(`${rt.url}/dashboard/${person.ownCompanyId}`);
  });
});

describe('login (POST /api/user)', () => {
  let person: Person;
  beforeAll(async () => {
    person = await newPerson(rt);
  });

  test('right e-mail (any case) and password → 200 {mfa: false, user, token}', async () => {
    const answer = await rt.call<Login>('POST', '/api/user', {
      body: { emailAddress: ` ${person.emailAddress.toUpperCase()} `, password: person.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mfa: false, user: person.user, token: expect.any(String) });
    expect(answer.body.token).not.toBe(person.token);
    expect((await rt.call('GET', '/api/user', { token: answer.body.token })).status).toBe(200);
  });

  test.each([
    ['a wrong password', () => ({ emailAddress: person.emailAddress, password: 'forkert-password' })],
    [
      'the password in another case',
      () => ({ emailAddress: person.emailAddress, password: person.password.toUpperCase() }),
    ],
    ['an unknown address', () => ({ emailAddress: 'ingen.her@eksempel.dk', password: person.password })],
  ])('%s → 401 with exactly the spec’s message', async (_what, body) => {
    const answer = await rt.call('POST', '/api/user', { body: body() });
    expect(answer.status).toBe(401);
    expectErrorShape(answer);
    expect(errorOf(answer)?.message).toBe(LOGIN_FAILED);
  });

  test('a wrong password and an unknown address cannot be told apart', async () => {
    const wrong = await rt.call('POST', '/api/user', {
      body: { emailAddress: person.emailAddress, password: 'forkert-password' },
    });
    const unknown = await rt.call('POST', '/api/user', {
      body: { emailAddress: 'ukendt@eksempel.dk', password: 'forkert-password' },
    });
    expect(unknown).toEqual(wrong);
  });

  test.each([
    ['no e-mail address', { password: 'hemmeligt-password' }, 'emailAddress', 'Indtast en emailadresse'],
    [
      'a malformed e-mail address',
      { emailAddress: 'anne', password: 'hemmeligt-password' },
      'emailAddress',
      'Indtast en emailadresse i det korrekte format, ex. navn@virksomhed.dk',
    ],
    ['no password', { emailAddress: 'anne@eksempel.dk', password: '' }, 'password', 'Indtast et password'],
  ])('%s → 400 with the spec’s message', async (_what, body, field, message) => {
    const answer = await rt.call('POST', '/api/user', { body });
    expect(answer.status).toBe(400);
    expectErrorShape(answer);
    expect(errorOf(answer)?.fields?.[field as string]).toBe(message);
  });
});

describe('the current user and logout', () => {
  test('GET /api/user → {token, user}; the renewed token works too', async () => {
    const person = await newPerson(rt);
    const answer = await rt.call<Session>('GET', '/api/user', { token: person.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ token: expect.any(String), user: person.user });
    expect((await rt.call<Session>('GET', '/api/user', { token: answer.body.token })).body.user).toEqual(person.user);
  });

  test('logout → 200 and the session is gone: GET /api/user with the old token → 401', async () => {
    const person = await newPerson(rt);
    const other = await logInByApi(rt, person);
    const logout = await rt.call('POST', '/api/user/logout', { token: person.token });
    expect(logout.status).toBe(200);

    const after = await rt.call('GET', '/api/user', { token: person.token });
    expect(after.status).toBe(401);
    expectErrorShape(after);
    // Ending it again is refused ...
    expect((await rt.call('POST', '/api/user/logout', { token: person.token })).status).toBe(401);
    // ... but the person's other sessions live on.
    expect((await rt.call('GET', '/api/user', { token: other })).status).toBe(200);
  });

  test('a renewed token ends with its session', async () => {
    const person = await newPerson(rt);
    const renewed = (await rt.call<Session>('GET', '/api/user', { token: person.token })).body.token;
    expect((await rt.call('POST', '/api/user/logout', { token: renewed })).status).toBe(200);
    expect((await rt.call('GET', '/api/user', { token: person.token })).status).toBe(401);
    expect((await rt.call('GET', '/api/user', { token: renewed })).status).toBe(401);
  });
});

describe('companies (GET /api/company, GET /api/company/{id})', () => {
  let anne: Person;
  let bo: Person;
  beforeAll(async () => {
    [anne, bo] = await Promise.all([
      newPerson(rt, { company: 'Annes Ejendomsservice' }),
      newPerson(rt, { company: 'Bos Blik' }),
    ]);
    await rt.drain();
  });

  test('?userId=<self> lists the caller’s company with stats.month and counts', async () => {
    const answer = await rt.call('GET', '/api/company', { token: anne.token, query: { userId: anne.user.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: anne.ownCompanyId,
        version: 1,
        name: 'Annes Ejendomsservice',
        vatNumber: '',
        address: '',
        city: '',
        mfa: { active: false, method: 'email' },
        subscription: 'FREE',
        subscriptionEndDate: null,
        subscriptionCancelled: false,
        onboarding: true,
        holidays: false,
        faultReports: false,
        stats: { month: expect.objectContaining({ tasksCompleted: 0, tasksDue: 0 }) },
        counts: { equipment: 0, locations: 0 },
      },
    ]);
  });

  test('?userId=<someone else> → 403', async () => {
    const answer = await rt.call('GET', '/api/company', { token: anne.token, query: { userId: bo.user.id } });
    expect(answer.status).toBe(403);
    expectErrorShape(answer);
  });

  test('GET /api/company/{id}: own company → the company; another’s → 403 or 404', async () => {
    const own = await rt.call('GET', `/api/company/${anne.ownCompanyId}`, { token: anne.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: anne.ownCompanyId,
      name: 'Annes Ejendomsservice',
      stats: { month: { tasksCompleted: 0, tasksDue: 0 } },
    });

    const others = await rt.call('GET', `/api/company/${bo.ownCompanyId}`, { token: anne.token });
    expect([403, 404]).toContain(others.status);
    expectErrorShape(others);
    expect(JSON.stringify(others.body)).not.toContain('Bos Blik');
  });

  test('an unknown company id → 403 or 404, never the company of another', async () => {
    const answer = await rt.call('GET', '/api/company/00000000-0000-4000-8000-000000000000', { token: anne.token });
    expect([403, 404]).toContain(answer.status);
    expectErrorShape(answer);
  });
});

describe('the local runtime’s /dev helpers', () => {
  test('POST /dev/schedule/reminders runs the job and answers 200; an unknown job 404', async () => {
    expect((await rt.call('POST', '/dev/schedule/reminders')).status).toBe(200);
    expect((await rt.call('POST', '/dev/schedule/ingen-saadan')).status).toBe(404);
  });

  test('POST /dev/clock moves the clock: 31 days on, an unused session has expired; back again, a new login works', async () => {
    const person = await newPerson(rt);
    const token = await freshToken(person);
    const later = new Date(Date.now() + 31 * 86_400_000);
    try {
      const moved = await rt.call<{ now: string }>('POST', '/dev/clock', { body: { now: later.toISOString() } });
      expect(moved.status).toBe(200);
      expect(Math.abs(new Date(moved.body.now).getTime() - later.getTime())).toBeLessThan(5_000);
      const clock = await rt.call<{ now: string }>('GET', '/dev/clock');
      expect(new Date(clock.body.now).getTime()).toBeGreaterThanOrEqual(later.getTime() - 1_000);

      // A session not used for 31 days has ended (test/integration/staying-logged-in.test.ts).
      const expired = await rt.call('GET', '/api/user', { token });
      expect(expired.status).toBe(401);
      expectErrorShape(expired);
      // Logging in again in the future works, and its session is alive.
      const renewed = await logInByApi(rt, person);
      expect((await rt.call('GET', '/api/user', { token: renewed })).status).toBe(200);
    } finally {
      expect((await rt.call('POST', '/dev/clock', { body: { now: new Date().toISOString() } })).status).toBe(200);
    }
  });

  test('POST /dev/clock without a valid time → 400', async () => {
    expect((await rt.call('POST', '/dev/clock', { body: { now: 'i går' } })).status).toBe(400);
  });
});
