import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/platform/aws';
import { tableName } from '../../functions/platform/config';
import type { Invitation } from '../support/contract';
import { errorOf } from '../support/api';
import { newPerson, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { mailsTo } from '../support/mail';
import { resetServerClock, setServerClock } from '../support/clocks';

/**
 * Accounts and links under attack (issue 11, decisions.md "Login lock…", "Reset links…",
 * "Invitations: the secret only in the mail", "E-mail rate limits"): the login lock counts
 * parallel guesses, only the newest reset link works, the invitation's secret reaches only the
 * invitee's mailbox, links without an expiry are refused, and e-mail-sending calls are limited.
 */
let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 60_000);
afterAll(() => rt?.stop());

const linkTo = async (address: string, part: string) =>
  (await mailsTo(rt, address)).flatMap((m) => m.links).find((l) => l.includes(part))!;
const login = (p: Pick<Person, 'emailAddress'>, password: string) =>
  rt.call('POST', '/api/user', { body: { emailAddress: p.emailAddress, password } });
const count = (answers: { status: number }[], status: number) => answers.filter((a) => a.status === status).length;
const invite = (admin: Person, emailAddress: string, companyId = admin.ownCompanyId) =>
  rt.call<Invitation>('POST', '/api/user/invite', {
    token: admin.token,
    query: { companyId },
    body: { name: 'Bo Berg', emailAddress, type: 'USER' },
  });

describe('the login lock counts parallel guesses', () => {
  it('300 wrong passwords at once: exactly 5 are checked (401), the rest refused unchecked (429); then even the right one waits', async () => {
    const anne = await newPerson(rt);
    const answers = await Promise.all(Array.from({ length: 300 }, () => login(anne, 'forkert-password')));
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(295);
    for (const answer of answers) expect(errorOf(answer)?.message).toBe('Emailaddresse eller password er forkert');
    expect((await login(anne, anne.password)).status).toBe(429);
    await setServerClock(rt, new Date(Date.now() + 15 * 60_000 + 1000));
    try {
      expect((await login(anne, anne.password)).status).toBe(200);
    } finally {
      await resetServerClock(rt);
    }
  }, 120_000);

  it('a right password signs in while checks remain, and frees them: five more guesses are checked after it', async () => {
    const bo = await newPerson(rt);
    for (let i = 0; i < 4; i++) expect((await login(bo, 'forkert-password')).status).toBe(401);
    expect((await login(bo, bo.password)).status).toBe(200);
    const again = await Promise.all(Array.from({ length: 8 }, () => login(bo, 'forkert-password')));
    expect([count(again, 401), count(again, 429)]).toEqual([5, 3]);
  }, 60_000);

  it('an address without an account is limited the same way', async () => {
    const ghost = { emailAddress: `ingen.${Date.now()}@eksempel.dk` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(ghost, 'forkert-password')));
    expect([count(answers, 401), count(answers, 429)]).toEqual([5, 15]);
  }, 60_000);
});

