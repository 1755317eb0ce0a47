import type { Company, Invitation, JobRun, Login, Member, Session, User } from '../support/contract';
import { as, errorOf } from '../support/api';
import { newPerson, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/** Invitations, people, roles, deletion, company settings and subscription through the local runtime. */
let rt: TestRuntime;
let anne: Person;
beforeAll(async () => {
  rt = await startTestRuntime();
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
}, 60_000);
afterAll(() => rt?.stop());

const mailLink = async (to: string, part: string) =>
  ((await rt.call('GET', '/dev/mail')).body as { to: string; links: string[] }[])
    .filter((m) => m.to === to)
    .flatMap((m) => m.links)
    .find((l) => l.includes(part))!;
const fullInfo = (id: string, name = 'Åbergs VVS ApS') => ({
  id,
  name,
  vatNumber: '12345678',
  address: 'Havnegade 1',
  city: 'Aarhus',
});

describe('inviting a new person', () => {
  let token: string;
  let bo: { token: string; user: { id: string } };

  it('invites with a lowercased address and e-mails a link; a second invitation is refused', async () => {
    const answer = await rt.call<Invitation>('POST', '/api/user/invite', {
      ...as(anne),
      body: { name: 'Bo Berg', emailAddress: 'Bo.Berg@Firma.DK', type: 'USER' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Bo Berg',
      emailAddress: 'bo.berg@firma.dk',
      type: 'USER',
      companyName: 'Åbergs VVS',
    });
    token = (await mailLink('bo.berg@firma.dk', '/auth/invitation/')).split('/').pop()!;
    expect(token.length).toBeGreaterThanOrEqual(36);
    // The inviting admin gets the invitation's id, never the secret of the mailed link.
    expect(answer.body.token).toBe(answer.body.id);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    const again = await rt.call('POST', '/api/user/invite', {
      ...as(anne),
      body: { name: 'Bo Berg', emailAddress: 'bo.berg@firma.dk', type: 'ADMIN' },
    });
    expect([again.status, errorOf(again)?.code]).toEqual([409, 'ALREADY_INVITED']);
  });

  it('lists the pending invitation for the company', async () => {
    await rt.drain();
    const list = await rt.call<Invitation[]>('GET', '/api/invitation', as(anne));
    expect(list.body.map((i: { emailAddress: string }) => i.emailAddress)).toEqual(['bo.berg@firma.dk']);
  });

  it('shows the invitation by its token, and accepts it with name and password', async () => {
    const shown = await rt.call('GET', `/api/invitation/${token}`);
    expect(shown.body).toMatchObject({ name: 'Bo Berg', companyName: 'Åbergs VVS', hasAccount: false });
    const accepted = await rt.call<Session>('POST', '/api/invitation', {
      body: { token, name: 'Bo Berg', password: 'bos-hemmelige-password' },
    });
    expect(accepted.status).toBe(201);
    bo = accepted.body;
    expect(accepted.body.user.roles).toEqual({ [anne.ownCompanyId]: { type: 'USER' } });
    expect((await rt.call('GET', `/api/invitation/${token}`)).status).toBe(404);
    await rt.drain();
    expect((await rt.call('GET', '/api/invitation', as(anne))).body).toEqual([]);
  });

  it('lists Bo among the users with his role and task count, and shows his details', async () => {
    const list = await rt.call<{ users: Member[] }>('GET', '/api/user/index', as(anne));
    expect(
      list.body.users.map((u: { name: string; role: { type: string }; taskCount: number }) => [
        u.name,
        u.role.type,
        u.taskCount,
      ]),
    ).toEqual([
      ['Anne Åberg', 'SUPER_ADMIN', 0],
      ['Bo Berg', 'USER', 0],
    ]);
    const detail = await rt.call<{ user: Member }>('GET', `/api/user/${bo.user.id}`, as(anne));
    expect(detail.body.user).toMatchObject({ emailAddress: 'bo.berg@firma.dk', role: { type: 'USER' } });
    expect(
      (await rt.call('GET', '/api/user/index', { token: bo.token, query: { companyId: anne.ownCompanyId } })).status,
    ).toBe(403);
  });

  it("changes Bo's role; SUPER_ADMIN becomes ADMIN; never one's own", async () => {
    const changed = await rt.call<User>('PATCH', '/api/user', {
      ...as(anne),
      body: { id: bo.user.id, type: 'SUPER_ADMIN' },
    });
    expect(changed.body.roles[anne.ownCompanyId]).toEqual({ type: 'ADMIN' });
    const own = await rt.call('PATCH', '/api/user', { ...as(anne), body: { id: anne.user.id, type: 'USER' } });
    expect(own.status).toBe(403);
  });

  it('renames oneself with letters only', async () => {
    const bad = await rt.call('PATCH', '/api/user/name', { token: bo.token, body: { name: 'Bo 2' } });
    expect(errorOf(bad)?.fields?.name).toBe('Navn må kun indeholde bogstaver');
    const ok = await rt.call<User>('PATCH', '/api/user/name', { token: bo.token, body: { name: 'Bo Bergsen' } });
    expect(ok.body.name).toBe('Bo Bergsen');
  });

  it('refuses to delete a person responsible for tasks, and oneself; deletes the account with its last company', async () => {
    const location = await rt.call<{ id: string }>('POST', '/api/locations', {
      ...as(anne),
      body: { name: 'Værksted' },
    });
    const task = await rt.call<{ taskId: string }>('POST', '/api/task', {
      ...as(anne),
      body: {
        title: 'Eftersyn',
        description: 'Tjek filteret.',
        type: 'AD_HOC',
        notificationPeriod: 0,
        responsibleId: bo.user.id,
        deadline: '2099-01-05T22:00:00.000Z',
        locationId: location.body.id,
      },
    });
    expect(task.status).toBe(201);
    await rt.drain();
    const blocked = await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } });
    expect([blocked.status, errorOf(blocked)?.code]).toEqual([409, 'RESPONSIBLE_FOR_TASKS']);
    const moved = await rt.call('PATCH', '/api/task/responsibility', {
      ...as(anne),
      body: { [task.body.taskId]: anne.user.id },
    });
    expect(moved.body).toEqual({ updated: 1 });
    await rt.drain();
    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: anne.user.id } })).status).toBe(403);

    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } })).status).toBe(200);
    expect((await rt.call('GET', '/api/user', { token: bo.token })).status).toBe(401);
    const login = await rt.call('POST', '/api/user', {
      body: { emailAddress: 'bo.berg@firma.dk', password: 'bos-hemmelige-password' },
    });
    expect(login.status).toBe(401);
    await rt.drain();
    expect((await rt.call<{ users: Member[] }>('GET', '/api/user/index', as(anne))).body.users).toHaveLength(1);
  });
});

