import type { Page } from 'playwright-core';
import { signUp } from '../support/runtime';
import {
  closeToast,
  expectVisible,
  inviteAndAcceptByApi,
  logIn,
  startJourney,
  stopJourney,
  visibleCount,
  type Journey,
} from '../support/e2e';

/**
 * The SUPER_ADMIN changes another person's role and deletes them (spec 000 §6, 001 §5, §8):
 * 'Superadministrator' is stored as 'Administrator'; nobody edits or deletes themselves.
 */
let j: Journey;
let page: Page;

beforeAll(async () => {
  j = await startJourney();
  page = j.page;
}, 90_000);

afterAll(async () => stopJourney(j));

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

  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  const roleOf = (name: string, role: string) => row(name).getByText(role, { exact: true });

  async function changeRole(to: string) {
    await page.getByRole('link', { name: 'Rediger rolle' }).click();
    await page.waitForURL(new RegExp(`/users/update/${ivan.id}$`));
    await expectVisible(page.getByRole('heading', { name: 'Rediger rolle' }));
    await page.getByLabel(to, { exact: true }).check();
    await page.getByRole('button', { name: 'Gem rolle' }).click();
    await closeToast(page, 'Brugeren blev rettet.');
    await page.waitForURL(new RegExp(`/users/${ivan.id}$`));
  }

  it('the users list shows both with their roles', async () => {
    await logIn(page, j.rt, sara.payload.user);
    await page.goto(users);
    await expectVisible(roleOf('Sara Krogh', 'Superadministrator'));
    await expectVisible(roleOf('Ivan Lund', 'Almindelig bruger'));
  });

  it("makes Ivan an Administrator: 'Brugeren blev rettet.' and the badge", async () => {
    await page.getByRole('link', { name: 'Ivan Lund' }).click();
    await page.waitForURL(new RegExp(`/users/${ivan.id}$`));
    await expectVisible(page.getByRole('heading', { name: 'Ivan Lund' }));
    await changeRole('Administrator');
    await expectVisible(page.getByText('Administrator', { exact: true }));
    expect(await visibleCount(page.getByText('Almindelig bruger', { exact: true }))).toBe(0);
  });

  it("choosing 'Superadministrator' leaves Ivan an Administrator (one super admin per company)", async () => {
    await changeRole('Superadministrator');
    await expectVisible(page.getByText('Administrator', { exact: true }));
    expect(await visibleCount(page.getByText('Superadministrator', { exact: true }))).toBe(0);
    const stored = await j.rt.call('GET', `/api/user/${ivan.id}`, {
      token: sara.token,
      query: { companyId: sara.companyId },
    });
    expect(stored.body.user.role).toEqual({ type: 'ADMIN' });

    await page.goto(users);
    await expectVisible(roleOf('Ivan Lund', 'Administrator'));
    await expectVisible(roleOf('Sara Krogh', 'Superadministrator'));
  });

  it('offers no role change and no delete for oneself', async () => {
    await page.getByRole('link', { name: 'Sara Krogh' }).click();
    await page.waitForURL(new RegExp(`/users/${sara.user.id}$`));
    await expectVisible(page.getByText('Det er dig. Du kan hverken ændre din egen rolle eller slette dig selv.'));
    expect(await page.getByRole('button', { name: 'Slet bruger' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Rediger rolle' }).count()).toBe(0);

    await page.goto(`${users}/update/${sara.user.id}`);
    await expectVisible(page.getByText('Du kan ikke ændre din egen rolle.'));
    expect(await page.getByRole('button', { name: 'Gem rolle' }).count()).toBe(0);
  });

  it("deletes Ivan after confirming: 'Brugeren er nu slettet permanent.' and he is gone from the list", async () => {
    await page.goto(`${users}/${ivan.id}`);
    await page.getByRole('button', { name: 'Slet bruger' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slet brugeren?' });
    await expectVisible(dialog.getByText(ivanEmail));
    await dialog.getByRole('button', { name: 'Slet bruger permanent' }).click();
    await closeToast(page, 'Brugeren er nu slettet permanent.');
    await page.waitForURL(/\/users$/);
    await expectVisible(roleOf('Sara Krogh', 'Superadministrator'));
    await row('Ivan Lund').waitFor({ state: 'detached' });

    await page.reload();
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
