import { axeViolations } from '../support/axe';
import { expectVisible, logIn, logOut, toast, useJourney } from '../support/e2e';
import { personWithRole } from '../support/factories';
import { signUp } from '../support/runtime';

/**
 * Profil › Indstillinger › Kalender (issue 17): a USER makes their feed address, sees it, renews it
 * after the confirm (the old address then answers 404); an admin also gets the company's feed.
 */
const j = useJourney();

test('the profile shows the feed address, and renewing it ends the old one', async () => {
  const sara = await signUp(j.rt, { name: 'Sara Winther', company: 'Winther Teknik' });
  const bo = await personWithRole(j.rt, sara.companyId, 'USER');
  await j.rt.drain();

  await logIn(j.page, j.rt, bo);
  await j.page.goto(`${j.rt.url}/profile/settings`);
  const region = j.page.getByRole('region', { name: 'Kalender' });
  await expectVisible(region.getByText('Sådan abonnerer du på kalenderen'));
  // Bo also founded a company of his own at sign-up: the Winther Teknik card is the one here.
  const section = region.getByRole('listitem', { name: 'Winther Teknik' });
  await expectVisible(section.getByRole('heading', { name: 'Winther Teknik', level: 3 }));
  // A USER has no company feed.
  expect(await section.getByText('Alle virksomhedens opgaver').count()).toBe(0);
  await section.getByRole('button', { name: 'Lav kalenderadresse' }).click();
  const address = section.getByLabel('Kalenderadresse (mine opgaver)');
  await expectVisible(address);
  const first = await address.inputValue();
  expect(first).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await section.getByRole('link', { name: 'Åbn i kalender' }).getAttribute('href')).toBe(
    first.replace(/^http:\/\//, 'webcal://'),
  );
  const feed = await fetch(first);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  expect(await axeViolations(j.page)).toEqual([]);

  await section.getByRole('button', { name: 'Forny adressen' }).click();
  const dialog = j.page.getByRole('dialog', { name: 'Forny kalenderadressen?' });
  await expectVisible(dialog.getByText(/Den gamle adresse holder op med at virke med det samme/));
  expect(await axeViolations(j.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Forny adressen' }).click();
  await expectVisible(toast(j.page, 'Adressen er fornyet'));
  await expectVisible(section.locator('input[readonly]').and(j.page.locator(`:not([value="${first}"])`)));
  const second = await address.inputValue();
  expect(second).not.toBe(first);
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(second)).status).toBe(200);

  // The founder (SUPER_ADMIN) is offered the company's feed too.
  await logOut(j.page);
  await logIn(j.page, j.rt, sara.payload.user);
  await j.page.goto(`${j.rt.url}/profile/settings`);
  const own = j.page.getByRole('region', { name: 'Kalender' }).getByRole('listitem', { name: 'Winther Teknik' });
  await expectVisible(own.getByRole('heading', { name: 'Alle virksomhedens opgaver', level: 4 }));
  expect(await axeViolations(j.page)).toEqual([]);
}, 120_000);
