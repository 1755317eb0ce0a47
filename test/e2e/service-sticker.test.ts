import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { as, createEquipment, createLocation } from '../support/api';
import { closeToast, expectVisible, field, logIn, secondBrowser, useJourney } from '../support/e2e';
import { waitForMail } from '../support/mail';
import { solidPng } from '../support/png';
import { signUp } from '../support/runtime';

/**
 * The service sticker (issue 17): an admin turns fault reports on, prints a sheet of stickers (A4,
 * the QR code at least 2 × 2 cm, decoding to the sticker's short address), a logged-out visitor
 * opens that address, reports a fault with a photo, and the admin finds it as a note on the item.
 */
const j = useJourney();
/** CSS pixels per centimetre (96 per inch). */
const PX_PER_CM = 96 / 2.54;
const PUMP = 'Cirkulationspumpe';

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
    await j.page.getByRole('checkbox', { name: PUMP }).check();
    await j.page.getByRole('checkbox', { name: 'Pumperum' }).check();
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

  it('a logged-out visitor opens the address, sees the card and reports a fault with a photo', async () => {
    const visitor = await secondBrowser();
    try {
      const page = visitor.page;
      await page.goto(address);
      await expectVisible(page.getByRole('heading', { name: PUMP, level: 1 }));
      await expectVisible(page.getByText('Holm Maskinservice'));
      await expectVisible(page.getByText('Aktiv'));
      await field(page, 'Beskriv fejlen').fill('Pumpen drypper ved flangen og larmer.');
      await field(page, 'Billede (valgfrit)').setInputFiles({
        name: 'flange.png',
        mimeType: 'image/png',
        buffer: solidPng(64, 48, [200, 30, 30]),
      });
      await field(page, 'Din email (valgfri)').fill('gaest@eksempel.dk');
      await page.getByRole('button', { name: 'Send fejlmelding' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Tak, fejlmeldingen er sendt' }));
      // Nothing of the visitor's browser is signed in.
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    } finally {
      await visitor.browser.close();
    }
  });

  it('the admin gets an e-mail and finds the report as a note with the photo on the equipment', async () => {
    const mail = await waitForMail(j.rt, { to: owner.payload.user.emailAddress, subject: /klistermærket/ });
    expect(mail.subject).toBe(`En besøgende via klistermærket har skrevet en note om ${PUMP}`);
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${equipmentId}`);
    const note = j.page.locator('article').filter({ hasText: 'Pumpen drypper ved flangen og larmer.' });
    await expectVisible(note.getByText('En besøgende via klistermærket'));
    await expectVisible(note.getByText('Svar ønskes til: gaest@eksempel.dk'));
    const image = note.getByRole('img', { name: 'flange.png' });
    await expectVisible(image);
    await j.page.waitForFunction(
      (el) => !!el && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 64,
      await image.elementHandle(),
      { timeout: 15_000 },
    );
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
