import { addMonths, differenceInCalendarDays } from 'date-fns';
import { formatDate } from '../../domain/shared/time';
import type { Company } from '../support/contract';
import { closeToast, expectVisible, field, logIn, useJourney, visibleCount } from '../support/e2e';
import { waitForMail } from '../support/mail';
import { signUp } from '../support/runtime';

/**
 * Company info and the subscription (spec 000 §2, §5, §9): complete info (a CVR of 8 digits)
 * before upgrading, the terms in the modal, Unlimited for 12 months, cancel and undo.
 */
const j = useJourney();

const VAT_DIGITS = 'CVR-nummeret skal være 8 cifre, for eksempel 12345678.';

describe('subscription journey', () => {
  let sara: Awaited<ReturnType<typeof signUp>>;
  const upgrade = () => j.page.getByRole('button', { name: 'Opgradér til Unlimited' });
  const planBox = () => j.page.getByText(/^\d+\/10 udstyr og lokationer$/);

  beforeAll(async () => {
    sara = await signUp(j.rt, { name: 'Sara Winther', company: 'Winther Teknik' });
  });

  it("opens 'Indstillinger' from the sidebar; the Free plan box shows 0/10", async () => {
    await logIn(j.page, j.rt, sara.payload.user);
    await expectVisible(j.page.getByRole('link', { name: '0/10 udstyr og lokationer' }));
    await j.page.getByRole('link', { name: 'Indstillinger' }).click();
    await j.page.waitForURL(/\/settings$/);
    await expectVisible(j.page.getByRole('heading', { name: 'Virksomhedens oplysninger' }));
    expect(await field(j.page, 'Navn').inputValue()).toBe('Winther Teknik');
    expect(await upgrade().isDisabled()).toBe(true);
  });

  it('a CVR with letters (12AB5678): the message says 8 digits, and nothing is saved', async () => {
    await field(j.page, 'CVR-nummer').fill('12AB5678');
    await field(j.page, 'Adresse').fill('Strandvejen 4');
    await field(j.page, 'By').fill('Esbjerg');
    await j.page.getByRole('button', { name: 'Gem oplysninger' }).click();
    await expectVisible(j.page.getByText('Der er et problem'));
    await expectVisible(j.page.getByText(VAT_DIGITS, { exact: true }));
    expect(await visibleCount(j.page.getByText('Alle felter skal udfyldes.'))).toBe(0);
    const company = await j.rt.call<Company>('GET', `/api/company/${sara.companyId}`, { token: sara.token });
    expect(company.body.vatNumber ?? '').toBe('');
    expect(await upgrade().isDisabled()).toBe(true);
  });

  it('with 8 characters it is saved and upgrading becomes possible', async () => {
    await field(j.page, 'CVR-nummer').fill('12345678');
    await j.page.getByRole('button', { name: 'Gem oplysninger' }).click();
    expect(await closeToast(j.page, 'Ændringerne blev gemt')).toContain('Virksomhedens oplysninger er opdateret.');
    expect(await visibleCount(j.page.getByText(VAT_DIGITS))).toBe(0);
    await j.page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Opgradér til Unlimited' && !b.disabled),
    );
  });

  it('the upgrade modal shows the terms: 4.788 kr. + 1.197 kr. moms = 5.985 kr.', async () => {
    await upgrade().click();
    const dialog = j.page.getByRole('dialog', { name: 'Opgradér til Unlimited' });
    await expectVisible(dialog.getByText('12 måneder à 399 kr.', { exact: true }));
    await expectVisible(dialog.getByText('4.788 kr.', { exact: true }));
    await expectVisible(dialog.getByText('1.197 kr.', { exact: true }));
    await expectVisible(dialog.getByText('5.985 kr.', { exact: true }));
    await expectVisible(dialog.getByText(/Ingen binding/));
  });

  it('confirming gives Unlimited until 12 months from now, and the plan box leaves the sidebar', async () => {
    const before = new Date();
    await j.page.getByRole('dialog').getByRole('button', { name: 'Bekræft opgradering' }).click();
    await closeToast(j.page, 'Virksomheden har nu Unlimited');
    await expectVisible(j.page.getByRole('button', { name: 'Opsig' }));

    const company = (await j.rt.call<Company>('GET', `/api/company/${sara.companyId}`, { token: sara.token })).body;
    expect(company.subscription).toBe('UNLIMITED');
    expect(
      Math.abs(differenceInCalendarDays(new Date(company.subscriptionEndDate!), addMonths(before, 12))),
    ).toBeLessThanOrEqual(1);
    await expectVisible(
      j.page.getByText(`Abonnementet løber til ${formatDate(company.subscriptionEndDate!)}`, { exact: false }),
    );
    await expectVisible(j.page.getByText('Jeres abonnement', { exact: true }));

    await planBox().waitFor({ state: 'detached' });
    await j.page.reload();
    await expectVisible(j.page.getByRole('button', { name: 'Opsig' }));
    expect(await planBox().count()).toBe(0);
  });

  it('the super admin gets an e-mail with the terms', async () => {
    const mail = await waitForMail(j.rt, {
      to: sara.payload.user.emailAddress,
      subject: 'Winther Teknik har nu Servicebogen Unlimited',
    });
    expect(mail.text).toContain('CVR 12345678');
    expect(mail.text).toContain('4.788 kr.');
    expect(mail.text).toContain('1.197 kr.');
    expect(mail.text).toContain('5.985 kr.');
    expect(mail.text).toContain('Strandvejen 4, Esbjerg');
  });

  it("'Opsig' cancels: the subscription ends at its end date", async () => {
    await j.page.getByRole('button', { name: 'Opsig' }).click();
    expect(await closeToast(j.page, 'Ændringerne blev gemt')).toContain('Abonnementet er opsagt.');
    await expectVisible(j.page.getByText('Opsagt', { exact: true }));
    await expectVisible(j.page.getByText(/Abonnementet er opsagt og slutter/));
    const company = (await j.rt.call<Company>('GET', `/api/company/${sara.companyId}`, { token: sara.token })).body;
    expect(company.subscriptionCancelled).toBe(true);
    expect(company.subscription).toBe('UNLIMITED');
  });

  it("'Fortryd opsigelse' makes it renew again", async () => {
    await j.page.getByRole('button', { name: 'Fortryd opsigelse' }).click();
    expect(await closeToast(j.page, 'Ændringerne blev gemt')).toContain('Opsigelsen er fortrudt.');
    await expectVisible(j.page.getByRole('button', { name: 'Opsig' }));
    expect(await visibleCount(j.page.getByText('Opsagt', { exact: true }))).toBe(0);
    const company = (await j.rt.call<Company>('GET', `/api/company/${sara.companyId}`, { token: sara.token })).body;
    expect(company.subscriptionCancelled).toBe(false);
  });
});
