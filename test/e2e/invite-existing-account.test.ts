import { upgradeByApi } from '../support/api';
import { closeToast, expectVisible, field, logIn, useBrowser, useRuntime } from '../support/e2e';
import { linkIn, waitForMail } from '../support/mail';
import { signUp } from '../support/runtime';

/**
 * Inviting a person who already has an account with their own company (spec 000 §2, §6, §8):
 * one person may belong to several companies only when all of them are UNLIMITED.
 */
const j = useRuntime();
const anna = useBrowser();
const carl = useBrowser();

const ACCEPT_FAILED = 'Invitationen kunne ikke accepteres';

describe('invite an existing account journey', () => {
  let annas: Awaited<ReturnType<typeof signUp>>;
  let carls: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    [annas, carls] = await Promise.all([
      signUp(j.rt, { name: 'Anna Friis', company: 'Friis Elevatorer' }),
      signUp(j.rt, { name: 'Carl Dahl', company: 'Dahl Gartnere' }),
    ]);
  });

  const accept = () =>
    carl.page
      .getByRole('listitem')
      .filter({ hasText: 'Friis Elevatorer' })
      .getByRole('button', { name: 'Acceptér invitationen' });

  it('Anna invites Carl, who already has an account', async () => {
    await logIn(anna.page, j.rt, annas.payload.user);
    await anna.page.goto(`${j.rt.url}/dashboard/${annas.companyId}/users/create`);
    await field(anna.page, 'Navn').fill('Carl Dahl');
    await field(anna.page, 'Emailadresse').fill(carls.payload.user.emailAddress);
    await anna.page.getByLabel('Administrator', { exact: true }).check();
    await anna.page.getByRole('button', { name: 'Send invitation' }).click();
    await closeToast(anna.page, 'Brugeren blev inviteret');
    await anna.page.waitForURL(/\/users$/);
  });

  it('Carl opens the e-mailed link, logs in from there, and accepting while both are Free fails with the reason', async () => {
    const mail = await waitForMail(j.rt, {
      to: carls.payload.user.emailAddress,
      subject: 'Invitation til Friis Elevatorer i Servicebogen',
    });
    await carl.page.goto(linkIn(mail, '/auth/invitation/'));
    await expectVisible(carl.page.getByRole('heading', { name: 'Invitation til Friis Elevatorer' }));
    await carl.page.getByRole('link', { name: 'Log ind for at acceptere' }).click();
    await carl.page.waitForURL(/\/auth\/?\?from=/);
    await field(carl.page, 'Emailadresse').fill(carls.payload.user.emailAddress);
    await field(carl.page, 'Password').fill(carls.payload.user.password);
    await carl.page.getByRole('button', { name: 'Log ind' }).click();
    await carl.page.waitForURL(/\/auth\/invitation\//);
    await expectVisible(carl.page.getByText('Du er logget ind som'));
    await carl.page.getByRole('button', { name: 'Acceptér invitationen' }).click();
    const text = await closeToast(carl.page, ACCEPT_FAILED);
    expect(text).toContain('Du kan kun være med i flere virksomheder, når alle har Unlimited-abonnement.');
    expect(text).toMatch(/Friis Elevatorer.*Dahl Gartnere|Dahl Gartnere.*Friis Elevatorer/);
  });

  it('Anna upgrades her company in settings (info with an 8-character CVR, then the modal)', async () => {
    await anna.page.goto(`${j.rt.url}/dashboard/${annas.companyId}/settings`);
    await field(anna.page, 'CVR-nummer').fill('12345678');
    await field(anna.page, 'Adresse').fill('Vestergade 12');
    await field(anna.page, 'By').fill('Odense');
    await anna.page.getByRole('button', { name: 'Gem oplysninger' }).click();
    await closeToast(anna.page, 'Ændringerne blev gemt');
    await anna.page.getByRole('button', { name: 'Opgradér til Unlimited' }).click();
    await anna.page
      .getByRole('dialog', { name: 'Opgradér til Unlimited' })
      .getByRole('button', { name: 'Bekræft opgradering' })
      .click();
    await closeToast(anna.page, 'Virksomheden har nu Unlimited');
    await expectVisible(anna.page.getByRole('button', { name: 'Opsig' }));
  });

  it("under Profil › Invitationer, with only Anna's company on Unlimited, Carl's own Free company still blocks it", async () => {
    await carl.page.goto(`${j.rt.url}/profile/invitations`);
    await expectVisible(carl.page.getByRole('link', { name: 'Invitationer (1)' }));
    await expectVisible(carl.page.getByRole('heading', { name: 'Friis Elevatorer' }));
    await accept().click();
    const text = await closeToast(carl.page, ACCEPT_FAILED);
    expect(text).toContain('Dahl Gartnere har Free.');
    expect(text).not.toContain('Friis Elevatorer');
  });

  it("once Carl's company is Unlimited too, accepting works and both accounts are on his profile", async () => {
    await upgradeByApi(j.rt, carls.token, carls.companyId, 'Dahl Gartnere');
    await carl.page.reload();
    await accept().click();
    expect(await closeToast(carl.page, 'Invitationen blev accepteret')).toContain('Du er nu med i Friis Elevatorer.');
    await expectVisible(carl.page.getByText('Du har ingen invitationer.'));

    await carl.page.getByRole('link', { name: 'Konti', exact: true }).click();
    await carl.page.waitForURL(/\/profile\/accounts$/);
    const managed = carl.page.getByRole('region', { name: 'Konti du administrerer' });
    await expectVisible(managed.getByRole('link', { name: 'Friis Elevatorer' }));
    await expectVisible(managed.getByRole('link', { name: 'Dahl Gartnere' }));
    await expectVisible(
      managed.getByRole('listitem').filter({ hasText: 'Friis Elevatorer' }).getByText('Administrator', { exact: true }),
    );
    await expectVisible(
      managed
        .getByRole('listitem')
        .filter({ hasText: 'Dahl Gartnere' })
        .getByText('Superadministrator', { exact: true }),
    );
  });

  it("Anna's users list shows Carl as Administrator", async () => {
    await j.rt.drain();
    await anna.page.goto(`${j.rt.url}/dashboard/${annas.companyId}/users`);
    const row = anna.page.getByRole('row').filter({ hasText: 'Carl Dahl' });
    await expectVisible(row.getByText('Administrator', { exact: true }));
    await expectVisible(anna.page.getByRole('button', { name: 'Vis invitationer (0)' }));
  });

  it('Carl, now in two companies, goes to his profile after login', async () => {
    await carl.page.evaluate(() => localStorage.clear());
    await logIn(carl.page, j.rt, carls.payload.user);
    expect(new URL(carl.page.url()).pathname).toMatch(/^\/profile/);
  });
});