describe('reset links', () => {
  const request = async (p: Person) => {
    const answer = await rt.call('POST', '/api/user/new-password-request', { body: { emailAddress: p.emailAddress } });
    expect([answer.status, answer.body]).toEqual([200, {}]);
    await rt.drain();
    const mails = (await mailsTo(rt, p.emailAddress)).filter(
      (m) => m.subject === 'Vælg et nyt password til Servicebogen',
    );
    return mails[0].links
      .find((l) => l.includes('/auth/new-password/'))!
      .split('/')
      .slice(-2)[0];
  };
  const setPassword = (token: string, newPassword: string) =>
    rt.call('POST', '/api/user/new-password', { body: { token, newPassword } });

  it('a new link ends every older one; a successful reset ends the link used and any before it', async () => {
    const carl = await newPerson(rt);
    const first = await request(carl);
    const second = await request(carl);
    expect(second).not.toBe(first);
    const old = await setPassword(first, 'et-helt-nyt-password');
    expect([old.status, errorOf(old)?.message]).toEqual([404, 'Anmodning fandtes ikke']);
    expect((await login(carl, 'et-helt-nyt-password')).status).toBe(401);

    expect((await setPassword(second, 'et-helt-nyt-password')).status).toBe(200);
    expect((await setPassword(first, 'et-tredje-password')).status).toBe(404);
    expect((await setPassword(second, 'et-tredje-password')).status).toBe(404);
    expect((await login(carl, 'et-helt-nyt-password')).status).toBe(200);

    const third = await request(carl);
    expect((await setPassword(third, 'et-fjerde-password')).status).toBe(200);
    expect((await login(carl, 'et-fjerde-password')).status).toBe(200);
  }, 60_000);

  it('two uses of the newest link at once: one sets the password, the other 404', async () => {
    const dorthe = await newPerson(rt);
    const token = await request(dorthe);
    const answers = await Promise.all([
      setPassword(token, 'password-nummer-et'),
      setPassword(token, 'password-nummer-to'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
  }, 60_000);

  it('a link row without an expiry is refused, as are an MFA code and a reset link stored without one', async () => {
    const erik = await newPerson(rt);
    const table = tableName('events');
    const forever = 'f'.repeat(43);
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: {
          pk: `Link#Reset#${forever}`,
          sk: 0,
          kind: 'link',
          data: { userId: erik.user.id, emailAddress: erik.emailAddress },
        },
      }),
    );
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: { pk: `Link#Mfa#${forever}`, sk: 0, kind: 'link', data: { userId: erik.user.id } },
      }),
    );
    const reset = await setPassword(forever, 'et-helt-nyt-password');
    expect([reset.status, errorOf(reset)?.message]).toEqual([410, 'Anmodning udløbet']);
    const mfa = await rt.call('POST', '/api/user/mfa', { body: { authCode: forever } });
    expect([mfa.status, errorOf(mfa)?.message]).toEqual([410, 'Anmodning udløbet']);
  });
});

describe('the invitation secret reaches only the invitee', () => {
  let admin: Person;
  let invitation: { id: string; token: string };
  let secret: string;
  const address = `bo.${Date.now()}@firma.dk`;

  beforeAll(async () => {
    admin = await newPerson(rt, { company: 'Hemmelig ApS' });
    const answer = await invite(admin, address);
    expect(answer.status).toBe(201);
    invitation = answer.body;
    secret = (await linkTo(address, '/auth/invitation/')).split('/').pop()!;
    await rt.drain();
  });

  it('the admin sees an id, in the answer and the list, never the secret', async () => {
    expect(invitation.token).toBe(invitation.id);
    expect(secret).not.toBe(invitation.id);
    const list = await rt.call<Invitation[]>('GET', '/api/invitation', {
      token: admin.token,
      query: { companyId: admin.ownCompanyId },
    });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: invitation.id, token: invitation.id, emailAddress: address });
    expect(JSON.stringify([invitation, list.body])).not.toContain(secret);
  });

  it('the id cannot accept in the invitee’s name, nor show the invitation publicly', async () => {
    const anonymous = await rt.call('POST', '/api/invitation', {
      body: { token: invitation.id, name: 'Falsk Bo', password: 'hemmeligt-password' },
    });
    expect(anonymous.status).toBe(404);
    const byId = await rt.call('POST', '/api/invitation', {
      body: { id: invitation.id, name: 'Falsk Bo', password: 'hemmeligt-password' },
    });
    expect(byId.status).toBe(404);
    const asAdmin = await rt.call('POST', '/api/invitation', { token: admin.token, body: { id: invitation.id } });
    expect([asAdmin.status, errorOf(asAdmin)?.code]).toEqual([403, 'NOT_INVITEE']);
    expect((await rt.call('GET', `/api/invitation/${invitation.id}`)).status).toBe(404);
  });

  it('the secret is stored nowhere: no event-store item holds it', async () => {
    const items: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new ScanCommand({ TableName: tableName('events'), ExclusiveStartKey: start, ConsistentRead: true }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    expect(JSON.stringify(items)).toContain(invitation.id);
    expect(JSON.stringify(items)).not.toContain(secret);
  });

  it('the mailed link shows the invitation; the admin deletes it by id, and the link is dead', async () => {
    expect((await rt.call('GET', `/api/invitation/${secret}`)).body).toMatchObject({
      token: secret,
      emailAddress: address,
      hasAccount: false,
    });
    const deleted = await rt.call('DELETE', '/api/invitation', { token: admin.token, body: { id: invitation.id } });
    expect(deleted.status).toBe(200);
    expect((await rt.call('GET', `/api/invitation/${secret}`)).status).toBe(404);
    expect(
      (await rt.call('DELETE', '/api/invitation', { token: admin.token, body: { id: invitation.id } })).status,
    ).toBe(404);
  });
});

