import type { Member } from '../support/contract';
import { inviteAndAcceptByApi } from '../support/api';
import { closeToast, expectVisible, logIn, useJourney, visibleCount } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * The SUPER_ADMIN changes another person's role and deletes them (spec 000 §6, 001 §5, §8):
 * 'Superadministrator' is stored as 'Administrator'; nobody edits or deletes themselves.
 */
const j = useJourney();

describe('role change and deletion journey', () => {
  let sara: Awaited<ReturnType<typeof signUp>>;
  let ivan: { id: string };
  let users = '';
  const ivanEmail = `ivan.lund.${Date.now()}@eksempel.dk`;

  beforeAll(async () => {
    sara = await signUp(j.rt, { name: 'Sara Krogh', company: 'Krogh Brandsikring' });
    users = `${j.rt.url}/dashboard/${sara.companyId}/users`;
    // Inviting through the browser is the invite-new-person journey; here it is only the setup.
    ivan = await inviteAndAcceptByApi(j.rt, sara.token, sara.companyId, {
      name: 'Ivan Lund',
      emailAddress: ivanEmail,
      password: 'ivans-password',
    });
  });

  const row = (name: string) => j.page.getByRole('row').filter({ hasText: name });
  const roleOf = (name: string, role: string) => row(name).getByText(role, { exact: true });

  async function changeRole(to: string) {
    await j.page.getByRole('link', { name: 'Rediger rolle' }).click();
    await j.page.waitForURL(new RegExp(`/users/update/${ivan.id}$`));
    await expectVisible(j.page.getByRole('heading', { name: 'Rediger rolle' }));
    await j.page.getByLabel(to, { exact: true }).check();
    await j.page.getByRole('button', { name: 'Gem rolle' }).click();
    await closeToast(j.page, 'Brugeren blev rettet.');
    await j.page.waitForURL(new RegExp(`/users/${ivan.id}$`));
  }

  it('the users list shows both with their roles', async () => {
    await logIn(j.page, j.rt, sara.payload.user);
    await j.page.goto(users);
    await expectVisible(roleOf('Sara Krogh', 'Superadministrator'));
    await expectVisible(roleOf('Ivan Lund', 'Almindelig bruger'));
  });

  it("makes Ivan an Administrator: 'Brugeren blev rettet.' and the badge", async () => {
    await j.page.getByRole('link', { name: 'Ivan Lund' }).click();
    await j.page.waitForURL(new RegExp(`/users/${ivan.id}$`));
    await expectVisible(j.page.getByRole('heading', { name: 'Ivan Lund' }));
    await changeRole('Administrator');
    await expectVisible(j.page.getByText('Administrator', { exact: true }));
    expect(await visibleCount(j.page.getByText('Almindelig bruger', { exact: true }))).toBe(0);
  });

  it("choosing 'Superadministrator' leaves Ivan an Administrator (one super admin per company)", async () => {
    await changeRole('Superadministrator');
    await expectVisible(j.page.getByText('Administrator', { exact: true }));
    expect(await visibleCount(j.page.getByText('Superadministrator', { exact: true }))).toBe(0);
    const stored = await j.rt.call<{ user: Member }>('GET', `/api/user/${ivan.id}`, {
      token: sara.token,
      query: { companyId: sara.companyId },
    });
    expect(stored.body.user.role).toEqual({ type: 'ADMIN' });

    await j.page.goto(users);
    await expectVisible(roleOf('Ivan Lund', 'Administrator'));
    await expectVisible(roleOf('Sara Krogh', 'Superadministrator'));
  });

  it('offers no role change and no delete for oneself', async () => {
    await j.page.getByRole('link', { name: 'Sara Krogh' }).click();
    await j.page.waitForURL(new RegExp(`/users/${sara.user.id}$`));
    await expectVisible(j.page.getByText('Det er dig. Du kan hverken ændre din egen rolle eller slette dig selv.'));
    expect(await j.page.getByRole('button', { name: 'Slet bruger' }).count()).toBe(0);
    expect(await j.page.getByRole('link', { name: 'Rediger rolle' }).count()).toBe(0);

    await j.page.goto(`${users}/update/${sara.user.id}`);
    await expectVisible(j.page.getByText('Du kan ikke ændre din egen rolle.'));
    expect(await j.page.getByRole('button', { name: 'Gem rolle' }).count()).toBe(0);
  });

  it("deletes Ivan after confirming: 'Brugeren er nu slettet permanent.' and he is gone from the list", async () => {
    await j.page.goto(`${users}/${ivan.id}`);
    await j.page.getByRole('button', { name: 'Slet bruger' }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Slet brugeren?' });
    await expectVisible(dialog.getByText(ivanEmail));
    await dialog.getByRole('button', { name: 'Slet bruger permanent' }).click();
    await closeToast(j.page, 'Brugeren er nu slettet permanent.');
    await j.page.waitForURL(/\/users$/);
    await expectVisible(roleOf('Sara Krogh', 'Superadministrator'));
    await row('Ivan Lund').waitFor({ state: 'detached' });

    await j.page.reload();
    await expectVisible(roleOf('Sara Krogh', 'Superadministrator'));
    expect(await row('Ivan Lund').count()).toBe(0);
  });

  it('Ivan, whose only company that was, can no longer log in', async () => {
    const answer = await j.rt.call('POST', '/api/user', {
      body: { emailAddress: ivanEmail, password: 'ivans-password' },
    });
    expect(answer.status).toBe(401);
  });
});
