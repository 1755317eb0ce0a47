import {
  closeToast,
  expectVisible,
  field,
  logIn,
  logOut,
  storedToken,
  toast,
  useBrowser,
  useRuntime,
} from '../support/e2e';
import { as, ok } from '../support/api';
import type { Invitation } from '../support/contract';
import { linkIn, waitForMail } from '../support/mail';
import { signUp } from '../support/runtime';

/**
 * Inviting a person without an account (spec 000 §4, §5, §8; 001 §2 "Users"): the admin invites,
 * the person opens the e-mailed link in their own browser, picks a password and is in.
 */
const j = useRuntime();
const admin = useBrowser();
const bo = useBrowser();

describe('invite a new person journey', () => {
  let company: Awaited<ReturnType<typeof signUp>>;
  let usersPath = '';
  const boEmail = `bo.berg.${Date.now()}@eksempel.dk`;
  let invitationLink = '';

  beforeAll(async () => {
    company = await signUp(j.rt, { name: 'Ida Holm', company: 'Holm Køleteknik' });
    usersPath = `${j.rt.url}/dashboard/${company.companyId}/users`;
  });

  it("opens 'Invitér bruger' from the users page", async () => {
    await logIn(admin.page, j.rt, company.payload.user);
    await admin.page.goto(usersPath);
    await expectVisible(admin.page.getByRole('heading', { name: 'Brugere' }));
    await expectVisible(admin.page.getByRole('button', { name: 'Vis invitationer (0)' }));
    await admin.page.getByRole('main').getByRole('link', { name: 'Invitér bruger' }).click();
    await admin.page.waitForURL(/\/users\/create$/);
    await expectVisible(admin.page.getByRole('heading', { name: 'Invitér bruger' }));
  });

  it("shows the spec's messages for bad input and sends nothing", async () => {
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(admin.page.getByText('Der er et problem'));
    await expectVisible(admin.page.getByText('Indtast et navn', { exact: true }));
    await expectVisible(admin.page.getByText('Indtast en emailadresse', { exact: true }));

    await field(admin.page, 'Navn').fill('Bo Berg 2');
    await field(admin.page, 'Emailadresse').fill('bo@eksempel');
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(admin.page.getByText('Navn må kun indeholde bogstaver', { exact: true }));
    await expectVisible(
      admin.page.getByText('Indtast en emailadresse i det korrekte format, eks. navn@virksomhed.dk', { exact: true }),
    );
    expect(admin.page.url()).toMatch(/\/users\/create$/);
  });

  it("invites 'Bo Berg' as an ordinary user; the address is lowercased", async () => {
    await field(admin.page, 'Navn').fill('Bo Berg');
    await field(admin.page, 'Emailadresse').fill(boEmail.toUpperCase());
    await admin.page.getByLabel('Almindelig bruger', { exact: true }).check();
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    expect(await closeToast(admin.page, 'Brugeren blev inviteret')).toContain('Bed dem om at tjekke deres indbakke.');
    await admin.page.waitForURL(/\/users$/);

    await admin.page.getByRole('button', { name: 'Vis invitationer (1)' }).click();
    const panel = admin.page.getByRole('region', { name: 'Afventende invitationer' });
    await expectVisible(panel.getByText('Bo Berg', { exact: true }));
    await expectVisible(panel.getByText(boEmail, { exact: true }));
    await expectVisible(panel.getByRole('button', { name: 'Slet invitationen til Bo Berg' }));

    const mail = await waitForMail(j.rt, { to: boEmail, subject: 'Invitation til Holm Køleteknik i Servicebogen' });
    expect(mail.to).toBe(boEmail);
    invitationLink = linkIn(mail, '/auth/invitation/');
  });

  it('Bo opens the link in his own browser, sets a password and is logged in', async () => {
    await bo.page.goto(invitationLink);
    await expectVisible(bo.page.getByRole('heading', { name: 'Invitation til Holm Køleteknik' }));
    await expectVisible(bo.page.getByText(boEmail, { exact: true }));
    await expectVisible(bo.page.getByText('Almindelig bruger', { exact: true }));
    expect(await field(bo.page, 'Navn').inputValue()).toBe('Bo Berg');

    await field(bo.page, 'Navn').fill('Bo B3rg');
    await field(bo.page, 'Password').fill('kort');
    await bo.page.getByRole('button', { name: 'Acceptér invitationen' }).click();
    await expectVisible(bo.page.getByText('Dit navn må kun indeholde bogstaver', { exact: true }));
    await expectVisible(bo.page.getByText('Indtast et password på mindst 10 tegn', { exact: true }));

    await field(bo.page, 'Navn').fill('Bo Berg');
    await field(bo.page, 'Password').fill('bos-eget-password');
    await bo.page.getByRole('button', { name: 'Acceptér invitationen' }).click();
    // One company as USER: the user's own overview (spec 000 §2).
    await bo.page.waitForURL(new RegExp(`/dashboard/${company.companyId}/user-dashboard$`));
    expect(await storedToken(bo.page)).toBeTruthy();
    await expectVisible(toast(bo.page, 'Invitationen blev accepteret'));
    await expectVisible(bo.page.getByRole('link', { name: 'Din oversigt' }));
  });

  it("the admin's list shows Bo as 'Almindelig bruger' and no pending invitation", async () => {
    await j.rt.drain();
    await admin.page.goto(usersPath);
    const row = admin.page.getByRole('row').filter({ hasText: 'Bo Berg' });
    await expectVisible(row.getByText(boEmail, { exact: true }));
    await expectVisible(row.getByText('Almindelig bruger', { exact: true }));
    await expectVisible(admin.page.getByRole('button', { name: 'Vis invitationer (0)' }));
  });

  it("the used link shows 'Invitationen fandtes ikke'", async () => {
    await bo.page.goto(invitationLink);
    await expectVisible(bo.page.getByRole('heading', { name: 'Invitationen fandtes ikke' }));
  });

  it('Bo, still signed in, is sent on from the login page; after logging out he logs in with his password', async () => {
    const userDashboard = new RegExp(`/dashboard/${company.companyId}/user-dashboard$`);
    await bo.page.getByRole('link', { name: 'Gå til log ind' }).click();
    await bo.page.waitForURL(userDashboard);
    await logOut(bo.page);
    await logIn(bo.page, j.rt, { emailAddress: boEmail, password: 'bos-eget-password' });
    expect(bo.page.url()).toMatch(userDashboard);
  });

  it("the admin withdraws a second invitation from the panel (by its id); its e-mailed link then shows 'Invitationen fandtes ikke'", async () => {
    const evaEmail = `eva.${Date.now()}@eksempel.dk`;
    const invited = await ok(
      j.rt.call<Invitation>('POST', '/api/user/invite', {
        ...as(company),
        body: { name: 'Eva Holm', emailAddress: evaEmail, type: 'USER' },
      }),
    );
    // The admin's answer names the invitation by id; the secret is only in Eva's e-mail.
    const mail = await waitForMail(j.rt, { to: evaEmail, subject: 'Invitation til Holm Køleteknik i Servicebogen' });
    const evaLink = linkIn(mail, '/auth/invitation/');
    expect(evaLink.endsWith(`/${invited.id}`)).toBe(false);
    expect(JSON.stringify(invited)).not.toContain(evaLink.split('/').pop()!);

    await j.rt.drain();
    await admin.page.goto(usersPath);
    await admin.page.getByRole('button', { name: 'Vis invitationer (1)' }).click();
    const panel = admin.page.getByRole('region', { name: 'Afventende invitationer' });
    await panel.getByRole('button', { name: 'Slet invitationen til Eva Holm' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Slet invitationen?' })
      .getByRole('button', { name: 'Slet invitationen' })
      .click();
    await closeToast(admin.page, 'Invitationen blev slettet');
    await expectVisible(panel.getByText('Der er ingen afventende invitationer.'));

    await bo.page.goto(evaLink);
    await expectVisible(bo.page.getByRole('heading', { name: 'Invitationen fandtes ikke' }));
  });
});