describe('an existing account joins a second company', () => {
  it('needs UNLIMITED on every company, then joins through Profil › Invitationer', async () => {
    const carl = await newPerson(rt, { name: 'Carl Carlsen', company: 'Carls Smedje' });
    const invite = await rt.call<Invitation>('POST', '/api/user/invite', {
      ...as(anne),
      body: { name: 'Carl Carlsen', emailAddress: carl.emailAddress, type: 'ADMIN' },
    });
    const secret = (await mailLink(carl.emailAddress, '/auth/invitation/')).split('/').pop()!;
    expect((await rt.call<Invitation>('GET', `/api/invitation/${secret}`)).body.hasAccount).toBe(true);
    await rt.drain();
    expect(
      (await rt.call<Invitation[]>('GET', '/api/invitation', { token: carl.token })).body.map(
        (i: { companyName: string }) => i.companyName,
      ),
    ).toEqual(['Åbergs VVS']);

    const refused = await rt.call('POST', '/api/invitation', { token: carl.token, body: { token: secret } });
    expect([refused.status, errorOf(refused)?.code]).toEqual([409, 'MULTI_COMPANY_NEEDS_UNLIMITED']);
    const anonymous = await rt.call('POST', '/api/invitation', {
      body: { token: secret, name: 'Carl', password: 'hemmeligt-password' },
    });
    expect([anonymous.status, errorOf(anonymous)?.code]).toEqual([409, 'ACCOUNT_EXISTS']);

    for (const [person, companyId, name] of [
      [anne, anne.ownCompanyId, 'Åbergs VVS ApS'],
      [carl, carl.ownCompanyId, 'Carls Smedje ApS'],
    ] as const) {
      expect(
        (await rt.call<Company>('PATCH', '/api/company', { ...as(person, companyId), body: fullInfo(companyId, name) }))
          .status,
      ).toBe(200);
      expect(
        (
          await rt.call<Company>('PATCH', '/api/company', {
            ...as(person, companyId),
            body: { id: companyId, subscription: 'UNLIMITED' },
          })
        ).body.subscription,
      ).toBe('UNLIMITED');
    }
    // From Profil › Invitationer the invitee accepts by the id their list shows.
    const joined = await rt.call<Session>('POST', '/api/invitation', {
      token: carl.token,
      body: { id: invite.body.id },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.user.roles[anne.ownCompanyId]).toEqual({ type: 'ADMIN' });
    await rt.drain();
    const companies = await rt.call<Company[]>('GET', '/api/company', {
      token: carl.token,
      query: { userId: carl.user.id },
    });
    expect(companies.body.map((c: { name: string }) => c.name).sort()).toEqual(['Carls Smedje ApS', 'Åbergs VVS ApS']);
  });
});

describe('company settings and subscription', () => {
  it('needs complete info with a VAT number (CVR) of 8 digits', async () => {
    const eva = await newPerson(rt, { company: 'Evas El' });
    const patch = (info: Record<string, string>) =>
      rt.call('PATCH', '/api/company', {
        ...as(eva, eva.ownCompanyId),
        body: { ...fullInfo(eva.ownCompanyId), ...info },
      });
    for (const vatNumber of ['12AB5678', '1234567']) {
      const bad = await patch({ vatNumber });
      expect([bad.status, errorOf(bad)?.fields?.vatNumber]).toEqual([
        400,
        'CVR-nummeret skal være 8 cifre, for eksempel 12345678.',
      ]);
    }
    const empty = await patch({ vatNumber: '' });
    expect([empty.status, errorOf(empty)?.fields?.vatNumber]).toEqual([400, 'Alle felter skal udfyldes.']);
    const stored = await rt.call<Company>('GET', `/api/company/${eva.ownCompanyId}`, { token: eva.token });
    expect(stored.body.vatNumber ?? '').toBe('');
    const early = await rt.call('PATCH', '/api/company', {
      ...as(eva, eva.ownCompanyId),
      body: { id: eva.ownCompanyId, subscription: 'UNLIMITED' },
    });
    expect([early.status, errorOf(early)?.code]).toEqual([409, 'INFO_INCOMPLETE']);
  });

  it('upgrades with a 12-month end date and the terms e-mail; cancels, undoes, and the job ends a cancelled one', async () => {
    const finn = await newPerson(rt, { company: 'Finns Fjernvarme' });
    const ctx = as(finn, finn.ownCompanyId);
    await rt.call('PATCH', '/api/company', { ...ctx, body: fullInfo(finn.ownCompanyId) });
    const upgraded = await rt.call<Company>('PATCH', '/api/company', {
      ...ctx,
      body: { id: finn.ownCompanyId, subscription: 'UNLIMITED' },
    });
    const end = new Date(upgraded.body.subscriptionEndDate!);
    expect(Math.round((end.getTime() - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(364);
    const mails = (await rt.call('GET', '/dev/mail')).body as { to: string; text: string }[];
    expect(mails.find((m) => m.to === finn.emailAddress && m.text.includes('5.985 kr.'))).toBeTruthy();

    expect(
      (
        await rt.call<Company>('PATCH', '/api/company', {
          ...ctx,
          body: { id: finn.ownCompanyId, subscriptionCancelled: true },
        })
      ).body.subscriptionCancelled,
    ).toBe(true);
    expect(
      (
        await rt.call<Company>('PATCH', '/api/company', {
          ...ctx,
          body: { id: finn.ownCompanyId, subscriptionCancelled: false },
        })
      ).body.subscriptionCancelled,
    ).toBe(false);
    await rt.call('PATCH', '/api/company', { ...ctx, body: { id: finn.ownCompanyId, subscriptionCancelled: true } });

    await rt.call('POST', '/dev/clock', { body: { now: new Date(end.getTime() + 86_400_000).toISOString() } });
    try {
      expect((await rt.call<JobRun>('POST', '/dev/schedule/subscriptions')).status).toBe(200);
      const after = await rt.call<Company>('GET', `/api/company/${finn.ownCompanyId}`, {
        token: (
          await rt.call<Login>('POST', '/api/user', {
            body: { emailAddress: finn.emailAddress, password: finn.password },
          })
        ).body.token,
      });
      expect([after.body.subscription, after.body.subscriptionEndDate]).toEqual(['FREE', null]);
    } finally {
      await rt.call('POST', '/dev/clock', { body: { now: new Date().toISOString() } });
    }
  });

  it('lets an ADMIN end onboarding but not change settings', async () => {
    const gitte = await newPerson(rt, { company: 'Gittes Glas' });
    const helle = await newPerson(rt);
    const { grantRole } = await import('../support/factories');
    const admin = await grantRole(helle, gitte.ownCompanyId, 'ADMIN');
    const ctx = as(admin, gitte.ownCompanyId);
    expect(
      (await rt.call<Company>('PATCH', '/api/company', { ...ctx, body: { id: gitte.ownCompanyId, onboarding: false } }))
        .body.onboarding,
    ).toBe(false);
    expect(
      (
        await rt.call('PATCH', '/api/company', {
          ...ctx,
          body: { id: gitte.ownCompanyId, mfa: { active: true, method: 'email' } },
        })
      ).status,
    ).toBe(403);
  });
});