describe('e-mail-sending calls are rate-limited', () => {
  // The limits count in fixed windows (whole quarter hours, hours, days): each case starts just
  // after a whole hour by the app's clock, so that no case straddles a window's end.
  beforeEach(async () => {
    const hour = 60 * 60_000;
    await setServerClock(rt, new Date(Math.ceil(Date.now() / hour) * hour + 1000));
  });
  afterEach(() => resetServerClock(rt));

  it('an admin invites 20 people in a row; a script sending 50 is stopped after 30 with a Danish 429', async () => {
    const admin = await newPerson(rt, { company: 'Travl ApS' });
    const stamp = Date.now();
    for (let i = 0; i < 20; i++) expect((await invite(admin, `kollega${i}.${stamp}@firma.dk`)).status).toBe(201);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => invite(admin, `spam${i}.${stamp}@firma.dk`)));
    expect(count(burst, 201)).toBe(10);
    expect(count(burst, 429)).toBe(20);
    const refused = burst.find((a) => a.status === 429)!;
    expect(errorOf(refused)).toEqual({
      code: 'TOO_MANY_MAILS',
      message: 'Der er sendt for mange e-mails. Vent lidt, og prøv igen.',
    });
    expect(
      (await mailsTo(rt, `spam0.${stamp}@firma.dk`)).length + (await mailsTo(rt, `spam29.${stamp}@firma.dk`)).length,
    ).toBeLessThanOrEqual(2);
  }, 120_000);

  it('one address receives at most 3 invitations an hour, from however many companies', async () => {
    const target = `offer.${Date.now()}@eksempel.dk`;
    const admins = await Promise.all(Array.from({ length: 5 }, (_, i) => newPerson(rt, { company: `Firma ${i}` })));
    const answers = [];
    for (const admin of admins) answers.push(await invite(admin, target));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429, 429]);
    expect(await mailsTo(rt, target)).toHaveLength(3);
  }, 60_000);

  it('reset requests for one address: 5 an hour, for an address with or without an account alike', async () => {
    const frida = await newPerson(rt);
    for (const emailAddress of [frida.emailAddress, `ingen.${Date.now()}@eksempel.dk`]) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => rt.call('POST', '/api/user/new-password-request', { body: { emailAddress } })),
      );
      expect([count(answers, 200), count(answers, 429)]).toEqual([5, 3]);
    }
    await rt.drain();
    expect(
      (await mailsTo(rt, frida.emailAddress)).filter((m) => m.subject === 'Vælg et nyt password til Servicebogen'),
    ).toHaveLength(5);
  }, 60_000);

  it('two-step login codes: 10 per 15 minutes per address', async () => {
    const gitte = await newPerson(rt, { mfa: true });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(gitte, gitte.password)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(
      (await mailsTo(rt, gitte.emailAddress)).filter((m) => m.subject === 'Dit login til Servicebogen'),
    ).toHaveLength(10);
  }, 60_000);
});
