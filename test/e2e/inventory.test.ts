import { planLimitMessage } from '../../domain/company/plan';
import { as, errorOf, ok } from '../support/api';
import type { Location } from '../support/contract';
import { closeToast, expectVisible, field, logIn, useJourney } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * Locations and equipment (spec 001 §2, §5, §9): create a location and equipment, find the
 * equipment by a misspelled search, and meet the FREE plan's limit on the 11th item.
 */
const j = useJourney();

describe('locations and equipment journey', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  const planBox = (n: number) => j.page.getByText(`${n}/10 udstyr og lokationer`, { exact: true });
  const sidebar = (name: string) => j.page.getByRole('navigation').getByRole('link', { name, exact: true });

  async function addEquipment(values: { make: string; model: string; id: string; category: string; location: string }) {
    await sidebar('Tilføj udstyr').click();
    await j.page.waitForURL(/\/equipment\/create$/);
    await field(j.page, 'Mærke').fill(values.make);
    await field(j.page, 'Model').fill(values.model);
    await field(j.page, 'Identifikationsnummer').fill(values.id);
    await field(j.page, 'Kategori').fill(values.category);
    await field(j.page, 'Lokation').fill(values.location);
    await j.page.getByRole('button', { name: 'Tilføj udstyr', exact: true }).click();
  }

  beforeAll(async () => {
    owner = await signUp(j.rt, { name: 'Mette Holm', company: 'Holm Maskinservice' });
  });

  it("creates the location 'Værksted'; the plan box counts it", async () => {
    await logIn(j.page, j.rt, owner.payload.user);
    await expectVisible(planBox(0));
    await sidebar('Tilføj lokation').click();
    await j.page.waitForURL(/\/locations\/create$/);
    await j.page.getByRole('button', { name: 'Tilføj lokation', exact: true }).click();
    await expectVisible(j.page.getByText('Indtast et navn på lokationen').first());
    await field(j.page, 'Navn').fill('Værksted');
    await j.page.getByRole('button', { name: 'Tilføj lokation', exact: true }).click();
    await j.page.waitForURL(/\/locations\/[0-9a-f-]{36}$/);
    await expectVisible(j.page.getByRole('heading', { name: 'Værksted' }));
    await expectVisible(planBox(1));
  });

  it('adds equipment at the existing location (typed in lower case) and at a new one', async () => {
    await addEquipment({
      make: 'Makita',
      model: 'DHP482',
      id: 'SN-1001',
      category: 'Håndværktøj',
      location: 'værksted',
    });
    await j.page.waitForURL(/\/equipment\/[0-9a-f-]{36}$/);
    await expectVisible(j.page.getByRole('heading', { name: 'Makita DHP482' }));
    await expectVisible(j.page.getByRole('link', { name: 'Værksted', exact: true }));
    await expectVisible(planBox(2));

    await addEquipment({
      make: 'Atlas Copco',
      model: 'GA 11',
      id: 'AC-11',
      category: 'Maskine',
      location: 'Kompressorrum',
    });
    await j.page.waitForURL(/\/equipment\/[0-9a-f-]{36}$/);
    await expectVisible(j.page.getByRole('heading', { name: 'Atlas Copco GA 11' }));
    await expectVisible(planBox(4));

    await sidebar('Lokationer').click();
    await expectVisible(j.page.getByRole('link', { name: 'Kompressorrum' }));
    await expectVisible(j.page.getByRole('link', { name: 'Værksted' }));
  });

  it("finds 'Makita' by the misspelled search 'Makta'", async () => {
    await sidebar('Udstyr').click();
    await expectVisible(j.page.getByRole('link', { name: 'Atlas Copco GA 11' }));
    await j.page.getByLabel('Søg').fill('Makta');
    const firstRow = j.page.getByRole('row').nth(1);
    await expectVisible(firstRow.getByRole('link', { name: 'Makita DHP482' }));
    await j.page.getByLabel('Søg').fill('SN-1001');
    await expectVisible(j.page.getByRole('row').nth(1).getByRole('link', { name: 'Makita DHP482' }));
  });

  it('refuses the 11th item: equipment with a new location at 9 of 10 is refused with the plan message', async () => {
    for (const name of ['Lager 1', 'Lager 2', 'Lager 3', 'Lager 4', 'Lager 5']) {
      expect((await j.rt.call('POST', '/api/locations', { ...as(owner), body: { name } })).status).toBe(201);
    }
    await j.page.reload();
    await expectVisible(planBox(9));
    await addEquipment({ make: 'Kärcher', model: 'HD 5/15', id: 'K-515', category: 'Maskine', location: 'Vaskehal' });
    await expectVisible(j.page.getByText(planLimitMessage).first());
    expect(j.page.url()).toMatch(/\/equipment\/create$/);
    const { locations } = await ok(j.rt.call<{ locations: Location[] }>('GET', '/api/locations', as(owner)));
    expect(locations.map((l) => l.name)).not.toContain('Vaskehal');
  });

  it('the 10th item fits; then the box is full and the create pages say why', async () => {
    await field(j.page, 'Lokation').fill('Værksted');
    await j.page.getByRole('button', { name: 'Tilføj udstyr', exact: true }).click();
    await j.page.waitForURL(/\/equipment\/[0-9a-f-]{36}$/);
    await closeToast(j.page, 'Udstyret blev oprettet');
    await expectVisible(planBox(10));
    await sidebar('Tilføj lokation').click();
    await expectVisible(j.page.getByText(planLimitMessage).first());
    expect(await j.page.getByRole('button', { name: 'Tilføj lokation', exact: true }).count()).toBe(0);
    const eleventh = await j.rt.call('POST', '/api/locations', { ...as(owner), body: { name: 'Garage' } });
    expect(eleventh.status).toBe(403);
    expect(errorOf(eleventh)?.code).toBe('PLAN_LIMIT');
  });
});
