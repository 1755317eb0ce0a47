import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { as, createEquipment, createLocation } from '../support/api';
import { axeAtBothWidths } from '../support/axe';
import { closeToast, expectVisible, field, logIn, secondBrowser, useJourney } from '../support/e2e';
import { waitForMail } from '../support/mail';
import { solidPng } from '../support/png';
import { signUp } from '../support/runtime';

/**
 * The service sticker (issue 17) and its fault reports as tracked work (issue 29): an admin turns
 * fault reports on, prints a sheet of stickers (A4, the QR code at least 2 × 2 cm, decoding to the
 * sticker's short address, the item's number and location on it), a logged-out visitor opens that
 * address and reports a fault with a photo through the app's file picker, the admin gets
 * 'Fejlmelding: …', finds it under 'Fejlmeldinger' and makes it into a task; the next visitor sees
 * 'Kendt fejl, under behandling'; the admin closes it as solved and the visitor is mailed the
 * answer. Every page on the way passes axe at 1280 and 375 px.
 */
const j = useJourney();
/** CSS pixels per centimetre (96 per inch). */
const PX_PER_CM = 96 / 2.54;
const PUMP = 'Cirkulationspumpe';
const VISITOR = 'gaest@eksempel.dk';

describe('service sticker journey', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let equipmentId = '';
  let address = '';

  beforeAll(async () => {
    owner = await signUp(j.rt, { name: 'Mette Holm', company: 'Holm Maskinservice' });
    const locationId = await createLocation(j.rt, as(owner), 'Pumperum');
    equipmentId = await createEquipment(j.rt, as(owner), {
      name: PUMP,
      make: 'Grundfos',
      model: 'CR 10',
      equipmentId: 'GF-10',
      category: 'Maskine',
      locationId,
    });
    // The onboarding checklist done: the overview shows the month, and its open fault reports.
    await j.rt.call('PATCH', '/api/company', { ...as(owner), body: { id: owner.companyId, onboarding: false } });
    // window.print opens no dialog in a test: it is counted instead.
    await j.page.addInitScript(() => {
      (window as unknown as { prints: number }).prints = 0;
      window.print = () => void (window as unknown as { prints: number }).prints++;
    });
    await logIn(j.page, j.rt, owner.payload.user);
  }, 60_000);

  it('the admin turns on fault reports from stickers in the settings (off by default)', async () => {
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/settings`);
    const section = j.page.getByRole('region', { name: 'Tillad fejlmeldinger fra klistermærker uden login' });
    await expectVisible(section.getByText('slået fra'));
    await section.getByRole('button', { name: 'Slå fejlmeldinger til' }).click();
    await closeToast(j.page, 'Ændringerne blev gemt');
    await expectVisible(section.getByText('slået til'));
  });

  it('prints a sheet from the equipment list: A4, the QR code over 2 × 2 cm, decoding to the short address', async () => {
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment`);
    await j.page.getByRole('link', { name: 'Udskriv klistermærker' }).click();
    await expectVisible(j.page.getByRole('heading', { name: 'Klistermærker', level: 1 }));
    // Equipment is told apart by its number and location (issue 29).
    await j.page.getByRole('checkbox', { name: `${PUMP} (nr. GF-10, Pumperum)`, exact: true }).check();
    await j.page.getByRole('checkbox', { name: 'Pumperum', exact: true }).check();
    await j.page.getByRole('button', { name: 'Udskriv klistermærker' }).click();
    await expectVisible(j.page.getByRole('heading', { name: '2 klistermærker klar til udskrift' }));
    expect(await j.page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);

    await j.page.emulateMedia({ media: 'print' });
    try {
      const sheet = j.page.locator('.sticker-print');
      const stickers = sheet.locator('.sticker');
      expect(await stickers.count()).toBe(2);
      // Only the sheet is printed: the page's own content is left out.
      expect(await j.page.getByRole('heading', { name: 'Klistermærker', level: 1 }).isVisible()).toBe(false);
      const page = await sheet.locator('.sticker-page').first().boundingBox();
      expect(Math.round(page!.width / PX_PER_CM)).toBe(21);
      expect(Math.round(page!.height / PX_PER_CM)).toBe(30); // 29.7 cm
      const sticker = stickers.filter({ hasText: PUMP });
      // The printed copy is hidden from assistive technology (the preview on screen is the one read out).
      const qr = sticker.locator('svg');
      const box = (await qr.boundingBox())!;
      expect(box.width / PX_PER_CM).toBeGreaterThanOrEqual(2.5);
      expect(box.height / PX_PER_CM).toBeGreaterThanOrEqual(2.5);
      const code = (await sticker.locator('.sticker-code').textContent())!;
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      // The item's own number and its location, so identical items get telling labels (issue 29).
      expect(await sticker.locator('.sticker-place').textContent()).toBe('Nr. GF-10 · Pumperum');
      expect(await sticker.getByText('Servicebogen').isVisible()).toBe(true);
      // The printed QR code decodes to the sticker's address.
      const png = PNG.sync.read(await qr.screenshot({ scale: 'device' }));
      const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      address = decoded?.data ?? '';
      expect(address).toBe(`${j.rt.url}/s/${code}`);
    } finally {
      await j.page.emulateMedia({ media: null });
    }
  });

  it("a logged-out visitor opens the address, sees the card with the pump's number and place, and reports a fault with a photo", async () => {
    const visitor = await secondBrowser();
    try {
      const page = visitor.page;
      // Everything the visitor's browser is told or sends: the API's answers and every address it asks.
      const told: Promise<string>[] = [];
      page.on('request', (request) => told.push(Promise.resolve(decodeURIComponent(request.url()))));
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) told.push(response.text().catch(() => ''));
      });
      await page.goto(address);
      await expectVisible(page.getByRole('heading', { name: PUMP, level: 1 }));
      await expectVisible(page.getByText('Holm Maskinservice'));
      await expectVisible(page.getByText('Aktiv'));
      await expectVisible(page.getByText('GF-10', { exact: true }));
      await expectVisible(page.getByText('Pumperum', { exact: true }));
      expect(await page.getByText('Kendt fejl, under behandling').count()).toBe(0);
      expect(await axeAtBothWidths(page)).toEqual({});
      await field(page, 'Beskriv fejlen').fill('Pumpen drypper ved flangen og larmer.');
      // The app's own file picker (a Danish face over the browser's control), one picture.
      await expectVisible(page.getByText('Vælg billede'));
      await field(page, 'Billede (valgfrit)').setInputFiles({
        name: 'flange.png',
        mimeType: 'image/png',
        buffer: solidPng(64, 48, [200, 30, 30]),
      });
      await expectVisible(page.getByRole('list', { name: 'Valgte filer' }).getByText('flange.png'));
      await expectVisible(page.getByText('1 fil valgt'));
      await field(page, 'Din email (valgfri)').fill(VISITOR);
      expect(await axeAtBothWidths(page)).toEqual({});
      await page.getByRole('button', { name: 'Send fejlmelding' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Tak, fejlmeldingen er sendt' }));
      await expectVisible(page.getByText('F-1', { exact: true }));
      // Nothing of the visitor's browser is signed in.
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      // The photo went up under an opaque reference: the visitor was never shown the company's or the item's id.
      const seen = (await Promise.all(told)).join('\n');
      expect(seen).toContain('flange.png');
      for (const id of [owner.companyId, equipmentId]) expect(seen).not.toContain(id);
    } finally {
      await visitor.browser.close();
    }
    const receipt = await waitForMail(j.rt, { to: VISITOR, subject: 'Vi har modtaget din fejlmelding F-1' });
    expect(receipt.text).toContain('Den har referencen F-1.');
  });

  it("the admin is mailed 'Fejlmelding: …' and finds the report with its photo under 'Fejlmeldinger'", async () => {
    const mail = await waitForMail(j.rt, { to: owner.payload.user.emailAddress, subject: `Fejlmelding: ${PUMP}` });
    expect(mail.text).toContain('Der er vedhæftet et foto.');
    expect(mail.text).toContain('Pumpen drypper ved flangen og larmer.');
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}`);
    await expectVisible(j.page.getByRole('heading', { name: /Åbne fejlmeldinger: 1/ }));
    expect(await axeAtBothWidths(j.page)).toEqual({});
    await j.page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Fejlmeldinger' }).click();
    await expectVisible(j.page.getByRole('heading', { name: 'Fejlmeldinger', level: 1 }));
    const report = j.page.getByRole('article', { name: `F-1 · ${PUMP}` });
    await expectVisible(report.getByText('Ny', { exact: true }));
    await expectVisible(report.getByText('Pumpen drypper ved flangen og larmer.'));
    await expectVisible(report.getByText('GF-10', { exact: true }));
    await expectVisible(report.getByText('Pumperum', { exact: true }));
    await expectVisible(report.getByText(VISITOR));
    await report.getByRole('button', { name: 'Vis foto fra F-1' }).click();
    const image = report.getByRole('img', { name: 'Foto fra F-1: flange.png' });
    await expectVisible(image);
    await j.page.waitForFunction(
      (el) => !!el && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 64,
      await image.elementHandle(),
      { timeout: 15_000 },
    );
    expect(await axeAtBothWidths(j.page)).toEqual({});
  });

  it("the admin makes it into a task: the pump's responsible and a deadline; the report is Under behandling", async () => {
    const report = j.page.getByRole('article', { name: `F-1 · ${PUMP}` });
    await report.getByRole('button', { name: 'Opret opgave' }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Opret opgave fra F-1' });
    await expectVisible(dialog);
    expect(await field(j.page, 'Titel').inputValue()).toBe(`Fejlmelding F-1: ${PUMP}`);
    expect(await field(j.page, 'Beskrivelse').inputValue()).toBe('Pumpen drypper ved flangen og larmer.');
    // Nothing chosen yet: the task form's own messages.
    await dialog.getByRole('button', { name: 'Opret opgave' }).click();
    await expectVisible(dialog.getByText('Vælg en ansvarlig').first());
    await expectVisible(dialog.getByText('Vælg en deadline').first());
    await field(j.page, 'Ansvarlig').selectOption({ label: 'Mette Holm' });
    await dialog.getByRole('button', { name: 'Næste måned' }).click();
    await dialog.locator('button[data-date]:not([disabled])').first().click();
    expect(await axeAtBothWidths(j.page)).toEqual({});
    await dialog.getByRole('button', { name: 'Opret opgave' }).click();
    await closeToast(j.page, 'Opgaven er oprettet');
    // The open list still shows it, now under way, with its task.
    await expectVisible(report.getByText('Under behandling', { exact: true }));
    await report.getByRole('link', { name: 'Se opgaven' }).click();
    await expectVisible(j.page.getByRole('heading', { name: `Fejlmelding F-1: ${PUMP}`, level: 1 }));
    // The visitor's photo came with it as the task's file.
    await j.page.getByRole('link', { name: 'Info', exact: true }).click();
    await expectVisible(j.page.getByRole('img', { name: 'flange.png' }));
  });

  it("the next visitor sees 'Kendt fejl, under behandling' on the card, and nothing of the report", async () => {
    const visitor = await secondBrowser();
    try {
      await visitor.page.goto(address);
      await expectVisible(visitor.page.getByText('Kendt fejl, under behandling', { exact: true }));
      expect(await visitor.page.getByText(/flangen|gaest@/).count()).toBe(0);
      expect(await axeAtBothWidths(visitor.page)).toEqual({});
    } finally {
      await visitor.browser.close();
    }
  });

  it("the admin closes it as Løst with an answer; the visitor is mailed the answer and the card's notice goes", async () => {
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/fejlmeldinger`);
    const report = j.page.getByRole('article', { name: `F-1 · ${PUMP}` });
    await report.getByRole('button', { name: 'Luk med svar' }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Luk F-1 med svar' });
    await expectVisible(dialog);
    await dialog.getByRole('radio', { name: 'Løst' }).check();
    await field(j.page, 'Svar').fill('Pakningen ved flangen er skiftet. Tak for beskeden!');
    expect(await axeAtBothWidths(j.page)).toEqual({});
    await dialog.getByRole('button', { name: 'Luk fejlmeldingen' }).click();
    await closeToast(j.page, 'Fejlmelding F-1 er lukket');
    // Closed, it leaves the open ones; 'Løst' shows it with its answer.
    await expectVisible(j.page.getByText('Der er ingen åbne fejlmeldinger.'));
    await field(j.page, 'Status').selectOption({ label: 'Løst' });
    await expectVisible(report.getByText('Pakningen ved flangen er skiftet. Tak for beskeden!'));
    expect(await axeAtBothWidths(j.page)).toEqual({});
    const solved = await waitForMail(j.rt, { to: VISITOR, subject: 'Din fejlmelding F-1 er løst' });
    expect(solved.text).toContain('Pakningen ved flangen er skiftet. Tak for beskeden!');
    const visitor = await secondBrowser();
    try {
      await visitor.page.goto(address);
      await expectVisible(visitor.page.getByRole('heading', { name: PUMP, level: 1 }));
      expect(await visitor.page.getByText('Kendt fejl, under behandling').count()).toBe(0);
    } finally {
      await visitor.browser.close();
    }
  });

  it("a member who opens the sticker's address is taken to the equipment's page", async () => {
    await j.page.goto(address);
    // The SPA replaces the address itself (no page load).
    await j.page.waitForFunction(
      (path) => window.location.pathname === path,
      `/dashboard/${owner.companyId}/equipment/${equipmentId}`,
    );
    // The equipment's page is titled by its make and model.
    await expectVisible(j.page.getByRole('heading', { name: 'Grundfos CR 10' }));
  });
});
