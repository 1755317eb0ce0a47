import type { Session } from '../support/contract';
import { errorOf } from '../support/api';
import { newPerson, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { mailsTo } from '../support/mail';
import { resetServerClock, setServerClock } from '../support/clocks';

/** Two-step login, password reset and login throttling through the local runtime (api.md, decisions.md). */
let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 60_000);
afterAll(() => rt?.stop());

const login = (p: Person, password = p.password) =>
  rt.call('POST', '/api/user', { body: { emailAddress: p.emailAddress, password } });

describe('two-step login', () => {
  let anne: Person;
  let link: string;
  beforeAll(async () => {
    anne = await newPerson(rt, { mfa: true });
    // Her welcome e-mail goes out through the outbox meanwhile: sent before the tests count her mail.
    await rt.drain();
  });

  it('answers {mfa: true} and e-mails a link instead of logging in', async () => {
    const answer = await login(anne);
    expect(answer.body).toEqual({ mfa: true });
    const [mail] = await mailsTo(rt, anne.emailAddress);
    expect(mail.subject).toBe('Dit login til Servicebogen');
    link = mail.links.find((l) => l.includes('/auth/mfa/step_two/'))!;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/auth\/mfa\/step_two\/[\w-]{36,}$/);
  });

  it('logs in once with the code, and never again', async () => {
    const authCode = link.split('/').pop()!;
    const first = await rt.call<Session & { from?: string }>('POST', '/api/user/mfa', { body: { authCode } });
    expect(first.status).toBe(200);
    expect(first.body.user.id).toBe(anne.user.id);
    expect((await rt.call('GET', '/api/user', { token: first.body.token })).status).toBe(200);
    const again = await rt.call('POST', '/api/user/mfa', { body: { authCode } });
    expect(again.status).toBe(404);
    expect(errorOf(again)?.message).toBe('Anmodning fandtes ikke');
  });

  it('keeps the page asked for (`from`) with the link, not in its URL, and only a safe one', async () => {
    const codeOf = async (from: string) => {
      const seen = (await mailsTo(rt, anne.emailAddress)).length;
      const answer = await rt.call('POST', '/api/user', {
        body: { emailAddress: anne.emailAddress, password: anne.password, from },
      });
      expect(answer.body).toEqual({ mfa: true });
      const mails = await mailsTo(rt, anne.emailAddress);
      expect(mails.length).toBe(seen + 1);
      const mailed = mails[0].links.find((l) => l.includes('/auth/mfa/step_two/'))!;
      expect(mailed).toMatch(/\/auth\/mfa\/step_two\/[\w-]{36,}$/);
      return mailed.split('/').pop()!;
    };
    const target = `/dashboard/${anne.ownCompanyId}/equipment`;
    const kept = await rt.call<Session & { from?: string }>('POST', '/api/user/mfa', {
      body: { authCode: await codeOf(target) },
    });
    expect([kept.status, kept.body.from]).toEqual([200, target]);
    for (const unsafe of ['https://evil.example/dashboard/x', '//evil.example/x', '/auth/logged-out']) {
      const dropped = await rt.call('POST', '/api/user/mfa', { body: { authCode: await codeOf(unsafe) } });
      expect(dropped.status).toBe(200);
      expect(dropped.body).not.toHaveProperty('from');
    }
  });

  it('expires after 5 minutes', async () => {
    await login(anne);
    const [mail] = await mailsTo(rt, anne.emailAddress);
    const authCode = mail.links[0].split('/').pop()!;
    await setServerClock(rt, new Date(Date.now() + 5 * 60_000 + 1000));
    try {
      const answer = await rt.call('POST', '/api/user/mfa', { body: { authCode } });
      expect(answer.status).toBe(410);
      expect(errorOf(answer)?.message).toBe('Anmodning udløbet');
    } finally {
      await resetServerClock(rt);
    }
  });
});

describe('password reset', () => {
  it('answers an unknown address exactly like a known one, and mails only the known', async () => {
    const bo = await newPerson(rt);
    const known = await rt.call('POST', '/api/user/new-password-request', { body: { emailAddress: bo.emailAddress } });
    const unknown = await rt.call('POST', '/api/user/new-password-request', {
      body: { emailAddress: 'ingen.konto@eksempel.dk' },
    });
    expect([known.status, known.body]).toEqual([200, {}]);
    expect([unknown.status, unknown.body]).toEqual([200, {}]);
    await rt.drain(); // the queued requests are done
    expect(await mailsTo(rt, 'ingen.konto@eksempel.dk')).toEqual([]);
    expect((await mailsTo(rt, bo.emailAddress)).map((m) => m.subject)).toContain(
      'Vælg et nyt password til Servicebogen',
    );
  });

  it('sets a new password once, ends every session, and the old password stops working', async () => {
    const carl = await newPerson(rt);
    await rt.call('POST', '/api/user/new-password-request', { body: { emailAddress: carl.emailAddress } });
    await rt.drain();
    const link = (await mailsTo(rt, carl.emailAddress))
      .flatMap((m) => m.links)
      .find((l) => l.includes('/auth/new-password/'))!;
    const [, token, expiry] = link.match(/\/auth\/new-password\/([^/]+)\/(\d+)$/)!;
    expect(token.length).toBeGreaterThanOrEqual(36);
    expect(Number(expiry) - Date.now()).toBeGreaterThan(59 * 60_000);

    const set = await rt.call('POST', '/api/user/new-password', {
      body: { token, newPassword: 'et-helt-nyt-password' },
    });
    expect(set.status).toBe(200);
    expect((await rt.call('GET', '/api/user', { token: carl.token })).status).toBe(401);
    expect((await login(carl)).status).toBe(401);
    expect((await login(carl, 'et-helt-nyt-password')).status).toBe(200);
    const again = await rt.call('POST', '/api/user/new-password', {
      body: { token, newPassword: 'et-tredje-password' },
    });
    expect([again.status, errorOf(again)?.message]).toEqual([404, 'Anmodning fandtes ikke']);
  });

  it("refuses a short new password with the spec's message", async () => {
    const answer = await rt.call('POST', '/api/user/new-password', {
      body: { token: 'x'.repeat(43), newPassword: 'kort' },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)?.fields?.newPassword).toBe('Indtast et password på mindst 10 tegn');
  });
});

describe('failed logins', () => {
  it('are refused for a while after 5 failures, with the same text, even with the right password', async () => {
    const dorthe = await newPerson(rt);
    for (let i = 0; i < 5; i++) expect((await login(dorthe, 'forkert-password')).status).toBe(401);
    const locked = await login(dorthe);
    expect(locked.status).toBe(429);
    expect(errorOf(locked)?.message).toBe('Emailaddresse eller password er forkert');
    await setServerClock(rt, new Date(Date.now() + 16 * 60_000));
    try {
      expect((await login(dorthe)).status).toBe(200);
    } finally {
      await resetServerClock(rt);
    }
  }, 30_000);
});
