import { as, createEquipment, createLocation } from '../support/api';
import { axeAtBothWidths } from '../support/axe';
import { closeToast, expectVisible, field, logIn, secondBrowser, useJourney } from '../support/e2e';
import { linkIn, waitForMail } from '../support/mail';
import { signUp } from '../support/runtime';

/**
 * Lovpligtige eftersyn (issue 31, decision 176): an admin applies the F-gas leak check to a cooling
 * unit (R-404A, 3,2 kg, no leak detection: 12,55 t CO₂e, every year, shown as it is typed), sends the
 * inspection to an external inspector, who opens the e-mailed link on a 375 px phone without
 * logging in, answers the checklist, uploads a PDF report, gives certificate number and result and
 * registers it; the admin's compliance view then says 'I orden' with the inspector's name, company
 * and the report; the link opened again says it has been used. Every new page passes axe at 1280
 * and 375 px and does not scroll sideways.
 */
const j = useJourney();
const UNIT = 'Kølerum Nord';
const INSPECTOR = 'kim@kulde.dk';
const DUTY = 'Lækagekontrol af F-gasanlæg';
const REPORT = 'rapport-kr1.pdf';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('inspection duties journey', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let equipmentId = '';
  let link = '';
  const duty = () => j.page.getByRole('article', { name: `${DUTY} · ${UNIT}` });

  beforeAll(async () => {
    owner = await signUp(j.rt, { name: 'Mette Holm', company: 'Holm Køl & Frys' });
    const locationId = await createLocation(j.rt, as(owner), 'Kælderen');
    equipmentId = await createEquipment(j.rt, as(owner), {
      name: UNIT,
      make: 'Danfoss',
      model: 'Optyma',
      equipmentId: 'KR-1',
      category: 'Køleanlæg',
      locationId,
    });
    await j.rt.call('PATCH', '/api/company', { ...as(owner), body: { id: owner.companyId, onboarding: false } });
    await logIn(j.page, j.rt, owner.payload.user);
  }, 60_000);

  it('the compliance page tells an admin how to start', async () => {
    await j.page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Lovpligtige eftersyn' })
      .click();
    await expectVisible(j.page.getByRole('heading', { name: 'Lovpligtige eftersyn', level: 1 }));
    await expectVisible(j.page.getByText(/Tilføj et lovpligtigt eftersyn fra et udstyrs eller en lokations side/));
    expect(await axeAtBothWidths(j.page)).toEqual({});
  });

  it("applies the F-gas duty from the unit's page: the interval and its reason follow the kilograms as typed", async () => {
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${equipmentId}`);
    await j.page.getByRole('link', { name: 'Tilføj lovpligtigt eftersyn' }).click();
    await expectVisible(j.page.getByRole('heading', { name: 'Tilføj lovpligtigt eftersyn', level: 1 }));
    // The duty meant for the unit's category comes first and says so.
    await expectVisible(j.page.getByText('Anbefalet for Køleanlæg'));
    await j.page.getByRole('radio', { name: DUTY }).check();
    await expectVisible(j.page.getByText('Hvem må udføre det'));
    await expectVisible(j.page.getByText(/ikke juridisk rådgivning/));
    await expectVisible(j.page.getByText(/^Sidst gennemgået/));
    await field(j.page, 'Kølemiddel').selectOption('R-404A');
    await field(j.page, 'Fyldning (kg)').fill('1');
    await expectVisible(j.page.getByText(/er under 5 t CO₂e: forordningen kræver ingen lækagekontrol/));
    await field(j.page, 'Fyldning (kg)').fill('3,2');
    const rule = j.page.getByRole('status').filter({ hasText: 'Interval efter reglen' });
    await expectVisible(rule.getByText(/12,55 t CO₂e \(R-404A, 3,2 kg\) uden lækagedetektering: hvert år\./));
    expect(await field(j.page, 'Anlægget har lækagedetekteringssystem').isChecked()).toBe(false);
    await field(j.page, 'Ansvarlig').selectOption({ label: 'Mette Holm' });
    await j.page.getByRole('button', { name: 'Næste måned' }).click();
    await j.page.locator('button[data-date]:not([disabled])').first().click();
    expect(await axeAtBothWidths(j.page)).toEqual({});
    await j.page.getByRole('button', { name: 'Tilføj eftersyn' }).click();
    await closeToast(j.page, 'Det lovpligtige eftersyn er tilføjet');
    await j.page.waitForURL(/\/lovpligtige-eftersyn$/);
    await expectVisible(duty().getByText('Aldrig udført', { exact: true }).first());
    await expectVisible(duty().getByText('Hvert år', { exact: true }));
    await expectVisible(duty().getByText(/uden lækagedetektering: hvert år/));
    expect(await axeAtBothWidths(j.page)).toEqual({});
  });

  it('sends the inspection to an external inspector, who is mailed a link', async () => {
    await duty().getByRole('button', { name: 'Send til inspektør' }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Send til inspektør' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expectVisible(dialog.getByText('Indtast inspektørens navn').first());
    await field(j.page, 'Navn').fill('Kim Kulde');
    await field(j.page, 'Firma').fill('Kulde ApS');
    await field(j.page, 'E-mail').fill(INSPECTOR);
    await field(j.page, 'Certifikatnummer (valgfrit)').fill('KMO-12345');
    expect(await axeAtBothWidths(j.page)).toEqual({});
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await closeToast(j.page, 'Linket er sendt');
    await expectVisible(duty().getByText(/til Kim Kulde \(Kulde ApS, kim@kulde\.dk\).*Ikke brugt endnu\./));
    const mail = await waitForMail(j.rt, { to: INSPECTOR, subject: /^Eftersyn for Holm Køl & Frys/ });
    link = linkIn(mail, '/inspektion/');
  });

  it('the inspector opens the link on a phone, answers the checklist, uploads the report and registers it', async () => {
    const inspector = await secondBrowser();
    try {
      const page = inspector.page;
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(link);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await expectVisible(page.getByText('Holm Køl & Frys').first());
      await expectVisible(page.getByText(/Kælderen/).first());
      await expectVisible(page.getByText(/ikke juridisk rådgivning/));
      expect(await field(page, 'Certifikatnummer').inputValue()).toBe('KMO-12345');
      expect(await axeAtBothWidths(page, 375)).toEqual({});
      // Nothing filled in: the required answers and the result are asked for.
      await page.getByRole('button', { name: 'Registrér eftersyn' }).click();
      await expectVisible(page.getByText('Der er et problem'));
      await expectVisible(page.getByText('Vælg resultatet af eftersynet').first());

      await field(page, 'Kølemiddel (type)').fill('R-404A');
      await field(page, 'Fyldning (kg)').fill('3,2');
      await field(page, 'Påfyldt mængde ved dette besøg (kg)').fill('0');
      await field(page, 'Genvundet mængde ved dette besøg (kg)').fill('0');
      await page
        .getByRole('group', { name: 'Anlægget er kontrolleret for lækager uden fund' })
        .getByRole('radio', { name: 'OK' })
        .check();
      await field(page, 'Servicevirksomhed').fill('Kulde ApS');
      await field(page, 'Certifikatnummer (virksomhed og tekniker)').fill('KMO-12345 / Kim Kulde');
      await field(page, 'Resultat og eventuelle udbedringer').fill('Ingen lækager fundet.');
      await field(page, 'Rapport').setInputFiles({ name: REPORT, mimeType: 'application/pdf', buffer: PDF });
      await expectVisible(page.getByRole('list', { name: 'Valgte filer' }).getByText(REPORT));
      await page
        .getByRole('group', { name: 'Resultat', exact: true })
        .getByRole('radio', { name: 'Godkendt', exact: true })
        .check();
      await field(page, 'Bemærkninger').fill('Anlægget er i god stand.');
      expect(await axeAtBothWidths(page, 375)).toEqual({});
      await page.getByRole('button', { name: 'Registrér eftersyn' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Tak. Eftersynet er registreret.' }));
      expect(await axeAtBothWidths(page, 375)).toEqual({});
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

      // The link opened again says it has been used.
      await page.goto(link);
      await expectVisible(page.getByRole('heading', { name: 'Eftersynet er registreret', level: 1 }));
      await expectVisible(page.getByText('Linket er brugt: eftersynet er allerede registreret.'));
      expect(await axeAtBothWidths(page, 375)).toEqual({});
    } finally {
      await inspector.browser.close();
    }
  });

  it("the admin's compliance view says 'I orden' with the inspector, the company, the result and the report", async () => {
    await j.page.reload();
    await expectVisible(duty().getByText('I orden', { exact: true }));
    await expectVisible(duty().getByText(/af Kim Kulde, Kulde ApS/));
    await expectVisible(duty().getByText(/Certifikatnummer: KMO-12345/));
    await expectVisible(duty().getByText('Godkendt', { exact: true }));
    await expectVisible(duty().getByRole('button', { name: REPORT }));
    await expectVisible(duty().getByText(/Linket er brugt: eftersynet er registreret\./));
    // The counts are filters: 'I orden' shows it, 'Overskredet' none.
    await j.page
      .getByRole('list', { name: 'Status' })
      .getByRole('button', { name: /Overskredet/ })
      .click();
    await expectVisible(j.page.getByText('Ingen lovpligtige eftersyn passer til filtrene.'));
    await j.page
      .getByRole('list', { name: 'Status' })
      .getByRole('button', { name: /I orden/ })
      .click();
    await expectVisible(duty());
    expect(await axeAtBothWidths(j.page)).toEqual({});
  });
});
