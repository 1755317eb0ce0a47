import type { Page } from 'playwright-core';
import { cet, installClock } from '../support/clocks';
import { closeToast, expectVisible, field, logIn, useJourney } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * Danish holidays and counting from completion in the browser (decisions 100–103): the owner
 * turns the holiday setting on under Indstillinger, then the task form's 'De næste tre frister'
 * follows the interval, the deadline and 'Næste frist regnes fra': a monthly routine from
 * Wednesday 25 November 2026 has juledag moved to Monday 28 December, and counting from completion
 * chains from there. The new task's page shows the choice.
 */
const j = useJourney();

const preview = (p: Page) => p.getByRole('region', { name: 'De næste tre frister' });
const previewItems = (p: Page) => preview(p).getByRole('listitem').allInnerTexts();

async function expectPreview(p: Page, expected: string[]) {
  await expectVisible(preview(p).getByRole('listitem').filter({ hasText: expected[2] }));
  expect(await previewItems(p)).toEqual(expected);
}

describe('holidays and counting from completion', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  const title = 'Tjek nødbelysning';

  beforeAll(async () => {
    // Friday 20 November 2026, 10:00 in Copenhagen, on both clocks.
    await installClock(j.page, j.rt, cet('2026-11-20', '10:00'));
    owner = await signUp(j.rt, { name: 'Mette Holm', company: 'Holm Maskinservice' });
    const created = await j.rt.call('POST', '/api/locations', {
      token: owner.token,
      query: { companyId: owner.companyId },
      body: { name: 'Kælder' },
    });
    if (created.status !== 201) throw new Error(`location: ${created.status} ${JSON.stringify(created.body)}`);
  });

  it('the owner turns on moving deadlines off holidays under Indstillinger', async () => {
    await logIn(j.page, j.rt, owner.payload.user);
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/settings`);
    const section = j.page.getByRole('region', { name: 'Helligdage' });
    await expectVisible(section.getByText('slået fra', { exact: true }));
    await section.getByRole('button', { name: 'Flyt frister fra helligdage' }).click();
    await closeToast(j.page, 'Ændringerne blev gemt');
    await expectVisible(section.getByText('slået til', { exact: true }));
    await expectVisible(section.getByRole('button', { name: 'Flyt ikke frister fra helligdage' }));
  });

  it('the form previews the next three deadlines as the interval, deadline and choice change', async () => {
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/tasks/create`);
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Tilføj opgave' }));
    await expectVisible(preview(j.page).getByText('Vælg et interval og en deadline for at se de næste frister.'));
    await j.page.getByRole('radio', { name: 'Lokation', exact: true }).check();
    await field(j.page, 'Vælg lokation').selectOption({ label: 'Kælder' });
    await field(j.page, 'Titel').fill(title);
    await field(j.page, 'Beskrivelse').fill('Alle armaturer tændes og tjekkes.');
    await field(j.page, 'Interval').selectOption({ label: 'Hver måned' });
    await field(j.page, 'Ansvarlig').selectOption({ label: 'Mette Holm' });
    expect(await j.page.getByRole('radio', { name: 'Den faste plan', exact: true }).isChecked()).toBe(true);

    await j.page.getByRole('button', { name: 'onsdag 25. november 2026' }).click();
    await expectPreview(j.page, ['onsdag 25. november 2026', 'mandag 28. december 2026', 'mandag 25. januar 2027']);

    await j.page.getByRole('radio', { name: 'Dagen, opgaven blev udført', exact: true }).check();
    await expectPreview(j.page, ['onsdag 25. november 2026', 'mandag 28. december 2026', 'torsdag 28. januar 2027']);
    await expectVisible(preview(j.page).getByText(/Forudsat at opgaven hver gang udføres på sin frist/));

    await field(j.page, 'Interval').selectOption({ label: 'Hver uge' });
    await expectPreview(j.page, ['onsdag 25. november 2026', 'onsdag 2. december 2026', 'onsdag 9. december 2026']);
    await field(j.page, 'Interval').selectOption({ label: 'Hver måned' });
    await expectPreview(j.page, ['onsdag 25. november 2026', 'mandag 28. december 2026', 'torsdag 28. januar 2027']);
  });

  it('saves the routine; its page shows what the next deadline counts from', async () => {
    await j.page.getByRole('button', { name: 'Opret opgave', disabled: false }).click();
    await j.page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    await closeToast(j.page, 'Opgaven blev oprettet');
    await expectVisible(j.page.getByRole('heading', { level: 1, name: title }));
    await expectVisible(
      j.page.locator('dt:text-is("Næste frist regnes fra") + dd').filter({ hasText: 'Dagen, opgaven blev udført' }),
    );
  });
});
