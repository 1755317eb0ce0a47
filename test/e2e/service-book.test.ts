import { as, createEquipment } from '../support/api';
import { axeViolations } from '../support/axe';
import { downloadedBytes, expectVisible, logIn, useJourney } from '../support/e2e';
import { readPdf } from '../support/pdf';
import { signUp } from '../support/runtime';

/** The service book (issue 17 D): the equipment page's button downloads its PDF with the session. */
const j = useJourney();

test("'Hent servicebog (PDF)' on the equipment page downloads the equipment's service book", async () => {
  const sara = await signUp(j.rt, { name: 'Sara Winther', company: 'Winther Teknik' });
  const equipment = await createEquipment(j.rt, as(sara), {
    name: 'Kølerum ØST',
    make: 'Danfoss',
    model: 'Kø 7',
    equipmentId: 'DF-7',
    category: 'Maskine',
    locationName: 'Kælder',
  });
  await j.rt.drain();

  await logIn(j.page, j.rt, sara.payload.user);
  await j.page.goto(`${j.rt.url}/dashboard/${sara.companyId}/equipment/${equipment}`);
  const button = j.page.getByRole('button', { name: 'Hent servicebog (PDF)' });
  await expectVisible(button);
  const downloading = j.page.waitForEvent('download', { timeout: 60_000 });
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^servicebog-DF-7-\d{4}-\d{2}-\d{2}\.pdf$/);
  const { text } = await readPdf(await downloadedBytes(download));
  expect(text).toContain('Servicebog for Kølerum ØST');
  expect(text).toContain('Winther Teknik');
  expect(await axeViolations(j.page)).toEqual([]);
}, 120_000);
